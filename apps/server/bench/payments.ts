/**
 * Payments at depot scale (docs/decisions/0001-payments-are-records.md "Speed", p95 ≤ 50 ms): the cash book (Sổ quỹ) of the day
 * with the most payments, page 1 with its totals, then the same day for one receiver; the debt of
 * the customer with the most goods, their statement of account for last month, and one of their
 * payments (GET /payments/:id, with the balance right after it). The day, receiver, customer and
 * payment are read from the demo depot (one payment per paid line, three years of them), so the
 * cases hit the busiest rows. Runs through lib/demo-bench.ts (signed in as the depot's admin).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { runDemoBench } from './lib/demo-bench';
import type { BenchCase } from './lib/goods-cases';

const TARGET = 50;

async function one<T>(db: Database, query: ReturnType<typeof sql>, missing: string): Promise<T> {
  const row = (await db.execute(query)).rows[0] as T | undefined;
  if (!row) throw new Error(`Kho mẫu thiếu dữ liệu cho benchmark phiếu thu: ${missing}`);
  return row;
}

/** The first and last day of the calendar month before the one of `today` (ISO dates). */
function lastMonth(today: string): { from: string; to: string } {
  const first = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
  const end = new Date(first);
  end.setUTCDate(0);
  const start = new Date(end);
  start.setUTCDate(1);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

await runDemoBench('payments', async (db, today, { log }) => {
  // The depot's day, as the cash book counts it (received_at at Asia/Ho_Chi_Minh).
  const busy = await one<{ day: string; payments: number }>(
    db,
    sql`
    select (received_at at time zone 'Asia/Ho_Chi_Minh')::date::text as day,
      count(*)::int as payments
    from payments group by 1 order by 2 desc, 1 desc limit 1`,
    'phiếu thu',
  );
  const receiver = await one<{ id: number; payments: number }>(
    db,
    sql`
    select received_by as id, count(*)::int as payments
    from payments
    where received_by is not null
      and received_at >= (${busy.day}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')
      and received_at < (${busy.day}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')
        + interval '1 day'
    group by 1 order by 2 desc, 1 limit 1`,
    'người thu',
  );
  const customer = await one<{ id: number; goods: number }>(
    db,
    sql`
    select customer_id as id, count(*)::int as goods
    from products where deleted_at is null
    group by 1 order by 2 desc, 1 limit 1`,
    'hàng hóa',
  );
  // Their latest live payment: its balance after sums every good and payment before it.
  const payment = await one<{ id: number; payments: number }>(
    db,
    sql`
    select id, count(*) over ()::int as payments
    from payments where customer_id = ${customer.id} and voided_at is null
    order by received_at desc, id desc limit 1`,
    'phiếu thu của khách nhiều hàng nhất',
  );
  log(
    `Ngày nhiều phiếu thu nhất: ${busy.day} (${busy.payments} phiếu), ` +
      `người thu nhiều nhất hôm đó: ${receiver.id} (${receiver.payments} phiếu)`,
  );
  log(
    `Khách nhiều hàng nhất: ${customer.id} (${customer.goods} hàng hóa, ` +
      `${payment.payments} phiếu thu; phiếu mới nhất ${payment.id})`,
  );
  const month = lastMonth(today);
  const day = { date_from: busy.day, date_to: busy.day };
  const read = (label: string, url: string): BenchCase => ({
    label,
    method: 'GET',
    url,
    target: TARGET,
    sqlRatio: true,
  });
  return [
    read(`sổ quỹ ${busy.day} (${busy.payments} phiếu), trang 1`, `/payments?${q(day)}`),
    read(
      `sổ quỹ ${busy.day}, người thu ${receiver.id} (${receiver.payments} phiếu)`,
      `/payments?${q({ ...day, received_by: receiver.id })}`,
    ),
    read(`công nợ khách ${customer.id}`, `/debt/customer/${customer.id}`),
    read(
      `công nợ theo kỳ ${month.from}…${month.to}, khách ${customer.id}`,
      `/debt/statement?${q({ customer_id: customer.id, date_from: month.from, date_to: month.to })}`,
    ),
    read(`phiếu thu ${payment.id} của khách ${customer.id}`, `/payments/${payment.id}`),
  ];
});
