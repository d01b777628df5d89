import { and, asc, desc, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, products, statementTotals, trips } from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';

/** The transport detail's filters: one customer, a departure-date range, maybe one car. */
export type DetailFilters = {
  customerId: number;
  dateFrom: string;
  dateTo: string;
  carId?: number;
};

const st = statementTotals;

/**
 * The customer's live statements in the range, in the detail's order (newest departure, then
 * the plate), with their kept line counts (statement_totals: one row per trip, not a line each).
 * Their sum is the detail's `Số lượng sản phẩm`; the first trips up to the reply's bound are the
 * only ones whose lines are read (docs/speed.md: a busy customer's year was every line of the year,
 * sorted for the first 1 000).
 */
export async function detailTrips(db: Executor, f: DetailFilters) {
  return db
    .select({ id: trips.id, lines: st.lines })
    .from(st)
    .innerJoin(trips, eq(trips.id, st.trip_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        eq(st.customer_id, f.customerId),
        gt(st.lines, 0),
        gte(trips.datetime_from, f.dateFrom),
        lte(trips.datetime_from, f.dateTo),
        isNull(trips.archived_at),
        f.carId ? eq(trips.car_id, f.carId) : undefined,
      ),
    )
    .orderBy(desc(trips.datetime_from), asc(cars.number_car), asc(trips.id));
}

/** The trips whose lines fill the first `limit` lines, in order. */
export function tripsUpTo(found: { id: number; lines: number }[], limit: number): number[] {
  const ids: number[] = [];
  let lines = 0;
  for (const trip of found) {
    if (lines >= limit) break;
    ids.push(trip.id);
    lines += trip.lines;
  }
  return ids;
}

/** The goods of the lines, by the alias the flat read names them with. */
const p = alias(products, 'p');

/** One goods line of the detail as read: flat, each column of its reply once. */
export type DetailLineRow = {
  id: number;
  datefrom: string;
  product_id: number;
  name: string;
  price: number;
  quantity: number;
  total_weight: number;
  datetime: string;
  is_paid: boolean;
  paid_amount: number;
  suffix: string | null;
  year_create: number;
  month_create: number;
  order: number;
  amount: number;
  car_id: number;
  number_car: string;
  driver_name: string;
};

/**
 * The customer's live goods lines on those trips: newest departure first, then by code. Read as
 * flat rows with the types the reply has (bigint and float8 parse to numbers): a year of a busy
 * customer is 1 000 lines, and mapping them into nested objects cost Node as much as the query
 * (docs/speed.md).
 */
export async function detailLines(
  db: Executor,
  customerId: number,
  tripIds: number[],
  limit: number,
): Promise<DetailLineRow[]> {
  const { rows } = await db.execute<DetailLineRow>(sql`
    select ti.id, t.datetime_from as datefrom, p.id as product_id, p.name, p.price, p.quantity,
      p.total_weight::float8 as total_weight, p.datetime, p.is_paid, p.paid_amount, p.suffix,
      p.year_create, p.month_create, p."order", ${productAmountSql(p)}::bigint as amount,
      ca.id as car_id, ca.number_car, ca.driver_name
    from trip_items ti
    join trips t on t.id = ti.trip_id
    join products p on p.id = ti.product_id
    join cars ca on ca.id = t.car_id
    where ti.trip_id = any(${sql.param(tripIds)}::int[]) and ti.removed_at is null
      and p.deleted_at is null and p.customer_id = ${customerId}
    order by t.datetime_from desc, ca.number_car, p.year_create, p.month_create, p."order", ti.id
    limit ${limit}`);
  return rows;
}
