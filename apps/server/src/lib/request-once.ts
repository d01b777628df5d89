import { REQUEST_ID_REUSED } from '@depot/shared/api/request-id';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { requestIds } from '../db/schema/index';
import { ConflictError } from '../errors';
import { actorOf, inTransaction, type Context } from './context';
import { expiredRequestIds } from './row-locks';

/**
 * What a request id creates. One name per create endpoint: an id sent to another endpoint is
 * refused rather than answered with a reply of another shape.
 */
export type RequestKind =
    | 'product.create'
  | 'customer.create'
  | 'transport.create'
  | 'payment.create'
  | 'payout.create'
  | 'delivery.create'
  | 'remittance.create';

/** How long a request id is kept: far past any resend of a form still open. */
export const REQUEST_ID_DAYS = 7;
/** Expired keys one create removes at most: pruning stays a small, bounded side job. */
const PRUNE_BATCH = 100;

/**
 * Runs a create once per request id (docs/decisions/0014-one-owner-per-table.md: a double click or a resend after a lost reply
 * saves once and answers the same). Without an id it is `inTransaction(ctx, work)`.
 *
 * The key is claimed with INSERT … ON CONFLICT DO NOTHING in the transaction that does the work,
 * so the record and its key commit (or roll back) together:
 * - a first request claims the key, does the work and stores its reply;
 * - a second one with the same id waits on the first one's insert; once that committed, it
 *   claims nothing and answers the stored reply; had the first failed (a 4xx, say), the key is
 *   free again and the second does the work, so a form retries with the same id after a fix;
 * - an id used for another kind of create, or by another person, is a 409.
 *
 * The reply is stored as JSON: `work` must answer plain data (the API's replies are), so that
 * the replay reads the same as the first answer.
 */
export async function requestOnce<T>(
  ctx: Context,
  kind: RequestKind,
  requestId: string | undefined,
  work: (tx: Context) => Promise<T>,
): Promise<T> {
  if (requestId === undefined) return inTransaction(ctx, work);
  const actorId = actorOf(ctx).id;
  return inTransaction(ctx, async (tx) => {
    // Claimed before the work takes any lock: the only wait it adds is on the same id.
    if (!(await claim(tx.db, requestId, kind, actorId))) {
      return storedReply<T>(tx.db, requestId, kind, actorId);
    }
    const reply = await work(tx);
    await tx.db
      .update(requestIds)
      .set({ reply: reply as unknown })
      .where(eq(requestIds.request_id, requestId));
    await pruneExpired(tx.db);
    return reply;
  });
}

/** True when this transaction now holds the key; false when it was taken and committed. */
async function claim(
  db: Executor,
  requestId: string,
  kind: RequestKind,
  actorId: number,
): Promise<boolean> {
  const rows = await db
    .insert(requestIds)
    .values({ request_id: requestId, kind, actor_id: actorId })
    .onConflictDoNothing()
    .returning({ request_id: requestIds.request_id });
  return rows.length === 1;
}

/** The reply of the request that took the key first, if it was the same create by the same person. */
async function storedReply<T>(
  db: Executor,
  requestId: string,
  kind: RequestKind,
  actorId: number,
): Promise<T> {
  // Read committed: this statement sees the row the waiting insert collided with.
  const [row] = await db
    .select({ kind: requestIds.kind, actor_id: requestIds.actor_id, reply: requestIds.reply })
    .from(requestIds)
    .where(eq(requestIds.request_id, requestId));
  // No row: pruned in between (a resend days late); no reply: claimed earlier in this very
  // transaction. Neither is the same create answered again.
  if (!row || row.kind !== kind || row.actor_id !== actorId || row.reply === null) {
    throw new ConflictError(REQUEST_ID_REUSED);
  }
  return row.reply as T;
}

/**
 * Removes a batch of expired keys. SKIP LOCKED: two creates pruning at once never wait on each
 * other, and a key in use is never touched.
 */
async function pruneExpired(db: Executor): Promise<void> {
  const expired = expiredRequestIds(db, REQUEST_ID_DAYS, PRUNE_BATCH);
  await db.delete(requestIds).where(inArray(requestIds.request_id, expired));
}
