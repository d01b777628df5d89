import type pg from 'pg';
import { ident } from './database-catalog';

/**
 * A restore from the screen runs while the app is up (docs/decisions/0011-backups.md): the
 * database is closed to new connections and every open one is ended (the app's idle pool, the
 * live events' listener, another server on it), so that it can be renamed aside. The pool and
 * the listener connect again on their own, by name, to the restored database. Ours (`admin`)
 * is on `postgres`.
 */
export async function cutConnections(admin: pg.Client, database: string): Promise<void> {
  await admin.query(`alter database ${ident(database)} with allow_connections false`);
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await admin.query<{ left: number }>(
      `select count(pg_terminate_backend(pid))::int as left from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    if (rows[0]!.left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens a database to connections again (the data a failed restore leaves in place). */
export async function allowConnections(admin: pg.Client, database: string): Promise<void> {
  await admin.query(`alter database ${ident(database)} with allow_connections true`);
}
