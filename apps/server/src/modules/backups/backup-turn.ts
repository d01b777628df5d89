import type { BackupRunning } from '@depot/shared/backups/backups.schema';
import type pg from 'pg';
import { ConflictError } from '../../errors';

/**
 * One backup at a time on a database, whatever asks for it (the screen, the schedule, `npm run
 * backup`, a second server on the same database): two at once slowed each other and, sharing a
 * folder, one cleared the other's unfinished file (docs/decisions/0011-backups.md). The turn is a
 * session advisory lock held by a connection of its own while the backup is made; that
 * connection's application_name carries when it started, so any process can say since when.
 */
const TURN_LOCK: readonly [number, number] = [0x44425550, 0x7fffffff];
const NAME_PREFIX = 'depot-backup-since ';

export class BackupRunningError extends ConflictError {
  constructor(readonly running: NonNullable<BackupRunning>) {
    super('Đang có một bản sao lưu khác được tạo; vui lòng đợi xong rồi thử lại.', undefined, {
      running,
    });
  }
}

/** The backup being made now on this database (by any process), or null. */
export async function runningBackup(db: pg.Pool | pg.PoolClient): Promise<BackupRunning> {
  const { rows } = await db.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.objsubid = 2
       and l.classid = $1::bigint::oid and l.objid = $2::bigint::oid
       and l.database = (select oid from pg_database where datname = current_database())`,
    [...TURN_LOCK],
  );
  const name = rows[0]?.name;
  if (name === undefined) return null;
  const since = name.startsWith(NAME_PREFIX) ? new Date(name.slice(NAME_PREFIX.length)) : null;
  // A holder that has not named itself yet: it took the lock a moment ago.
  return { started_at: (since && !isNaN(since.getTime()) ? since : new Date()).toISOString() };
}

/**
 * Takes the turn or throws BackupRunningError at once (never waits: a person asking sees that
 * one is running). Answers the release, to call when the backup has finished or failed. The turn
 * holds one connection of the pool for the whole backup, which takes another: a pool of two at
 * least (`npm run backup` opens two).
 */
export async function takeBackupTurn(pool: pg.Pool): Promise<() => Promise<void>> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1, $2) as ok',
      [...TURN_LOCK],
    );
    if (!rows[0]!.ok) {
      const running = await runningBackup(client);
      throw new BackupRunningError(running ?? { started_at: new Date().toISOString() });
    }
    await client.query(`select set_config('application_name', $1, false)`, [
      NAME_PREFIX + new Date().toISOString(),
    ]);
  } catch (error) {
    client.release();
    throw error;
  }
  return async () => {
    // Let go before the connection closes: closing ends the session only a moment later, and a
    // backup asked for right after this one finished would be refused meanwhile. Closed, not
    // handed back, so its name goes with it.
    try {
      await client.query('select pg_advisory_unlock($1, $2)', [...TURN_LOCK]);
    } finally {
      client.release(true);
    }
  };
}
