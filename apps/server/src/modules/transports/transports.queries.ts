import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { touched } from '../../db/schema/columns';
import { cars, products, tripItems, trips } from '../../db/schema/index';

export type CarRow = Pick<typeof cars.$inferSelect, 'id' | 'number_car' | 'driver_name'> & {
  capacity: number;
};

/**
 * A car and its capacity. A pickup reads it with `lock`: KEY SHARE keeps the car from being
 * deleted before the new trip points at it, without holding back other pickups or edits.
 */
export async function findCar(db: Executor, id: number, lock = false): Promise<CarRow | undefined> {
  const query = db
    .select({
      id: cars.id,
      number_car: cars.number_car,
      driver_name: cars.driver_name,
      capacity: cars.total_weight,
    })
    .from(cars)
    .where(eq(cars.id, id))
    .limit(1);
  const [row] = await (lock ? query.for('key share') : query);
  return row;
}

const codeParts = {
  year_create: products.year_create,
  month_create: products.month_create,
  order: products.order,
  suffix: products.suffix,
};

export type PickupProductRow = Awaited<ReturnType<typeof lockProducts>>[number];

/**
 * The goods asked for, deleted ones included (the service names them), locked in id order.
 * NO KEY UPDATE is the lock the status update takes anyway: taking it first, in one order,
 * makes overlapping pickups wait for each other instead of deadlocking, while the trip items'
 * foreign keys (KEY SHARE) still pass.
 */
export async function lockProducts(db: Executor, ids: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      total_weight: products.total_weight,
      deleted_at: products.deleted_at,
      ...codeParts,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update');
}

const liveTrip = (carId: number, date: string) =>
  and(eq(trips.car_id, carId), eq(trips.datetime_from, date), isNull(trips.archived_at));

/**
 * The live trip of a car and date, created if missing, and locked: pickups onto one trip
 * run one after another, so each sees the weight the previous one loaded. The partial unique
 * index makes a concurrent creator wait and then find the same row.
 */
export async function lockLiveTrip(
  db: Executor,
  carId: number,
  date: string,
): Promise<number | undefined> {
  await db
    .insert(trips)
    .values({ car_id: carId, datetime_from: date })
    .onConflictDoNothing({
      target: [trips.car_id, trips.datetime_from],
      where: sql`${trips.archived_at} is null`,
    });
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(liveTrip(carId, date))
    .for('update');
  return row?.id;
}

/** Where the goods are loaded now: their live items on live trips, with the vehicle and date. */
export async function findHolders(db: Executor, productIds: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      ...codeParts,
      number_car: cars.number_car,
      datetime_from: trips.datetime_from,
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
    .where(liveTrip(carId, date));
  // The sum is numeric, exact to the hundredth; as a JSON number it keeps those two decimals.
  return { weight: Number(row?.weight ?? 0), count: row?.count ?? 0 };
}

/** Puts the goods on the trip, in id order (the order their index entries are taken). */
export async function insertItems(
  db: Executor,
  tripId: number,
  productIds: number[],
  addedBy: number | null,
): Promise<void> {
  await db
    .insert(tripItems)
    .values(
      [...productIds]
        .sort((a, b) => a - b)
        .map((product_id) => ({ trip_id: tripId, product_id, added_by: addedBy })),
    );
}

/** The loaded flag of the goods list (spec 1 §3). */
export async function markLoaded(db: Executor, productIds: number[]): Promise<void> {
  await db
    .update(products)
    .set({ status: true, ...touched() })
    .where(inArray(products.id, productIds));
}
