import { createHash } from 'node:crypto';
import { access, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupKind } from '@depot/shared/backups/backups.schema';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_APP,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  backupName,
  END_OF_ROWS,
  type BackupHeader,
} from './backup-format';
import { verifyBackupFile } from './backup-reader';
import { writeManifest, type BackupManifest } from './backup-manifest';
import { lowerBackendPriority } from './backend-priority';
import { ident, readCatalog } from './database-catalog';
import { readJournal, tagOf } from './migrations-level';

/** The app's version, written in each header for the person reading it. */
const APP_VERSION = '0.1.0';
/**
 * gzip level 1: the COPY text of the demo depot packs about 6× at level 1 and 7× at level 6,
 * which takes three times the CPU, on the machine that answers the clerks meanwhile.
 */
const GZIP_LEVEL = 1;

export type WrittenBackup = BackupManifest & { file: string; seconds: number };

/** fsync of a file, then of its folder (for a rename to survive a power cut; not on Windows). */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function syncFolder(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Takes a name no file has yet by creating its `.partial` exclusively (`wx`): two backups of one
 * kind in one second (two clicks, two server processes) never share a file, the second takes the
 * next second. Answers the name and the open `.partial`, which only its taker writes or removes.
 */
export async function reserveName(
  dir: string,
  at: Date,
  kind: BackupKind,
): Promise<{ name: string; handle: FileHandle }> {
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );
  for (let shift = 0; ; shift++) {
    const name = backupName(new Date(at.getTime() + shift * 1000), kind);
    const file = path.join(dir, name);
    if (await exists(file)) continue;
    let handle: FileHandle;
    try {
      handle = await open(`${file}.partial`, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      continue;
    }
    // Another backup may have finished this name between the look and the open: its `.partial`
    // was renamed away, so ours opened. Looked at again now that ours is held, the name is free
    // for good, since a finished file is only ever made by renaming its own `.partial`.
    if (!(await exists(file))) return { name, handle };
    await handle.close();
    await rm(`${file}.partial`, { force: true });
  }
}

/** The file's content: header, each table's COPY text, trailer with the checksum. */
async function* content(client: pg.PoolClient, header: BackupHeader): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  let bytes = 0;
  const take = (piece: Buffer) => {
    hash.update(piece);
    bytes += piece.length;
    return piece;
  };
  const line = (value: unknown) => Buffer.from(`${JSON.stringify(value)}\n`);
  yield take(line(header));
  for (const table of header.tables) {
    yield take(line({ table: table.name, rows: table.rows }));
    const columns = table.columns.map(ident).join(', ');
    const rows = client.query(copyTo(`copy ${ident(table.name)} (${columns}) to stdout`));
    for await (const chunk of rows as AsyncIterable<Buffer>) yield take(chunk);
    // The count was read in this same snapshot: a difference is a fault of ours, never the data's.
    if (rows.rowCount !== table.rows) {
      throw new Error(`COPY ${table.name}: ${rows.rowCount} dòng, khác ${table.rows} đã đếm`);
    }
    yield take(Buffer.from(END_OF_ROWS));
  }
  yield line({ end: true, sha256: hash.digest('hex'), bytes });
}

/**
 * Writes one backup of the database into `dir`: taken in one REPEATABLE READ READ ONLY
 * transaction (one snapshot; it takes only ACCESS SHARE locks, so writers never wait), written
 * to `<name>.partial`, synced, read back and checked, and only then renamed to its name. A
 * process killed on the way leaves a `.partial` that is never listed (cleanPartials removes it).
 */
export async function writeBackup(
  pool: pg.Pool,
  options: { dir: string; kind: BackupKind; now?: Date },
): Promise<WrittenBackup> {
  const started = performance.now();
  await mkdir(options.dir, { recursive: true });
  const journal = await readJournal();
  const client = await pool.connect();
  let partial: string | undefined;
  let header: BackupHeader;
  try {
    await lowerBackendPriority(client);
    await client.query('begin isolation level repeatable read read only');
    const catalog = await readCatalog(client);
    const { rows } = await client.query<{ db: string; now: Date }>(
      'select current_database() as db, now()',
    );
    const createdAt = options.now ?? rows[0]!.now;
    header = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      app: BACKUP_APP,
      app_version: APP_VERSION,
      created_at: createdAt.toISOString(),
      kind: options.kind,
      database: rows[0]!.db,
      migrations: catalog.migrations,
      last_migration: tagOf(journal, catalog.migrations.at(-1)?.created_at),
      tables: catalog.tables,
      sequences: catalog.sequences,
    };
    const reserved = await reserveName(options.dir, createdAt, options.kind);
    partial = path.join(options.dir, `${reserved.name}.partial`);
    await pipeline(
      content(client, header),
      createGzip({ level: GZIP_LEVEL }),
      reserved.handle.createWriteStream(),
    );
    await client.query('commit');
  } catch (error) {
    if (partial) await rm(partial, { force: true });
    throw error;
  } finally {
    // Closed, not handed back: its backend may run at a lower priority now, and a COPY cut
    // short (a full disk) would leave it mid-protocol. Closing also ends the read-only
    // transaction when something failed.
    client.release(true);
  }

  try {
    await syncFile(partial);
    const checked = await verifyBackupFile(partial);
    const expected = header.tables.reduce((sum, t) => sum + t.rows, 0);
    if (checked.rows !== expected) throw new BackupError('Số dòng đọc lại không khớp');
    const file = partial.slice(0, -'.partial'.length);
    const manifest = await writeManifest(file, header, checked.rows);
    await rename(partial, file);
    await syncFolder(options.dir);
    return { ...manifest, file, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
