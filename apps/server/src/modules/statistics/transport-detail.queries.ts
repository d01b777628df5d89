import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, products, statementTotals, tripItems, trips } from '../../db/schema/index';
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

/** The customer's live goods lines on those trips: newest departure first, then by code. */
export async function detailLines(
  db: Executor,
  customerId: number,
  tripIds: number[],
  limit: number,
) {
  return db
    .select({
      id: tripItems.id,
      datefrom: trips.datetime_from,
      product: {
        id: products.id,
        name: products.name,
        price: products.price,
        quantity: products.quantity,
        total_weight: products.total_weight,
        datetime: products.datetime,
        is_paid: products.is_paid,
        paid_amount: products.paid_amount,
        suffix: products.suffix,
        year_create: products.year_create,
        month_create: products.month_create,
        order: products.order,
      },
      amount: sql<number>`${productAmountSql()}::bigint`.mapWith(Number),
      car: { id: cars.id, number_car: cars.number_car, driver_name: cars.driver_name },
    })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        inArray(tripItems.trip_id, tripIds),
        isNull(tripItems.removed_at),
        isNull(products.deleted_at),
        eq(products.customer_id, customerId),
      ),
    )
    .orderBy(
      desc(trips.datetime_from),
      asc(cars.number_car),
      asc(products.year_create),
      asc(products.month_create),
      asc(products.order),
      asc(tripItems.id),
    )
    .limit(limit);
}

export type DetailLineRow = Awaited<ReturnType<typeof detailLines>>[number];
