import type { ScanResult } from '@depot/shared/transports/transports.schema';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { scanRequests } from '../../db/schema/index';
import { ConflictError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { expiredScans } from '../../lib/row-locks';
import type { KeptScan } from './scan.queries';
import { readScan, scan, type ScanInput } from './scan.service';

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

/** Thrown inside the scan's transaction when its id was kept meanwhile: undoes this attempt. */
class ScanAlreadyKept extends Error {}

/**
 * POST /transports/scan once per `client_id` (docs/decisions/0002-scan-request-ids.md). Unlike a form's request id
 * (lib/request-once.ts), a refusal is kept as well as a success: the phone's queue must hear the
 * same answer however often it sends, and a refusal it heard late is final, not retried.
 *
 * The scan's first read (readScan, before the transaction: it takes no lock, and the load and
 * the unload check again under theirs) also reads the outcome kept for its id; the outcome is
 * kept last, in the scan's transaction, by one INSERT … ON CONFLICT DO NOTHING (a scan is a round
 * trip a second in the yard: a claim first and an update after were one more statement each):
 * - a resend of a committed scan (its reply was lost) is answered from that first read alone,
 *   with no transaction, no lock and no scan;
 * - the first request scans (the load's own transaction is a savepoint inside this one, so a
 *   refused load leaves nothing but the kept refusal) and keeps the outcome;
 * - a resend arriving meanwhile queues on the same locks (the trip, the goods' line), then on the
 *   first one's uncommitted id; once that committed, its insert keeps nothing: it throws, which
 *   rolls back whatever it did, and answers the kept outcome;
 * - had the first failed unexpectedly (the database), nothing was kept: the next resend scans.
 */
export async function scanOnce(ctx: Context, body: ScanInput): Promise<ScanResult> {
  const actorId = actorOf(ctx).id;
  const found = await readScan(ctx, body);
  if (found?.kept) return keptResult(found.kept, body, actorId);
  try {
    return await inTransaction(ctx, async (tx) => {
      const result = await scan(tx, body, found);
      const kept = await tx.db
        .insert(scanRequests)
        .values({
          client_id: body.client_id,
          actor_id: actorId,
          code: body.code,
          car_id: body.car_id,
          datetime_from: body.datetime_from,
          action: body.action,
          confirm_over_capacity: body.confirm_over_capacity,
          result,
        })
        .onConflictDoNothing()
        .returning({ client_id: scanRequests.client_id });
      if (kept.length === 0) throw new ScanAlreadyKept();
      if (Math.random() < 1 / PRUNE_EVERY) await pruneExpired(tx.db);
      return result;
    });
  } catch (error) {
    if (!(error instanceof ScanAlreadyKept)) throw error;
    return storedResult(ctx.db, body, actorId);
  }
}

/** The outcome kept for this id, read after this attempt rolled back. */
async function storedResult(db: Executor, body: ScanInput, actorId: number): Promise<ScanResult> {
  const [row] = await db
    .select()
    .from(scanRequests)
    .where(eq(scanRequests.client_id, body.client_id));
  return keptResult(row, body, actorId);
}

/** The kept outcome, when it was the same scan by the same person; 409 otherwise. */
function keptResult(row: KeptScan | undefined, body: ScanInput, actorId: number): ScanResult {
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
  const expired = expiredScans(db, SCAN_KEEP_DAYS, PRUNE_BATCH);
  await db.delete(scanRequests).where(inArray(scanRequests.client_id, expired));
}
