import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { pgErrorCode } from '../../lib/pg-error';
import { BackupError, DEPOT_OFFSET_MS, depotClock } from './backup-format';
import { verifyBackupFile, type VerifiedBackup } from './backup-reader';
import { ident } from './database-catalog';
import { levelOf, migrationsUpTo, readJournal } from './migrations-level';
import { foreignKeyOrphans, keptTotalsMismatches } from './restore-checks';
import { loadBackupRows } from './restore-load';
import { allowConnections, cutConnections } from './restore-cut';
import { taskClient } from '../../db/task-client';

export type RestoreResult = {
  /** The database now holding the restored data (the target's name). */
  database: string;
  /** Where the data it replaced was kept (null when the target did not exist). */
  previous: string | null;
  tables: number;
  rows: number;
  /** The migration the file's data was at, and how many ran after the load. */
  fileMigration: string | null;
  migrated: number;
  seconds: number;
};

type Log = (message: string) => void;

/** The same server's URL for another database. */
export function urlOf(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

const PREVIOUS_MARK = '_before_restore_';

/** `<db>_before_restore_YYYYMMDD_HHMMSS`, within PostgreSQL's 63 bytes for a name. */
function previousName(database: string, at: Date): string {
  const c = depotClock(at);
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${c.year}${p(c.month)}${p(c.day)}_${p(c.hour)}${p(c.minute)}${p(c.second)}`;
  const tail = `${PREVIOUS_MARK}${stamp}`;
  return `${Buffer.from(database)
    .subarray(0, 63 - tail.length)
    .toString()}${tail}`;
}

async function adminClient(url: string): Promise<pg.Client> {
  const client = taskClient(urlOf(url, 'postgres'));
  await client.connect();
  return client;
}

/** Migrates a new database to the file's level, loads the rows, checks, migrates the rest. */
async function rebuild(url: string, file: string, verified: VerifiedBackup, log: Log) {
  const { header, rows } = verified;
  const journal = await readJournal();
  const level = levelOf(header, journal);
  const handle = openDatabase(url, 2);
  try {
    const upTo = await migrationsUpTo(level);
    try {
      await migrate(handle.db, { migrationsFolder: upTo.folder });
    } finally {
      await upTo.remove();
    }
    log(`Đã tạo cấu trúc dữ liệu đến bản ${header.last_migration ?? '(trống)'}, đang nạp dữ liệu…`);
    const client = await handle.pool.connect();
    try {
      await loadBackupRows(client, file, header);
      const orphans = await foreignKeyOrphans(client);
      if (orphans.length > 0) {
        throw new BackupError(`Dữ liệu trong tệp sao lưu không nhất quán: ${orphans.join('; ')}.`);
      }
    } finally {
      client.release();
    }
    const migrated = journal.entries.length - level;
    if (migrated > 0) log(`Đang nâng cấp dữ liệu qua ${migrated} bản cập nhật…`);
    await runMigrations(handle.db);
    const wrong = await keptTotalsMismatches(handle.db);
    if (wrong.length > 0) {
      throw new BackupError(`Số tổng trong dữ liệu khôi phục không khớp: ${wrong.join('; ')}.`);
    }
    return { header, rows, migrated };
  } finally {
    await handle.close();
  }
}

/**
 * Renames the target aside (if it exists) and the restored database into its place; with `cut`,
 * the target's connections are ended first (a restore from the running app's screen).
 */
async function swap(
  admin: pg.Client,
  restored: string,
  target: string,
  cut: boolean,
): Promise<string | null> {
  if (cut) await cutConnections(admin, target);
  try {
    const previous = await rename(admin, restored, target);
    // Set aside as the command leaves it: nothing connects to it by this name.
    if (cut && previous) await allowConnections(admin, previous);
    return previous;
  } catch (error) {
    if (cut) await allowConnections(admin, target).catch(() => {});
    throw error;
  }
}

async function rename(admin: pg.Client, restored: string, target: string): Promise<string | null> {
  const { rows } = await admin.query<{ exists: boolean; sessions: number }>(
    `select exists (select 1 from pg_database where datname = $1) as exists,
            (select count(*)::int from pg_stat_activity where datname = $1) as sessions`,
    [target],
  );
  const { exists, sessions } = rows[0]!;
  if (sessions > 0) {
    throw new BackupError(
      `Cơ sở dữ liệu ${target} đang được dùng (${sessions} kết nối): ` +
        'hãy dừng máy chủ rồi khôi phục lại.',
    );
  }
  const previous = exists ? previousName(target, new Date()) : null;
  if (previous) await admin.query(`alter database ${ident(target)} rename to ${ident(previous)}`);
  try {
    await admin.query(`alter database ${ident(restored)} rename to ${ident(target)}`);
  } catch (error) {
    if (previous) await admin.query(`alter database ${ident(previous)} rename to ${ident(target)}`);
    if (pgErrorCode(error) === '55006') {
      throw new BackupError('Cơ sở dữ liệu đang được dùng: hãy dừng máy chủ rồi khôi phục lại.');
    }
    throw error;
  }
  return previous;
}

/**
 * Restores a backup file into the database of `targetUrl` (created if missing). Nothing is
 * changed unless everything passes: the file is checked whole first (a file that is not a
 * backup, is damaged or cut short, or comes from a newer app is refused); a new database
 * `depot_restore_<random>` is migrated to the file's level, loaded, its foreign keys and row
 * counts checked, migrated to this app's level (data migrations run on the restored rows), and
 * its kept totals held to a recount. Only then is the target renamed aside to
 * `<db>_before_restore_<time>` (kept: dropPreviousDatabases removes it once the owner is
 * satisfied) and the new database renamed into its place.
 */
export async function restoreBackup(
  file: string,
  targetUrl: string,
  options: { log?: Log; cutConnections?: boolean } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const target = databaseOf(targetUrl);
  // Refused files are refused here, before any database is made.
  const verified = await verifyBackupFile(file);
  levelOf(verified.header, await readJournal());
  const restored = `depot_restore_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(targetUrl);
  try {
    await admin.query(`create database ${ident(restored)}`);
    try {
      const done = await rebuild(urlOf(targetUrl, restored), file, verified, log);
      const previous = await swap(admin, restored, target, options.cutConnections ?? false);
      return {
        database: target,
        previous,
        tables: done.header.tables.length,
        rows: done.rows,
        fileMigration: done.header.last_migration,
        migrated: done.migrated,
        seconds: (performance.now() - started) / 1000,
      };
    } catch (error) {
      await admin.query(`drop database if exists ${ident(restored)} with (force)`).catch(() => {});
      throw error;
    }
  } finally {
    await admin.end();
  }
}

/** How long a database a restore set aside is kept before the nightly backup drops it. */
export const SET_ASIDE_KEEP_MS = 7 * 24 * 3600_000;

/** When a database was set aside, read from its name's stamp (the depot's clock); else null. */
export function setAsideAt(name: string): Date | null {
  const stamp = /_before_restore_(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(name);
  if (!stamp) return null;
  const [year, month, day, hour, minute, second] = stamp.slice(1).map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day, hour, minute, second) - DEPOT_OFFSET_MS);
}

/**
 * Drops the databases earlier restores set aside for `targetUrl` (only those set aside before
 * `setAsideBefore`, or only the one named `only`, when given); returns their names.
 */
export async function dropPreviousDatabases(
  targetUrl: string,
  { setAsideBefore, only }: { setAsideBefore?: Date; only?: string } = {},
): Promise<string[]> {
  const target = databaseOf(targetUrl);
  const admin = await adminClient(targetUrl);
  try {
    const { rows } = await admin.query<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, $1) order by 1`,
      [`${target}${PREVIOUS_MARK}`],
    );
    const dropping = rows.filter(({ name }) => {
      if (only !== undefined && name !== only) return false;
      if (!setAsideBefore) return true;
      const at = setAsideAt(name);
      return at !== null && at < setAsideBefore;
    });
    for (const { name } of dropping) {
      await admin.query(`drop database ${ident(name)} with (force)`);
    }
    return dropping.map((r) => r.name);
  } finally {
    await admin.end();
  }
}
