import {
  CHANGE_CHANNEL,
  CHANGE_IDS_CAP,
  CHANGE_KEEP_HOURS,
  type ChangeKind,
} from '@depot/shared/events/events.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { Context } from './context';

/**
 * Announces a change to every live screen (docs/decisions/0013-live-screens-several-servers.md): one `change_events` row and its NOTIFY, in
 * the caller's transaction. PostgreSQL delivers a NOTIFY only when that transaction commits, and
 * never when it rolls back, so a screen is never told of a change that did not happen, and every
 * server process on the database hears it. `ids`: what the change touched (goods, customer,
 * vehicle…), capped so the notification stays far below PostgreSQL's 8000 bytes.
 *
 * One statement, one round trip: the insert and the notify of its row, carrying the whole event
 * so a listener never reads the table back.
 */
export async function publishChange(
  ctx: Context,
  kind: ChangeKind,
  ids: Iterable<number> = [],
): Promise<void> {
  const touched = [...new Set(ids)].slice(0, CHANGE_IDS_CAP);
  const payload = touched.length > 0 ? JSON.stringify({ ids: touched }) : null;
  await ctx.db.execute(sql`
    with e as (
      insert into change_events (kind, payload) values (${kind}, ${payload}::jsonb)
      returning id, kind, payload, created_at
    )
    select pg_notify(${CHANGE_CHANNEL}, json_build_object(
      'id', e.id::text, 'kind', e.kind, 'ids', e.payload -> 'ids', 'at', e.created_at
    )::text) from e`);
}

/** A stored change as the events table gives it back to a stream catching up. */
export type StoredChange = { id: string; kind: string; ids: number[] | null; at: string };

/** The stored changes after `afterId`, in id order (a reconnecting stream's backlog). */
export async function changesAfter(
  db: Executor,
  afterId: string,
  limit = 5000,
): Promise<StoredChange[]> {
  const result = await db.execute<StoredChange>(sql`
    select id::text as id, kind, payload -> 'ids' as ids,
           to_json(created_at) #>> '{}' as at
    from change_events where id > ${afterId}::bigint order by id limit ${limit}`);
  return result.rows;
}

/**
 * Whether a stream that last saw `afterId` can no longer be caught up: changes after it were
 * pruned (the oldest kept one is further on, or none is kept though the sequence went past it),
 * or the id is from another database (a restored backup: past the sequence). A gap left by a
 * rolled-back insert reads as pruned too: a needless full refresh, never a missed change.
 */
export async function isPruned(db: Executor, afterId: string): Promise<boolean> {
  const result = await db.execute<{ min_id: string | null; last_id: string }>(sql`
    select (select min(id) from change_events)::text as min_id,
           (select case when is_called then last_value else 0 end
              from change_events_id_seq)::text as last_id`);
  const row = result.rows[0];
  const after = BigInt(afterId);
  const last = BigInt(row?.last_id ?? '0');
  if (after > last) return true;
  if (row?.min_id == null) return after < last;
  return after + 1n < BigInt(row.min_id);
}

/**
 * Deletes the changes older than CHANGE_KEEP_HOURS. Every process runs this on a timer; the
 * advisory lock (taken for the transaction only) lets one of them do it at a time.
 */
export async function pruneChanges(db: Executor): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('change_events_prune')) as ok`,
    );
    if (!lock.rows[0]?.ok) return 0;
    const deleted = await tx.execute(sql`
      delete from change_events
      where created_at < now() - make_interval(hours => ${CHANGE_KEEP_HOURS})`);
    return deleted.rowCount ?? 0;
  });
}
