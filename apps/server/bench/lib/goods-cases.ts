/**
 * The requests of the goods benchmark (bench/goods.ts), with their targets: the goods list and
 * its filters, the count, suggestions and a pickup of 100 goods, on the demo depot. Values that
 * depend on the data (the busiest district, a frequent customer, goods not yet loaded) are read
 * from the database, so the cases hit real rows.
 */
import { productCode, type CodeParts } from '@depot/shared/products/products.rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { MAX_API_SQL_RATIO } from './verdict';

export type BenchCase = {
  label: string;
  method: 'GET' | 'POST';
  /** Under /api. */
  url: string;
  /** A new body for each run (a pickup loads other goods every time). */
  body?: () => unknown;
  /** p95 must stay under this, ms. */
  target: number;
  /** Time the SQL the request sends, for the API/SQL ratio (reads only). */
  sqlRatio: boolean;
  /** The API may take at most this many times its SQL (p50 and p95); unset: shown, not judged. */
  maxSqlRatio?: number;
  /** The reply may hold at most this many bytes before compression; unset: shown, not judged. */
  maxBytes?: number;
  /** Undoes what the timed runs changed, so the next bench of the same depot finds it as before. */
  after?: (depot: { api: ApiCall; db: Database }) => Promise<void>;
};

/** A call to the API as the bench's signed-in admin: the status code. */
export type ApiCall = (method: 'DELETE', url: string, body?: object) => Promise<number>;

/** docs/decisions/0016-speed-targets-and-kept-totals.md's targets. */
export const TARGET = { list: 50, suggestions: 30, load100: 200 } as const;

type Picks = {
  district: number;
  ward: number;
  groups: string[];
  customerId: number;
  price: number;
  dateFrom: string;
  dateTo: string;
  carIds: number[];
  /** A code as printed on a label, of goods received a while ago (docs/domain.md). */
  code: string;
  /** Enough goods not on a vehicle for every timed pickup. */
  unloaded: number[];
};

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

/** Reads the values the cases filter on from the demo depot. */
export async function pickValues(db: Database, pickups: number): Promise<Picks> {
  const { district } = await one<{ district: number }>(
    db,
    sql`
    select district_id as district from customers where province_id = 79 and deleted_at is null
    group by 1 order by count(*) desc limit 1`,
  );
  const { ward } = await one<{ ward: number }>(
    db,
    sql`
    select ward_id as ward from customers where district_id = ${district} and deleted_at is null
    group by 1 order by count(*) desc limit 1`,
  );
  // Three address groups as the filter builds them: a district, a ward and a whole province.
  const groups = (
    await db.execute<{ g: string }>(sql`
      (select province_id || '.' || district_id as g from customers where province_id = 1
        group by province_id, district_id order by count(*) desc limit 1)
      union all
      (select province_id || '.' || district_id || '.' || ward_id from customers
        where province_id = 79 and district_id <> ${district}
        group by province_id, district_id, ward_id order by count(*) desc limit 1)
      union all select '48'`)
  ).rows.map((r) => r.g);
  const { customerId } = await one<{ customerId: number }>(
    db,
    sql`
    select customer_id as "customerId" from products where name_folded like '%tu%'
    group by 1 order by count(*) desc limit 1`,
  );
  const { price } = await one<{ price: number }>(
    db,
    sql`
    select percentile_disc(0.9) within group (order by price)::bigint as price from products`,
  );
  const dates = await one<{ dateFrom: string; dateTo: string }>(
    db,
    sql`
    select (max(datetime) - 395)::text as "dateFrom", (max(datetime) - 365)::text as "dateTo"
    from products`,
  );
  const carIds = (await db.execute<{ id: number }>(sql`select id from cars order by id`)).rows;
  const coded = await one<CodeParts>(
    db,
    sql`
    select year_create, month_create, "order", suffix from products where deleted_at is null
    order by datetime desc, id desc offset 20000 limit 1`,
  );
  const unloaded = (
    await db.execute<{ id: number }>(sql`
      select id from products where not status and deleted_at is null
      order by datetime desc, id desc limit ${pickups * 100}`)
  ).rows.map((r) => r.id);
  return {
    district,
    ward,
    groups,
    customerId,
    price,
    ...dates,
    carIds: carIds.map((c) => c.id),
    code: productCode(coded),
    unloaded,
  };
}

/**
 * The departure date of the timed pickups: a day of its own, so that archiving its trips
 * afterwards (the goods go back to "not loaded") touches nothing of the depot's own days.
 * Without that, each run of the bench on the same depot would leave 6 000 more goods loaded,
 * until no unloaded goods are left to time.
 */
const PICKUP_DAY = '2099-12-31';

