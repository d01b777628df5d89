/**
 * The requests of the statements benchmark (bench/statements.ts), with their targets
 * (docs/decisions/0016-speed-targets-and-kept-totals.md): the statement lists by date, customer and archive, the count behind a delete, the
 * customers of a vehicle and its goods lines with their totals, on the demo depot. The trip, its
 * date and customer are read from the database (the live trip with the most lines and its
 * customer with the most goods on it), so the cases hit real, busy rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import type { BenchCase } from './goods-cases';

/** docs/decisions/0016-speed-targets-and-kept-totals.md's target: every statement read answers within 50 ms at p95. */
export const STATEMENTS_TARGET = 50;

type Picks = {
  carId: number;
  /** The departure date of the busiest live trip. */
  date: string;
  lines: number;
  /** The customer with the most goods on that trip. */
  customerId: number;
  customerLines: number;
  /** A departure date holding archived lines, for the archive tab. */
  archivedDate: string;
};

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const row = (await db.execute(query)).rows[0] as T | undefined;
  if (!row) throw new Error('Kho mẫu thiếu dữ liệu chuyến xe cho benchmark bảng kê');
  return row;
}

/** Reads the values the cases filter on from the demo depot. */
export async function pickStatementValues(db: Database): Promise<Picks> {
  const busy = await one<{ tripId: number; carId: number; date: string; lines: number }>(
    db,
    sql`
    select t.id as "tripId", t.car_id as "carId", t.datetime_from::text as date,
      count(*)::int as lines
    from trips t join trip_items i on i.trip_id = t.id and i.removed_at is null
    where t.archived_at is null
    group by t.id order by count(*) desc, t.id limit 1`,
  );
  const customer = await one<{ customerId: number; customerLines: number }>(
    db,
    sql`
    select p.customer_id as "customerId", count(*)::int as "customerLines"
    from trip_items i join products p on p.id = i.product_id
    where i.trip_id = ${busy.tripId} and i.removed_at is null
    group by 1 order by count(*) desc, 1 limit 1`,
  );
  const { archivedDate } = await one<{ archivedDate: string }>(
    db,
    sql`
    select t.datetime_from::text as "archivedDate"
    from trips t join trip_items i on i.trip_id = t.id and i.archived
    group by 1 order by count(*) desc, 1 limit 1`,
  );
  return { carId: busy.carId, date: busy.date, lines: busy.lines, ...customer, archivedDate };
}

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** The ISO date `days` before `iso`. */
function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Every case of the benchmark, in the order of the table. */
export function statementCases(p: Picks, today: string): BenchCase[] {
  const read = (label: string, url: string): BenchCase => ({
    label,
    method: 'GET',
    url,
    target: STATEMENTS_TARGET,
    sqlRatio: true,
  });
  const weekAgo = daysBefore(today, 6);
  const day = { date_from: p.date, date_to: p.date };
  const vehicle = { car_id: p.carId, ...day };
  return [
    read(`bảng kê hôm nay ${today}`, `/trips?${q({ date_from: today, date_to: today })}`),
    read(
      `bảng kê 7 ngày ${weekAgo}…${today}`,
      `/trips?${q({ date_from: weekAgo, date_to: today })}`,
    ),
    read(
      `bảng kê 7 ngày, khách ${p.customerId}`,
      `/trips?${q({ date_from: weekAgo, date_to: today, customer_id: p.customerId })}`,
    ),
    read(
      `bảng kê chuyến ${p.date}, khách ${p.customerId}`,
      `/trips?${q({ ...day, customer_id: p.customerId })}`,
    ),
    read(
      `đã xóa (archived=true) ${p.archivedDate}`,
      `/trips?${q({ date_from: p.archivedDate, date_to: p.archivedDate, archived: 'true' })}`,
    ),
    read('đã xóa (archived=true), mọi ngày', `/trips?${q({ archived: 'true' })}`),
    read(`đếm dòng xe ${p.carId} ngày ${p.date}`, `/trips/count?${q(vehicle)}`),
    read(`khách của xe ${p.carId} (${p.lines} dòng)`, `/trips/customers?${q(vehicle)}`),
    read(
      `dòng hàng xe ${p.carId}, khách ${p.customerId} (${p.customerLines} dòng), trang 1`,
      `/transport/products?${q({ ...vehicle, customer_id: p.customerId })}`,
    ),
    read(
      `dòng hàng xe ${p.carId}, mọi khách (${p.lines} dòng), trang 1`,
      `/transport/products?${q(vehicle)}`,
    ),
  ];
}
