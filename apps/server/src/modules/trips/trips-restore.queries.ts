import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, products, tripItems, trips } from '../../db/schema/index';
import { itemColumns } from './trips-archive.queries';
import { productOfItem, tripOfItem } from './trips.queries';

/** What restoring an archived list reads and writes (see trips-archive.queries.ts on locks). */

/**
 * The lines of the deleted lists among the given trips (newest first), of one customer when
 * given; lines removed one by one before are restored from their list's page instead.
 */
export async function deletedListItemsOf(tx: Executor, tripIds: number[], customerId?: number) {
  if (tripIds.length === 0) return [];
  return tx
    .select(itemColumns)
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(products, productOfItem)
    .where(
      and(
        inArray(tripItems.trip_id, tripIds),
        eq(tripItems.list_deleted, true),
        isNull(products.deleted_at),
        customerId ? eq(products.customer_id, customerId) : undefined,
      ),
    )
    .orderBy(desc(tripItems.id));
}

/** Takes lines out of the archive once restored (they stay removed, as history). */
export async function unarchiveItems(tx: Executor, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(tripItems)
    .set({ archived: false, list_deleted: false })
    .where(inArray(tripItems.id, itemIds));
}

/**
 * For each given (product, archived line), the latest line of that product made after it: the
 * goods were loaded elsewhere since. With the vehicle and date of that line.
 */
export async function laterItems(tx: Executor, since: { product_id: number; item_id: number }[]) {
  if (since.length === 0) return [];
  const after = new Map(since.map((s) => [s.product_id, s.item_id]));
  const rows = await tx
    .select({
      item_id: tripItems.id,
      product_id: tripItems.product_id,
      number_car: cars.number_car,
      datetime_from: trips.datetime_from,
    })
    .from(tripItems)
    .innerJoin(trips, tripOfItem)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        inArray(tripItems.product_id, [...after.keys()]),
        gt(tripItems.id, Math.min(...after.values())),
      ),
    )
    .orderBy(desc(tripItems.id));
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.item_id > after.get(row.product_id)! && !latest.has(row.product_id)) {
      latest.set(row.product_id, row);
    }
  }
  return [...latest.values()];
}
