import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BackupKind } from '@depot/shared/backups/backups.schema';
import { depotRows, type BackupHeader } from './backup-format';

/**
 * Beside each good backup, `<name>.json`: what the check after writing found. The list reads it
 * instead of opening every file; a backup without one (copied in by hand), or whose size no
 * longer matches it, is shown as not verified.
 */
export type BackupManifest = {
  name: string;
  created_at: string;
  kind: BackupKind;
  size_bytes: number;
  tables: number;
  rows: number;
  /** depotRows(): the rows of the depot's own data (absent in manifests written before it). */
  data_rows?: number;
  verified_at: string;
};

/** Writes a small file whole or not at all: a temporary name, then a rename. */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}

export const manifestPath = (backupFile: string) => `${backupFile}.json`;

/** The manifest of a backup about to be renamed from `<file>.partial` to `file`. */
export async function writeManifest(
  file: string,
  header: BackupHeader,
  rows: number,
): Promise<BackupManifest> {
  const { size } = await stat(`${file}.partial`);
  const manifest: BackupManifest = {
    name: path.basename(file),
    created_at: header.created_at,
    kind: header.kind,
    size_bytes: size,
    tables: header.tables.length,
    rows,
    data_rows: depotRows(header),
    verified_at: new Date().toISOString(),
  };
  await writeJsonAtomically(manifestPath(file), manifest);
  return manifest;
}

export async function readManifest(file: string): Promise<BackupManifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestPath(file), 'utf8')) as BackupManifest;
  } catch {
    return undefined;
  }
}

/** The last failed attempt, kept in the backups folder so every process and the CLI see it. */
export type BackupFailure = { at: string; kind: BackupKind; message: string };

const FAILURE_FILE = 'last-failure.json';

export async function recordFailure(dir: string, failure: BackupFailure): Promise<void> {
  await writeJsonAtomically(path.join(dir, FAILURE_FILE), failure).catch(() => {
    // The folder itself may be what failed (a full or missing disk): the error is logged anyway.
  });
}

export async function readFailure(dir: string): Promise<BackupFailure | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, FAILURE_FILE), 'utf8')) as BackupFailure;
  } catch {
    return undefined;
  }
}
