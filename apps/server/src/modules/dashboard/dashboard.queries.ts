import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, products, tripItems, trips } from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';

/**
 * One row per live trip (vehicle × departure date) in the range with live goods on it: the
 * dashboard's per-day, per-vehicle and total figures are all sums of these rows, so one grouped
 * query answers the three. The range condition on trips.datetime_from is what trips_date_idx
 * serves; the lines come through trip_items_trip_idx and the products' primary key.
 */
export async function tripFigures(db: Executor, dateFrom: string, dateTo: string) {
  const amount = productAmountSql();
  return db
    .select({
      date: trips.datetime_from,
      car_id: cars.id,
      number_car: cars.number_car,
      car_capacity: cars.total_weight,
      goods: sql<number>`count(*)::int`,
      weight: sql<number>`coalesce(sum(${products.total_weight}), 0)`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number),
      collected:
        sql<number>`coalesce(sum(${amount}) filter (where ${products.is_paid}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(trips)
    .innerJoin(tripItems, eq(tripItems.trip_id, trips.id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        between(trips.datetime_from, dateFrom, dateTo),
        isNull(trips.archived_at),
        isNull(tripItems.removed_at),
        isNull(products.deleted_at),
      ),
    )
    .groupBy(trips.datetime_from, cars.id);
}

export type TripFigures = Awaited<ReturnType<typeof tripFigures>>[number];