/**
 * Undoes the timed pickups: the bench's trips of PICKUP_DAY are archived through the API
 * (DELETE /trips, vehicle by vehicle: the goods are "not loaded" again, the money trail says
 * so), then their archived lines and the trips themselves are removed, so that the archive tab
 * of the depot does not fill with the bench's 6 000 lines a run. A VACUUM then clears the row
 * versions all this left: dead, they would make the next run's deep page fetch heap pages its
 * index-only scan otherwise skips (page 5000: 32 → 45 ms).
 */
async function unloadPickups({ api, db }: { api: ApiCall; db: Database }, carIds: number[]) {
  for (const carId of carIds) {
    const day = `car_id=${carId}&date_from=${PICKUP_DAY}&date_to=${PICKUP_DAY}`;
    // The reason stays in the goods' history, which a person reads: in Vietnamese.
    const status = await api('DELETE', `/trips?${day}`, { reason: 'Đo hiệu năng (bench)' });
    // 404: that vehicle got no pickup this run.
    if (status !== 200 && status !== 404) throw new Error(`DELETE /trips?${day}: ${status}`);
  }
  await db.transaction(async (tx) => {
    const benchTrips = sql`(select id from trips where datetime_from = ${PICKUP_DAY})`;
    await tx.execute(sql`delete from trip_items where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from statement_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trip_totals where trip_id in ${benchTrips}`);
    await tx.execute(sql`delete from trips where datetime_from = ${PICKUP_DAY}`);
  });
  await db.execute(sql`vacuum (analyze) products, trip_items, trips`);
}

/** Every case of the benchmark, in the order of the table. */
export function goodsCases(p: Picks): BenchCase[] {
  const list = (label: string, query: string): BenchCase => ({
    label,
    method: 'GET',
    url: `/products?${query}`,
    target: TARGET.list,
    sqlRatio: true,
    maxSqlRatio: MAX_API_SQL_RATIO,
  });
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const location = p.groups.map((g) => `location=${encodeURIComponent(g)}`).join('&');
  let pickup = 0;
  return [
    list('danh sách trang 1', ''),
    list('danh sách trang 5000 (60 dòng)', q({ paged: 5000, limit: 60 })),
    list('khách hàng "nguyen"', q({ customer: 'nguyen' })),
    list('tên hàng "tu lanh"', q({ name: 'tu lanh' })),
    list('ghi chú "de vo"', q({ product_type: 'de vo' })),
    list(`đơn giá >= ${p.price}`, q({ price: p.price, price_op: '>=' })),
    list('số lượng = 3', q({ quantity: 3, quantity_op: '=' })),
    list('trọng lượng < 10', q({ total_weight: 10, total_weight_op: '<' })),
    list('thành tiền > 1 000 000', q({ amount: 1_000_000, amount_op: '>' })),
    list('chưa lên xe (status=false)', q({ status: 'false' })),
    list('chưa thanh toán (is_paid=false)', q({ is_paid: 'false' })),
    list(`ngày nhận ${p.dateFrom}…${p.dateTo}`, q({ date_from: p.dateFrom, date_to: p.dateTo })),
    list(`mã hàng ${p.code}`, q({ code: p.code })),
    list(`đầu mã ${p.code.slice(0, 7)}`, q({ code: p.code.slice(0, 7) })),
    list('tỉnh 79', q({ province_id: 79 })),
    list(`quận/huyện ${p.district}`, q({ province_id: 79, district_id: p.district })),
    list(`phường/xã ${p.ward}`, q({ province_id: 79, district_id: p.district, ward_id: p.ward })),
    list(`3 nhóm địa chỉ (${p.groups.join(', ')})`, location),
    { ...list('đếm, không lọc', ''), url: '/products/count' },
    {
      ...list('đếm, khách hàng "nguyen"', ''),
      url: `/products/count?${q({ customer: 'nguyen' })}`,
    },
    {
      label: `gợi ý "tu", khách ${p.customerId}`,
      method: 'GET',
      url: `/products/search?${q({ query: 'tu', customer_id: p.customerId })}`,
      target: TARGET.suggestions,
      sqlRatio: true,
    },
    {
      label: 'gợi ý "tu", mọi khách',
      method: 'GET',
      url: `/products/search?${q({ query: 'tu' })}`,
      target: TARGET.suggestions,
      sqlRatio: true,
    },
    {
      label: 'lên xe 100 hàng (POST /transports)',
      method: 'POST',
      url: '/transports',
      body: () => {
        const n = pickup++;
        return {
          car_id: p.carIds[n % p.carIds.length],
          datetime_from: PICKUP_DAY,
          products: p.unloaded.slice(n * 100, n * 100 + 100),
          confirm_overload: true,
        };
      },
      target: TARGET.load100,
      sqlRatio: false,
      after: (depot) => unloadPickups(depot, p.carIds),
    },
  ];
}
