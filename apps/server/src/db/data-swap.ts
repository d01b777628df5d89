import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEPOT_OFFSET_MS } from '../modules/backups/backup-format';
import { clearOrphanPostmaster } from './postmaster';

/**
 * A restore to a moment builds the restored cluster in `pg-restoring` beside the live `pg`, then
 * swaps the two folders by two renames (docs/decisions/0011-backups.md). A marker written before
 * the first rename says what was under way: a process killed between the renames leaves the old
 * data in place at the next start (`settleDataSwap`), never an empty folder that would be
 * initialised as a new depot.
 */

export const RESTORING_DIR = 'pg-restoring';
const MARKER = 'restore-swap.json';
const PREVIOUS_PREFIX = 'pg-before-restore-';
/** The folder set aside by a restore is kept this long, then deleted at the next start. */
export const PREVIOUS_KEEP_MS = 7 * 24 * 3600_000;

type Log = (message: string) => void;

/** When a folder was set aside, from its name (the depot's clock); undefined for other names. */
function setAsideAt(name: string): number | undefined {
  const m = /^pg-before-restore-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})$/.exec(name);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - DEPOT_OFFSET_MS;
}

/**
 * Puts `restoring` in place of `pg`, keeping the old one as `pg-before-restore-<stamp>` (returned;
 * null when there was none: a lost disk).
 */
export async function swapDataDirs(dataDir: string, stamp: string): Promise<string | null> {
  const live = path.join(dataDir, 'pg');
  const previous = `${PREVIOUS_PREFIX}${stamp}`;
  const marker = path.join(dataDir, MARKER);
  await fs.writeFile(marker, JSON.stringify({ previous }));
  const kept = existsSync(live);
  if (kept) await fs.rename(live, path.join(dataDir, previous));
  await fs.rename(path.join(dataDir, RESTORING_DIR), live);
  await fs.rm(marker, { force: true });
  return kept ? previous : null;
}

/** Undoes a swap just made (the restored cluster would not start): the old data back in place. */
export async function undoDataSwap(dataDir: string, previous: string | null): Promise<void> {
  const live = path.join(dataDir, 'pg');
  await fs.rename(live, path.join(dataDir, RESTORING_DIR));
  if (previous && existsSync(path.join(dataDir, previous))) {
    await fs.rename(path.join(dataDir, previous), live);
  }
}

/**
 * At start-up, before the cluster starts: a swap cut short is undone (the old data back as `pg`),
 * a `pg-restoring` left by a killed restore is stopped and removed, and folders set aside by
 * restores older than PREVIOUS_KEEP_MS are deleted.
 */
export async function settleDataSwap(dataDir: string, log: Log, now = Date.now()): Promise<void> {
  const live = path.join(dataDir, 'pg');
  const marker = path.join(dataDir, MARKER);
  const restoring = path.join(dataDir, RESTORING_DIR);
  const pending = await fs.readFile(marker, 'utf8').catch(() => undefined);
  if (pending !== undefined) {
    const { previous } = JSON.parse(pending) as { previous: string };
    if (!existsSync(live) && existsSync(path.join(dataDir, previous))) {
      log('Khôi phục lần trước bị dừng giữa chừng: giữ nguyên dữ liệu cũ');
      await fs.rename(path.join(dataDir, previous), live);
    }
    await fs.rm(marker, { force: true });
  }
  if (existsSync(restoring)) {
    await clearOrphanPostmaster(restoring, log);
    await fs.rm(restoring, { recursive: true, force: true });
  }
  await dropOldDataDirs(dataDir, now);
}

/** Deletes the folders restores set aside more than PREVIOUS_KEEP_MS ago (start, and daily). */
export async function dropOldDataDirs(dataDir: string, now = Date.now()): Promise<void> {
  for (const name of await fs.readdir(dataDir).catch(() => [] as string[])) {
    const at = setAsideAt(name);
    if (at !== undefined && now - at > PREVIOUS_KEEP_MS) {
      await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
    }
  }
}
