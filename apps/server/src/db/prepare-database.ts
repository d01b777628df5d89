import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { appliedMigrations } from '../modules/backups/database-catalog';
import { pendingOf, readJournal } from '../modules/backups/migrations-level';
import { backupBeforeMigrations } from '../modules/backups/pre-migration-backup';
import type { BackupPlace } from '../modules/backups/backups.service';
import { seedReferenceData } from '../seed';
import type { DatabaseHandle } from './client';
import { migrationsFolder } from './migrate';
import { withStartupLock } from './startup-lock';

type Options = {
  url: string;
  database: DatabaseHandle;
  backups: BackupPlace;
  admin: { username?: string; password?: string };
  log: (message: string) => void;
};

async function pendingCount(database: DatabaseHandle): Promise<number> {
  const client = await database.pool.connect();
  try {
    return pendingOf(await readJournal(), await appliedMigrations(client)).length;
  } finally {
    client.release();
  }
}

/**
 * What the start-up does to the database before it takes traffic, once per database however
 * many processes start at once (the start-up lock): a backup of data about to be migrated, the
 * migrations, the reference seeds (locations, units of 2025, the first superadmin). A process
 * that got the lock second finds nothing pending: no backup, no migration, seeds that insert
 * nothing. Returns how many migrations this process applied.
 */
export async function prepareDatabase({ url, database, backups, admin, log }: Options) {
  return withStartupLock(url, log, async () => {
    // Makes no backup when nothing is pending or the database is new (its own check).
    await backupBeforeMigrations(database.pool, backups, log);
    const pending = await pendingCount(database);
    if (pending > 0) await migrate(database.db, { migrationsFolder: migrationsFolder() });
    await seedReferenceData(database.db, { ...admin, log });
    // Fresh planner statistics for what the migrations rewrote and the seeds of a new database
    // filled: without them the first searches over a large list pick sequential scans. And the
    // visibility map of a table a migration rewrote: until a vacuum sets it, every index-only
    // read goes to the table (docs/speed.md: the period statement's figures 15 → 135 ms after
    // migration 0060 rewrote the goods; 2.9 s for the whole 2 000 000-goods depot). Once, by the
    // process that migrated; on a plain restart autovacuum keeps them.
    if (pending > 0) await database.db.execute(sql`vacuum (analyze)`);
    return { migrated: pending };
  });
}
