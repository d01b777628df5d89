import { copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME_PATTERN, type BackupRow } from '@depot/shared/backups/backups.schema';
import { depotRows, parseBackupName } from './backup-format';
import { manifestPath, readManifest } from './backup-manifest';
import { readBackupHeader } from './backup-reader';
import { planRetention } from './backup-retention';
import { syncFile, syncFolder } from './backup-writer';

/** Where the backups of a data folder go. */
export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The good backups of a folder, newest first (a `.partial` is never one). */
export async function listBackupFiles(dir: string): Promise<BackupRow[]> {
  const names = (await namesIn(dir)).filter((name) => BACKUP_NAME_PATTERN.test(name));
  const rows: BackupRow[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const parsed = parseBackupName(name)!;
    const size = await stat(file).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) continue; // deleted meanwhile
    const manifest = await readManifest(file);
    if (manifest && manifest.size_bytes === size) {
      rows.push({
        name,
        created_at: manifest.created_at,
        size_bytes: size,
        kind: parsed.kind,
        verified: true,
        tables: manifest.tables,
        rows: manifest.data_rows ?? manifest.rows,
      });
      continue;
    }
    const header = await readBackupHeader(file);
    rows.push({
      name,
      created_at: header?.created_at ?? parsed.at.toISOString(),
      size_bytes: size,
      kind: parsed.kind,
      verified: false,
      tables: header ? header.tables.length : null,
      rows: header ? depotRows(header) : null,
    });
  }
  return rows.sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name),
  );
}

/**
 * A `.partial` untouched for this long belongs to a backup that died (a running one writes all
 * the time, and its check reads it back within seconds), so it may go.
 */
export const STALE_PARTIAL_MS = 10 * 60_000;

/**
 * Removes what killed backups left: `.partial` files not written to for STALE_PARTIAL_MS, and
 * manifests or temporary files whose backup is gone. A live backup of another process (the
 * CLI while the server runs) is younger than that and stays.
 */
export async function cleanPartials(dir: string, now = Date.now()): Promise<string[]> {
  const names = await namesIn(dir);
  const present = new Set(names);
  const removed: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const leftover =
      name.endsWith('.partial') ||
      name.endsWith('.tmp') ||
      (name.endsWith('.backup.json') && !present.has(name.slice(0, -'.json'.length)));
    if (!leftover || !name.startsWith('depot-')) continue;
    const age = await stat(file).then(
      (s) => now - s.mtimeMs,
      () => -1,
    );
    if (age < STALE_PARTIAL_MS) continue;
    await rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/** Copies a good backup and its manifest to a second folder (BACKUP_DIR), whole or not at all. */
export async function copyBackup(file: string, toDir: string): Promise<string> {
  await mkdir(toDir, { recursive: true });
  const target = path.join(toDir, path.basename(file));
  for (const [from, to] of [
    [manifestPath(file), manifestPath(target)],
    [file, target],
  ] as const) {
    await copyFile(from, `${to}.partial`);
    await syncFile(`${to}.partial`);
    await rename(`${to}.partial`, to);
  }
  await syncFolder(toDir);
  return target;
}

/** Deletes the backups the retention plan lets go, with their manifests; returns their names. */
export async function applyRetention(dir: string, now: Date): Promise<string[]> {
  const names = (await namesIn(dir)).filter((name) => BACKUP_NAME_PATTERN.test(name));
  const { remove } = planRetention(names, now);
  for (const name of remove) {
    await rm(path.join(dir, name), { force: true });
    await rm(manifestPath(path.join(dir, name)), { force: true });
  }
  return remove;
}
