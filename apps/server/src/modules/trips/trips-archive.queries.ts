import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, tripItems, trips } from '../../db/schema/index';
import { productOfItem, tripOfItem } from './trips.queries';

/**
 * The writes of trips and trip items: the trips module is their only writer. Every change to a
 * trip's lines first locks the trip row (in id order, the lock order of lib/lock-order.ts), as
 * loading does: a list being archived and goods being loaded onto it wait for each other
 * instead of leaving a live line on an archived trip.
 */

/**
 * The live trip of a vehicle and date, made when there is none. A concurrent maker wins the
 * unique partial index and this one reads its trip instead (ON CONFLICT DO NOTHING waits for
 * it to commit first). Not locked here: callers lock every trip they touch in id order.
 */
export async function liveTripFor(tx: Executor, carId: number, date: string): Promise<number> {
  const [made] = await tx
    .insert(trips)
    .values({ car_id: carId, datetime_from: date })
    .onConflictDoNothing()
    .returning({ id: trips.id });
  if (made) return made.id;
  const [live] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.car_id, carId), eq(trips.datetime_from, date), isNull(trips.archived_at)));
  return live!.id;
}

export const itemColumns = {
  item_id: tripItems.id,
  trip_id: tripItems.trip_id,
  product_id: tripItems.product_id,
  removed_at: tripItems.removed_at,
  archived: tripItems.archived,
  list_deleted: tripItems.list_deleted,
  car_id: trips.car_id,
  datetime_from: trips.datetime_from,
};

/** A trip item with its trip, or undefined. */
export async function findItem(db: Executor, itemId: number) {
  const [row] = await db
    .select(itemColumns)
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .where(eq(tripItems.id, itemId));
  return row;
}

/** The live lines of the given trips, of one customer when given (goods not deleted). */
export async function liveItemsOf(tx: Executor, tripIds: number[], customerId?: number) {
  if (tripIds.length === 0) return [];
  return tx
    .select(itemColumns)
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(
      and(
        inArray(tripItems.trip_id, tripIds),
        isNull(tripItems.removed_at),
        isNull(products.deleted_at),
        customerId ? eq(products.customer_id, customerId) : undefined,
      ),
    )
    .orderBy(asc(tripItems.id));
}

/** The live line of each of the given goods, if any. */
export async function liveItemsOfProducts(tx: Executor, productIds: number[]) {
  return tx
    .select(itemColumns)
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .where(and(inArray(tripItems.product_id, productIds), isNull(tripItems.removed_at)));
}

/** Ends live lines: into the archive (with who and why), or a plain removal (a move). */
export async function removeItems(
  tx: Executor,
  itemIds: number[],
  { actorId, archived, reason }: { actorId: number | null; archived: boolean; reason?: string },
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .update(tripItems)
    .set({ removed_at: sql`now()`, removed_by: actorId, archived, reason: reason ?? null })
    .where(and(inArray(tripItems.id, itemIds), isNull(tripItems.removed_at)))
    .returning({ id: tripItems.id });
  return rows.map((r) => r.id);
}

/**
 * New live lines, inserted in ascending goods id: the unique live line of each goods is taken in
 * that order by every writer, so two loads of overlapping goods wait for each other in a line.
 */
export async function insertItems(
  tx: Executor,
  tripId: number,
  productIds: number[],
  actorId: number | null,
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .insert(tripItems)
    .values(
      [...productIds]
        .sort((a, b) => a - b)
        .map((product_id) => ({ trip_id: tripId, product_id, added_by: actorId })),
    );
}

/** Archives those of the trips that have no live line left; returns their ids. */
export async function archiveEmptyTrips(tx: Executor, tripIds: number[], actorId: number | null) {
  if (tripIds.length === 0) return [];
  const rows = await tx
    .update(trips)
    .set({ archived_at: sql`now()`, archived_by: actorId })
    .where(
      and(
        inArray(trips.id, tripIds),
        isNull(trips.archived_at),
        sql`not exists (select 1 from ${tripItems} where ${tripItems.trip_id} = ${trips.id} and ${tripItems.removed_at} is null)`,
      ),
    )
    .returning({ id: trips.id });
  return rows.map((r) => r.id);
}

/** Marks archived lines as their whole list's (the archive tab's deleted lists). */
export async function markListDeleted(tx: Executor, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(tripItems)
    .set({ list_deleted: true })
    .where(and(inArray(tripItems.id, itemIds), eq(tripItems.archived, true)));
}

/** Code parts and name of goods (live ones), for the texts of a 409. */
export async function productsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      total_weight: products.total_weight,
      year_create: products.year_create,
      month_create: products.month_create,
      order: products.order,
      suffix: products.suffix,
      origin_branch_id: products.origin_branch_id,
      destination_branch_id: products.destination_branch_id,
    })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.deleted_at)))
    .orderBy(asc(products.id));
}
