import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryAttempts, deliveryFailureReasons } from '../../db/schema/index';

/** The reasons a handover fails and the failed attempts (`Không giao được`). */

export async function listReasons(db: Executor) {
  return db
    .select({
      id: deliveryFailureReasons.id,
      name: deliveryFailureReasons.name,
      active: deliveryFailureReasons.active,
    })
    .from(deliveryFailureReasons)
    .orderBy(asc(deliveryFailureReasons.id));
}

export async function reasonById(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(deliveryFailureReasons)
    .where(eq(deliveryFailureReasons.id, id));
  return row;
}

export async function insertReason(db: Executor, values: { name: string; active: boolean }) {
  const [row] = await db.insert(deliveryFailureReasons).values(values).returning();
  return row!;
}

export async function updateReason(
  db: Executor,
  id: number,
  values: { name: string; active: boolean },
) {
  const [row] = await db
    .update(deliveryFailureReasons)
    .set(values)
    .where(eq(deliveryFailureReasons.id, id))
    .returning();
  return row;
}

export async function insertAttempts(
  db: Executor,
  rows: (typeof deliveryAttempts.$inferInsert)[],
): Promise<void> {
  await db.insert(deliveryAttempts).values(rows);
}

/** Each parcel's failed attempts so far. */
export async function attemptCounts(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      product_id: deliveryAttempts.product_id,
      attempts: sql<number>`count(*)::int`,
    })
    .from(deliveryAttempts)
    .where(inArray(deliveryAttempts.product_id, productIds))
    .groupBy(deliveryAttempts.product_id)
    .orderBy(asc(deliveryAttempts.product_id));
}
