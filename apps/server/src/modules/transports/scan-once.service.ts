import type { ScanResult } from '@depot/shared/transports/transports.schema';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scanRequests } from '../../db/schema/index';
import { ConflictError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { scan, type ScanInput } from './scan.service';

/** How long a scan's outcome is kept: far past any phone left offline with scans in its queue. */
export const SCAN_KEEP_DAYS = 30;
/** Expired scans one pruning removes at most: pruning stays a small, bounded side job. */
const PRUNE_BATCH = 100;
/**
 * One scan in this many prunes: a scan is a round trip a second in the yard, and each statement
 * is one more wait; PRUNE_BATCH rows per PRUNE_EVERY scans still outruns any depot's scans.
 */
const PRUNE_EVERY = 16;

/** The 409 of a client id sent again with another scan, or by another person. */
export const SCAN_ID_REUSED = 'Mã lượt quét đã được dùng cho một lượt quét khác';

/**
 * POST /transports/scan once per `client_id` (issue 24). Unlike a form's request id
 * (lib/request-once.ts), a refusal is kept as well as a success: the phone's queue must hear the
 * same answer however often it sends, and a refusal it heard late is final, not retried.
 *
 * The id is claimed with INSERT … ON CONFLICT DO NOTHING first, in the transaction of the scan:
 * - the first request claims it, scans (the load's own transaction is a savepoint inside this
 *   one, so a refused load leaves nothing but the kept refusal) and stores the outcome;
 * - a resend arriving meanwhile waits on that insert; once it committed, it claims nothing and
 *   answers the stored outcome, loading nothing;
 * - had the first failed unexpectedly (the database), nothing was kept: the next resend scans.
 */
export async function scanOnce(ctx: Context, body: ScanInput): Promise<ScanResult> {
  const actorId = actorOf(ctx).id;
  return inTransaction(ctx, async (tx) => {
    const claimed = await tx.db
      .insert(scanRequests)
      .values({
        client_id: body.client_id,
        actor_id: actorId,
        code: body.code,
        car_id: body.car_id,
        datetime_from: body.datetime_from,
        action: body.action,
        confirm_over_capacity: body.confirm_over_capacity,
      })
      .onConflictDoNothing()
      .returning({ client_id: scanRequests.client_id });
    if (claimed.length === 0) return storedResult(tx.db, body, actorId);
    const result = await scan(tx, body);
    await tx.db
      .update(scanRequests)
      .set({ result })
      .where(eq(scanRequests.client_id, body.client_id));
    if (Math.random() < 1 / PRUNE_EVERY) await pruneExpired(tx.db);
    return result;
  });
}

/** The outcome kept for this id, when it was the same scan by the same person. */
async function storedResult(db: Executor, body: ScanInput, actorId: number): Promise<ScanResult> {
  // Read committed: this statement sees the row the waiting insert collided with.
  const [row] = await db
    .select()
    .from(scanRequests)
    .where(eq(scanRequests.client_id, body.client_id));
  const same =
    row &&
    row.result !== null &&
    row.actor_id === actorId &&
    row.code === body.code &&
    row.car_id === body.car_id &&
    row.datetime_from === body.datetime_from &&
    row.action === body.action &&
    row.confirm_over_capacity === body.confirm_over_capacity;
  if (!same) throw new ConflictError(SCAN_ID_REUSED);
  return row.result as ScanResult;
}

/** Removes a batch of expired scans; SKIP LOCKED: two scans pruning at once never wait. */
async function pruneExpired(db: Executor): Promise<void> {
  const expired = db
    .select({ client_id: scanRequests.client_id })
    .from(scanRequests)
    .where(lt(scanRequests.created_at, sql`now() - make_interval(days => ${SCAN_KEEP_DAYS})`))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(scanRequests).where(inArray(scanRequests.client_id, expired));
}
