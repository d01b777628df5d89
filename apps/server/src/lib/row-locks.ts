import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers, products, requestIds, scanRequests, users } from '../db/schema/index';

/**
 * The row locks taken outside the money transactions of lock-order.ts: each transaction here
 * locks one kind of row, or a customer as step 1 of the order before anything else, so none can
 * wait in a circle with another. Every row lock of the server is in lock-order.ts or here
 * (lock-order.test.ts checks it).
 */

/**
 * The live superadmins, FOR UPDATE: two changes at once cannot both remove "the other" last
 * superadmin.
 */
export async function lockSuperadminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deleted_at), eq(users.role, 'superadmin')))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * A live customer about to be deleted, FOR UPDATE (step 1 of the order). A goods insert checks
 * its foreign key with KEY SHARE, which this blocks: no goods are added to the customer between
 * the "has goods?" check and the soft delete.
 */
export async function lockCustomerForDelete(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)))
    .for('update');
  return rows.length > 0;
}

/** A live customer's address being converted to 2025's units (step 1): its address columns. */
export async function lockCustomerAddress(db: Executor, id: number) {
  const [row] = await db
    .select({
      address_version: customers.address_version,
      province_id: customers.province_id,
      district_id: customers.district_id,
      ward_id: customers.ward_id,
    })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deleted_at)))
    .for('update');
  return row;
}

/** A live goods row whose suggestion is being turned off, alone in its transaction. */
export async function lockSuggestion(db: Executor, id: number) {
  const [row] = await db
    .select({ is_suggest: products.is_suggest })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deleted_at)))
    .for('update');
  return row;
}

/**
 * Expired request ids (`days` old), a batch, SKIP LOCKED: two creates pruning at once never
 * wait on each other, and a key in use is never touched. A subquery for the delete.
 */
export function expiredRequestIds(db: Executor, days: number, batch: number) {
  return db
    .select({ request_id: requestIds.request_id })
    .from(requestIds)
    .where(lt(requestIds.created_at, sql`now() - make_interval(days => ${days})`))
    .limit(batch)
    .for('update', { skipLocked: true });
}

/** Expired scans (`days` old), a batch, SKIP LOCKED: two scans pruning at once never wait. */
export function expiredScans(db: Executor, days: number, batch: number) {
  return db
    .select({ client_id: scanRequests.client_id })
    .from(scanRequests)
    .where(lt(scanRequests.created_at, sql`now() - make_interval(days => ${days})`))
    .limit(batch)
    .for('update', { skipLocked: true });
}
