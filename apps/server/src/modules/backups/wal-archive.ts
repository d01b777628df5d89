import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  chmod,
  chown,
  copyFile,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { backupsDirOf } from './backup-store';

/**
 * The write-ahead log archived for a restore to any minute (docs/decisions/0011-backups.md):
 * PostgreSQL hands each finished 16 MB segment (one at least every `archive_timeout`) to a
 * small shell script the app writes into the data folder, which keeps it gzipped in
 * `backups/wal` and in the second copy's `wal`. A segment the second copy missed (a disk
 * unplugged) is copied again by the app (`syncSecondCopy`).
 */

/** A segment at least every 50 s: with the gzip and the copies, a lost disk costs under a minute. */
export const ARCHIVE_TIMEOUT_S = 50;
export const WAL_DIR = 'wal';
export const BASE_DIR = 'base';
const ARCHIVE_SCRIPT = 'wal-archive.sh';
const RESTORE_SCRIPT = 'wal-restore.sh';

/** A segment's or history file's name in the archive: what PostgreSQL names it, gzipped. */
export const ARCHIVED_NAME =
  /^([0-9A-F]{24}(\.[0-9A-F]{8}\.backup|\.partial)?|[0-9A-F]{8}\.history)\.gz$/;

/** Where the archive is: beside the backups, and in the second copy when there is one. */
export type WalPlaces = { local: string; second?: string };

export function walPlaces(backupsDir: string, copyDir?: string): WalPlaces {
  return {
    local: path.join(backupsDir, WAL_DIR),
    second: copyDir ? path.join(copyDir, WAL_DIR) : undefined,
  };
}

/** The app's archive: beside DATA_DIR's backups and in BACKUP_DIR's. */
export const appWalPlaces = (config: { dataDir: string; backupDir?: string }) =>
  walPlaces(backupsDirOf(config.dataDir), config.backupDir);

/** A path inside single quotes for sh. */
const quoted = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** Archiving is built on sh, gzip and mv: a POSIX machine's, not Windows'. */
export const canArchive = () => process.platform !== 'win32' && existsSync('/bin/sh');

/**
 * The archive_command's script: the segment gzipped to a temporary name, flushed, then renamed,
 * so a name in the archive is always a whole segment; one already there is kept (PostgreSQL may
 * hand the same segment again after a crash). The second copy is best effort: a segment it
 * misses is copied again by the app, and PostgreSQL's own copy never waits on a missing disk.
 */
function archiveScript(places: WalPlaces): string {
  return `#!/bin/sh
# Written by the depot app at each start (apps/server/src/modules/backups/wal-archive.ts).
# PostgreSQL's archive_command: $1 is the segment's path, $2 its name.
put() {
  [ -f "$1/$2.gz" ] && return 0
  mkdir -p "$1" || return 1
  gzip -1 -c "$3" > "$1/$2.gz.tmp" || return 1
  sync "$1/$2.gz.tmp" 2>/dev/null
  mv -f "$1/$2.gz.tmp" "$1/$2.gz"
}
put ${quoted(places.local)} "$2" "$1" || exit 1
${places.second ? `put ${quoted(places.second)} "$2" "$1" 2>/dev/null` : ''}
exit 0
`;
}

/** The restore_command's script: a segment from the local archive, else the second copy's. */
function restoreScript(places: WalPlaces): string {
  const dirs = [places.local, places.second].filter(Boolean) as string[];
  return `#!/bin/sh
# Written by the depot app for a restore to a moment (apps/server/src/modules/backups/wal-archive.ts).
# PostgreSQL's restore_command: $1 is the file's name, $2 where to put it.
for dir in ${dirs.map(quoted).join(' ')}; do
  if [ -f "$dir/$1.gz" ]; then
    gunzip -c "$dir/$1.gz" > "$2.tmp" && mv -f "$2.tmp" "$2"
    exit $?
  fi
done
exit 1
`;
}

/** The uid and gid PostgreSQL runs as: the `postgres` user when we are root, else ourselves. */
export function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** Makes `dir` (and what is in it) PostgreSQL's to write, when it runs as another user. */
export async function handToPostgres(dir: string, recursive = false): Promise<void> {
  const owner = postgresOwner();
  if (!owner) return;
  await chown(dir, owner.uid, owner.gid);
  if (!recursive) return;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    await chown(path.join(entry.parentPath, entry.name), owner.uid, owner.gid);
  }
}

/**
 * Writes the archive script and readies the archive's folders; returns the server settings that
 * archive the log. Called before the embedded cluster starts, once the `postgres` user exists.
 */
export async function prepareArchiving(dataDir: string, places: WalPlaces): Promise<string[]> {
  const script = path.join(dataDir, ARCHIVE_SCRIPT);
  await writeFile(script, archiveScript(places), { mode: 0o755 });
  await chmod(script, 0o755);
  await mkdir(places.local, { recursive: true });
  await handToPostgres(places.local, true);
  if (places.second) {
    try {
      await mkdir(places.second, { recursive: true });
      await handToPostgres(places.second);
    } catch {
      // Not reachable now: the status says so; the app copies what it missed later.
    }
  }
  return [
    'wal_level=replica',
    'archive_mode=on',
    `archive_command=${quoted(script)} "%p" "%f"`,
    `archive_timeout=${ARCHIVE_TIMEOUT_S}`,
  ];
}

/** Writes the restore script; returns the restore_command that reads the archive. */
export async function restoreCommand(dataDir: string, places: WalPlaces): Promise<string> {
  const script = path.join(dataDir, RESTORE_SCRIPT);
  await writeFile(script, restoreScript(places), { mode: 0o755 });
  await chmod(script, 0o755);
  if (places.second && existsSync(places.second)) await handToPostgres(places.second, true);
  return `${quoted(script)} "%f" "%p"`;
}

/** The archived files of a folder, oldest first (names sort in the log's order). */
export async function archivedFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => ARCHIVED_NAME.test(n)).sort();
}

/**
 * Copies to the second copy the segments it lacks (it was unplugged, or PostgreSQL could not
 * write there); returns how many. Written as `.tmp` then renamed, as the script does.
 */
export async function syncSecondCopy(places: WalPlaces): Promise<number> {
  if (!places.second) return 0;
  await mkdir(places.second, { recursive: true });
  const there = new Set(await archivedFiles(places.second));
  let copied = 0;
  for (const name of await archivedFiles(places.local)) {
    if (there.has(name)) continue;
    const target = path.join(places.second, name);
    await copyFile(path.join(places.local, name), `${target}.tmp`);
    await rename(`${target}.tmp`, target);
    copied++;
  }
  return copied;
}

/** The segment's position in the log (timeline aside): what two names are compared by. */
const positionOf = (name: string) => name.slice(8, 24);

/**
 * Deletes the segments older than `firstNeeded` (the oldest base backup's first segment): no
 * restore can use them. History files stay: they are tiny and a timeline needs its history.
 */
export async function pruneArchive(dir: string, firstNeeded: string): Promise<number> {
  let removed = 0;
  for (const name of await archivedFiles(dir)) {
    if (name.endsWith('.history.gz')) continue;
    if (positionOf(name) >= positionOf(firstNeeded)) continue;
    await rm(path.join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

/** When the newest segment reached a folder; null when none has. */
export async function lastArchivedAt(dir: string): Promise<Date | null> {
  const files = (await archivedFiles(dir)).filter((n) => !n.endsWith('.history.gz'));
  const last = files.at(-1);
  if (!last) return null;
  return (await stat(path.join(dir, last)).catch(() => null))?.mtime ?? null;
}
