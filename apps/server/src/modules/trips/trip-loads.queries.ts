import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, products, tripItems, trips } from '../../db/schema/index';

/** What a load onto a vehicle reads: where goods are now, and what a trip already carries. */

const codeParts = {
  year_create: products.year_create,
  month_create: products.month_create,
  order: products.order,
  suffix: products.suffix,
};

/** Where the goods are loaded now: their live items on live trips, with the vehicle and date. */
export async function findHolders(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      ...codeParts,
      number_car: cars.number_car,
      datetime_from: trips.datetime_from,
      trip_id: trips.id,
    })
    .from(tripItems)
    .innerJoin(trips, eq(trips.id, tripItems.trip_id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(
      and(
        inArray(tripItems.product_id, productIds),
        isNull(tripItems.removed_at),
        isNull(trips.archived_at),
      ),
    )
    .orderBy(asc(products.id));
}

/** Weight (kg) and number of the live goods lines of a car's live trip of a date. */
export async function loadedOn(db: Executor, carId: number, date: string) {
  const [row] = await db
    .select({
      weight: sql<string>`coalesce(sum(${products.total_weight}), 0)`,
      count: sql<number>`count(${tripItems.id})::int`,
    })
    .from(trips)
    .innerJoin(tripItems, and(eq(tripItems.trip_id, trips.id), isNull(tripItems.removed_at)))
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .where(and(eq(trips.car_id, carId), eq(trips.datetime_from, date), isNull(trips.archived_at)));
  // The sum is numeric, exact to the hundredth; as a JSON number it keeps those two decimals.
  return { weight: Number(row?.weight ?? 0), count: row?.count ?? 0 };
}
