/**
 * The worst cases of docs/speed.md (`npm run bench -w apps/server -- worst`, BENCH_GOODS the depot
 * size, or BENCH_DATABASE_URL a depot seeded by `npm run seed:demo -- --goods=N`): every call of
 * the table with the filters that match the most rows — number filters at the median
 * (price; weight and amount with each operator), only the unloaded goods, the busiest
 * customer's suggestions, the list of debtors, the largest statement of a year, the address
 * groups, a deep page, a month of statistics and of the dashboard. Each prints API and SQL p50/p95, their ratio and the reply's size (before and after
 * gzip); the bench exits non-zero when a call misses p95 ≤ 50 ms (suggestions 30 ms), 1.5× its
 * SQL or 100 KB. How each call's cost grows with the depot: docs/speed.md. The app runs with
 * the session cache, as src/server.ts does. BENCH_CASES=<part of a label>: only those cases.
 */
import { NUMBER_OPERATORS } from '@depot/shared/products/products.schema';
import { sql } from 'drizzle-orm';
import { runDemoBench } from './lib/demo-bench';
import type { BenchCase } from './lib/goods-cases';
import { MAX_API_SQL_RATIO } from './lib/verdict';
import { firstRow, MAX_DEFAULT_BYTES, shiftDays, WORST_TARGET_MS } from './lib/worst-kit';
import { productAmountSql } from '../src/modules/products/product-amount.sql';

const SUGGESTIONS_TARGET = 30;

await runDemoBench(
  'worst',
  async (db, today, { log }) => {
    const { median, weight, amount } = await firstRow<{
      median: number;
      weight: string;
      amount: string;
    }>(
      db,
      sql`select percentile_disc(0.5) within group (order by price)::bigint as median,
          percentile_disc(0.5) within group (order by total_weight)::text as weight,
          percentile_disc(0.5) within group (order by ${productAmountSql()})::text as amount
        from products where deleted_at is null`,
    );
    // The busiest customer: the most goods still offered as suggestions, and the word their goods
    // are most often named by (its first three letters, as a person starts typing).
    const busy = await firstRow<{ id: number; goods: number }>(
      db,
      sql`select customer_id as id, count(*)::int as goods from products
        where deleted_at is null and is_suggest group by 1 order by 2 desc, 1 limit 1`,
    );
    const { word } = await firstRow<{ word: string }>(
      db,
      sql`select left(split_part(name_folded, ' ', 1), 3) as word from products
        where customer_id = ${busy.id} and deleted_at is null and is_suggest
        group by 1 order by count(*) desc limit 1`,
    );
    const yearAgo = shiftDays(today, -364);
    // The largest statement of a year: the debtor with the most goods received in it.
    const debtor = await firstRow<{ id: number; goods: number }>(
      db,
      sql`select p.customer_id as id, count(*)::int as goods from products p
        join customer_goods_totals t on t.customer_id = p.customer_id and t.unpaid_amount > 0
        where p.deleted_at is null and p.datetime between ${yearAgo} and ${today}
        group by 1 order by 2 desc, 1 limit 1`,
    );
    const { last } = await firstRow<{ last: string }>(
      db,
      sql`select max(datetime_from)::text as last from trips where archived_at is null`,
    );
    log(
      `Trung vị đơn giá ${median}, trọng lượng ${weight}, thành tiền ${amount}; khách nhiều gợi ý nhất ${busy.id} (${busy.goods} hàng, ` +
        `gõ "${word}"); khách nợ nhiều hàng nhất năm qua ${debtor.id} (${debtor.goods} hàng); ` +
        `ngày xe chạy cuối ${last}`,
    );
    const read = (label: string, url: string, extra: Partial<BenchCase> = {}): BenchCase => ({
      label,
      method: 'GET',
      url,
      target: WORST_TARGET_MS,
      sqlRatio: true,
      maxSqlRatio: MAX_API_SQL_RATIO,
      maxBytes: MAX_DEFAULT_BYTES,
      ...extra,
    });
    const month = `date_from=${shiftDays(last, -29)}&date_to=${last}`;
    const cases = [
      read('hàng hóa, trang 1', '/products'),
      read(`đếm, đơn giá > ${median} (trung vị)`, `/products/count?price=${median}&price_op=%3E`),
      // Weight and amount at their medians, with every operator the filter offers: the whole
      // buckets past the bound and the values of the bucket it cuts (migration 0030).
      ...NUMBER_OPERATORS.flatMap((op) => [
        read(
          `đếm, trọng lượng ${op} ${weight} (trung vị)`,
          `/products/count?total_weight=${weight}&total_weight_op=${encodeURIComponent(op)}`,
        ),
        read(
          `đếm, thành tiền ${op} ${amount} (trung vị)`,
          `/products/count?amount=${amount}&amount_op=${encodeURIComponent(op)}`,
        ),
      ]),
      read('đếm, chưa lên xe', '/products/count?status=false'),
      read(
        `gợi ý "${word}", khách ${busy.id}`,
        `/products/search?query=${encodeURIComponent(word)}&customer_id=${busy.id}`,
        { target: SUGGESTIONS_TARGET },
      ),
      read('công nợ, trang 1', '/debt'),
      read(
        `công nợ theo kỳ 1 năm, khách ${debtor.id}, trang 1`,
        `/debt/statement?customer_id=${debtor.id}&date_from=${yearAgo}&date_to=${today}`,
      ),
      // Read when the goods list's address-group filter is opened (50 groups), then as the
      // person types (`q`, searched on the server; one match: every group is tried): both held to
      // the 100 KB bound (docs/speed.md).
      read('nhóm địa chỉ (khi mở bộ lọc)', '/location/customer'),
      read('nhóm địa chỉ, gõ "ben nghe"', '/location/customer?q=ben%20nghe'),
      read('hàng hóa, trang 5000', '/products?paged=5000'),
      read('thống kê 1 tháng', `/thong-ke/phieu-thu?${month}`),
      read('tổng quan 1 tháng', `/dashboard?${month}`),
      // Money in and out (docs/payments.md): the cash book of a busy month (its first page of
      // rows, the opening summed from every payment before it), its payouts, each trip's profit.
      read('sổ quỹ 1 tháng', `/cash-book?${month}`),
      read('phiếu chi 1 tháng', `/payouts?${month}`),
      read('lãi theo chuyến 1 tháng', `/statistics/trips-profit?${month}`),
    ];
    // BENCH_CASES=<part of a label>: only those cases (a quick look at one call).
    const only = process.env.BENCH_CASES;
    return only ? cases.filter((c) => c.label.includes(only)) : cases;
  },
  { cacheSessions: true },
);
