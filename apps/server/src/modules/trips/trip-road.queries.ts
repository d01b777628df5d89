import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cars,
  customers,
  products,
  tripArrivalExtras,
  tripItems,
  trips,
} from '../../db/schema/index';

/** A trip's departure and arrival (docs/domain.md, "Branches"). */

const roadColumns = {
  id: trips.id,
  car_id: trips.car_id,
  number_car: cars.number_car,
  datetime_from: trips.datetime_from,
  from_branch_id: trips.from_branch_id,
  to_branch_id: trips.to_branch_id,
  departed_at: trips.departed_at,
  departed_by: trips.departed_by,
  arrival_confirmed_at: trips.arrival_confirmed_at,
  archived_at: trips.archived_at,
};

export async function findRoad(db: Executor, id: number) {
  const [row] = await db
    .select(roadColumns)
    .from(trips)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(eq(trips.id, id));
  return row;
}
export type RoadRow = NonNullable<Awaited<ReturnType<typeof findRoad>>>;

export async function countLiveLines(db: Executor, tripId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tripItems)
    .where(and(eq(tripItems.trip_id, tripId), isNull(tripItems.removed_at)));
  return row?.n ?? 0;
}

export async function setDeparted(db: Executor, id: number, actorId: number | null) {
  await db
    .update(trips)
    .set({ departed_at: sql`now()`, departed_by: actorId })
    .where(eq(trips.id, id));
}

export async function setArrivalConfirmed(db: Executor, id: number, actorId: number | null) {
  await db
    .update(trips)
    .set({ arrival_confirmed_at: sql`now()`, arrival_confirmed_by: actorId })
    .where(eq(trips.id, id));
}

const goodsColumns = {
  id: products.id,
  year_create: products.year_create,
  month_create: products.month_create,
  order: products.order,
  suffix: products.suffix,
  name: products.name,
  customer: customers.full_name,
  customer_id: products.customer_id,
  quantity: products.quantity,
};

/** The live lines of a trip with their arrival: every expected parcel. */
export async function expectedOf(db: Executor, tripId: number) {
  return db
    .select({
      ...goodsColumns,
      item_id: tripItems.id,
      arrived_at: tripItems.arrived_at,
      missing_at: tripItems.missing_at,
      written_off_at: tripItems.written_off_at,
      write_off_reason: tripItems.write_off_reason,
    })
    .from(tripItems)
    .innerJoin(products, eq(products.id, tripItems.product_id))
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .where(and(eq(tripItems.trip_id, tripId), isNull(tripItems.removed_at)))
    .orderBy(asc(tripItems.id));
}
export type ExpectedRow = Awaited<ReturnType<typeof expectedOf>>[number];

/** Parcels scanned off the trip that were not on its list. */
export async function extrasOf(db: Executor, tripId: number) {
  return db
    .select({
      ...goodsColumns,
      scanned_at: tripArrivalExtras.scanned_at,
      accepted_at: tripArrivalExtras.accepted_at,
    })
    .from(tripArrivalExtras)
    .innerJoin(products, eq(products.id, tripArrivalExtras.product_id))
    .innerJoin(customers, eq(customers.id, products.customer_id))
    .where(eq(tripArrivalExtras.trip_id, tripId))
    .orderBy(asc(tripArrivalExtras.id));
}

/** A line scanned off: arrived now (found again when it was missing). */
export async function markArrived(db: Executor, itemId: number, actorId: number | null) {
  const rows = await db
    .update(tripItems)
    .set({ arrived_at: sql`now()`, arrived_by: actorId })
    .where(and(eq(tripItems.id, itemId), isNull(tripItems.arrived_at)))
    .returning({ id: tripItems.id });
  return rows.length > 0;
}

/** A parcel scanned off that was not on the list, kept once. */
export async function recordExtra(
  db: Executor,
  tripId: number,
  productId: number,
  actorId: number | null,
) {
  await db
    .insert(tripArrivalExtras)
    .values({ trip_id: tripId, product_id: productId, scanned_by: actorId })
    .onConflictDoNothing();
}

/** At the confirmation: the lines not scanned off are missing. */
export async function markMissing(db: Executor, tripId: number) {
  return db
    .update(tripItems)
    .set({ missing_at: sql`now()` })
    .where(
      and(
        eq(tripItems.trip_id, tripId),
        isNull(tripItems.removed_at),
        isNull(tripItems.arrived_at),
        isNull(tripItems.missing_at),
      ),
    )
    .returning({ product_id: tripItems.product_id });
}

/** The live line of goods on a trip, if any. */
export async function liveLineOn(db: Executor, tripId: number, productId: number) {
  const [row] = await db
    .select({ id: tripItems.id, arrived_at: tripItems.arrived_at })
    .from(tripItems)
    .where(
      and(
        eq(tripItems.trip_id, tripId),
        eq(tripItems.product_id, productId),
        isNull(tripItems.removed_at),
      ),
    );
  return row;
}

/** The live trip of a vehicle and date, if there is one (a scan names its trip so). */
export async function findLiveTrip(db: Executor, carId: number, date: string) {
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.car_id, carId), eq(trips.datetime_from, date), isNull(trips.archived_at)));
  return row?.id;
}

/** How far a trip's arrival is: its live lines, those scanned off, and the extras. */
export async function arrivalCounts(db: Executor, tripId: number) {
  const [row] = await db
    .select({
      expected: sql<number>`count(*)::int`,
      arrived: sql<number>`count(${tripItems.arrived_at})::int`,
      extra: sql<number>`(select count(*)::int from ${tripArrivalExtras} where ${tripArrivalExtras.trip_id} = ${tripId})`,
    })
    .from(tripItems)
    .where(and(eq(tripItems.trip_id, tripId), isNull(tripItems.removed_at)));
  const expected = row?.expected ?? 0;
  const arrived = row?.arrived ?? 0;
  return { expected, arrived, missing: expected - arrived, extra: row?.extra ?? 0 };
}

/** A trip's two ends, set on its first load. */
export async function setEnds(db: Executor, id: number, from: number, to: number) {
  await db.update(trips).set({ from_branch_id: from, to_branch_id: to }).where(eq(trips.id, id));
}
