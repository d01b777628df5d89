import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BASE_DIR, pruneArchive, type WalPlaces } from './wal-archive';
import { depotStamp } from './backup-format';
import { taskClient } from '../../db/task-client';

/**
 * A base backup: the embedded cluster's files copied while it runs, between PostgreSQL's own
 * `pg_backup_start` and `pg_backup_stop` (the package has no pg_basebackup), each file gzipped,
 * with the `backup_label` PostgreSQL gives at the end. Replaying the archived log from it
 * reaches any later moment (docs/decisions/0011-backups.md). Made at the first start that
 * archives, every night, and after a restore to a moment.
 */

export type BaseBackup = {
  name: string;
  dir: string;
  /** When the copy began and ended: a restore reaches moments after `stopped_at`. */
  started_at: string;
  stopped_at: string;
  /** The first segment a replay from it needs. */
  start_wal: string;
  timeline: number;
  system_identifier: string;
  bytes: number;
};

const MANIFEST = 'base.json';
const DATA = 'data';
/** Kept: every base backup of the last 8 days, the newest always. */
export const BASE_KEEP_MS = 8 * 24 * 3600_000;

/**
 * What a base backup leaves out (PostgreSQL's documented list): the log itself (replayed from
 * the archive), the running server's lock and options, and folders of runtime state, which are
 * made again empty.
 */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
]);

/** Copies the data folder's files gzipped; returns the bytes read. Files gone meanwhile skip. */
async function copyData(
  from: string,
  to: string,
  signal?: AbortSignal,
  relative = '',
): Promise<number> {
  let bytes = 0;
  await mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
  const entries = await readdir(path.join(from, relative), { withFileTypes: true });
  for (const entry of entries) {
    signal?.throwIfAborted();
    const rel = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (EMPTY_DIRS.has(rel)) {
        await mkdir(path.join(to, rel, rel === 'pg_wal' ? 'archive_status' : ''), {
          recursive: true,
        });
        continue;
      }
      bytes += await copyData(from, to, signal, rel);
    } else if (entry.isFile() && !SKIPPED_FILES.has(rel) && !entry.name.startsWith('pgsql_tmp')) {
      try {
        await pipeline(
          createReadStream(path.join(from, rel)),
          createGzip({ level: 1 }),
          createWriteStream(path.join(to, `${rel}.gz`), { mode: 0o600 }),
          { signal },
        );
        bytes += (await stat(path.join(from, rel)).catch(() => null))?.size ?? 0;
      } catch (error) {
        // A table dropped while copying: the log replays its drop.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return bytes;
}

/** The base backups of a folder, oldest first; ones not finished are left out. */
export async function listBaseBackups(dir: string): Promise<BaseBackup[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: BaseBackup[] = [];
  for (const name of names.filter((n) => /^base-\d{8}-\d{6}$/.test(n))) {
    try {
      const manifest = JSON.parse(await readFile(path.join(dir, name, MANIFEST), 'utf8'));
      found.push({ ...manifest, name, dir: path.join(dir, name) });
    } catch {
      // No manifest: cut short; cleaned by the next one made.
    }
  }
  return found.sort((a, b) => a.stopped_at.localeCompare(b.stopped_at));
}

/**
 * Makes a base backup of the cluster at `url` whose files are in `pgDir`, into `backupsDir/base`
 * and, when set, the second copy's; then lets go of the base backups past their time and the log
 * only they needed.
 */
export async function makeBaseBackup(options: {
  url: string;
  pgDir: string;
  backupsDir: string;
  copyDir?: string;
  wal: WalPlaces;
  now?: () => Date;
  /** Aborted: the copy is cut short (the server stopping) and the backup given up. */
  signal?: AbortSignal;
}): Promise<BaseBackup> {
  const now = options.now ?? (() => new Date());
  const root = path.join(options.backupsDir, BASE_DIR);
  await mkdir(root, { recursive: true });
  const started = now();
  const name = `base-${depotStamp(started)}`;
  const partial = path.join(root, `${name}.partial`);
  await rm(partial, { recursive: true, force: true });
  const { signal } = options;
  signal?.throwIfAborted();
  const client = taskClient(options.url);
  // Ending the session ends the backup too, without waiting on the log's archiving.
  const cut = () => void client.end().catch(() => {});
  signal?.addEventListener('abort', cut, { once: true });
  await client.connect();
  try {
    // pg_backup_stop waits for its last segment to be archived: a broken archive must not hang us.
    await client.query(`set statement_timeout = '5min'`);
    const info = await client.query<{ wal: string; timeline: number; system: string }>(
      `select pg_walfile_name(pg_backup_start($1, true)) as wal,
              (select timeline_id from pg_control_checkpoint()) as timeline,
              (select system_identifier::text from pg_control_system()) as system`,
      [name],
    );
    const bytes = await copyData(options.pgDir, path.join(partial, DATA), signal).catch(
      async (error: unknown) => {
        if (!signal?.aborted) await client.query('select pg_backup_stop(false)').catch(() => {});
        throw error;
      },
    );
    const stop = await client.query<{ labelfile: string }>(
      'select labelfile from pg_backup_stop(true)',
    );
    signal?.throwIfAborted();
    const label = stop.rows[0]!.labelfile;
    await writeFile(path.join(partial, DATA, 'backup_label'), label, { mode: 0o600 });
    // The cluster's password: a new machine's data folder must sign in with it after a restore.
    await cp(
      path.join(path.dirname(options.pgDir), 'pg-password'),
      path.join(partial, 'pg-password'),
    );
    const { wal, timeline, system } = info.rows[0]!;
    const base: Omit<BaseBackup, 'name' | 'dir'> = {
      started_at: started.toISOString(),
      stopped_at: now().toISOString(),
      start_wal: wal,
      timeline,
      system_identifier: system,
      bytes,
    };
    await writeFile(path.join(partial, MANIFEST), JSON.stringify(base, null, 2));
    await rename(partial, path.join(root, name));
    const made = { ...base, name, dir: path.join(root, name) };
    if (options.copyDir) await copyBase(made, path.join(options.copyDir, BASE_DIR));
    await pruneBases(root, options.wal.local, now());
    if (options.copyDir && options.wal.second) {
      await pruneBases(path.join(options.copyDir, BASE_DIR), options.wal.second, now());
    }
    return made;
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw error;
  } finally {
    signal?.removeEventListener('abort', cut);
    await client.end().catch(() => {});
  }
}

/** A base backup copied whole to another folder (the second copy), renamed once complete. */
async function copyBase(base: BaseBackup, toRoot: string): Promise<void> {
  const partial = path.join(toRoot, `${base.name}.partial`);
  await rm(partial, { recursive: true, force: true });
  await cp(base.dir, partial, { recursive: true });
  await rename(partial, path.join(toRoot, base.name));
}

/** Deletes base backups older than BASE_KEEP_MS but the newest, and the log none needs. */
async function pruneBases(root: string, walDir: string, now: Date): Promise<void> {
  const bases = await listBaseBackups(root);
  const keep = bases.filter(
    (b, i) => i === bases.length - 1 || now.getTime() - Date.parse(b.stopped_at) < BASE_KEEP_MS,
  );
  for (const base of bases) if (!keep.includes(base)) await rm(base.dir, { recursive: true });
  for (const name of await readdir(root).catch(() => [] as string[])) {
    if (name.endsWith('.partial'))
      await rm(path.join(root, name), { recursive: true, force: true });
  }
  const oldest = keep[0];
  if (oldest) await pruneArchive(walDir, oldest.start_wal);
}

export { DATA as BASE_DATA };
