import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { RESTORE_AT_FUTURE } from '@depot/shared/backups/backups.schema';
import { RESTORING_DIR, swapDataDirs, undoDataSwap } from '../../db/data-swap';
import { clusterPassword } from '../../db/embedded';
import { BackupError, depotStamp } from './backup-format';
import { listBaseBackups, type BaseBackup } from './base-backup';
import { BASE_DIR } from './wal-archive';
import { settleReplayed, startReplay, unpackBase, type RestoredSummary } from './replay-cluster';
import { prepareArchiving, restoreCommand, walPlaces } from './wal-archive';
import { taskClient } from '../../db/task-client';

/**
 * A restore to a moment (docs/decisions/0011-backups.md): the newest base backup made before it
 * is unpacked beside the live cluster and the archived log replayed onto it up to the moment;
 * the result is checked, then swapped in for the live cluster's files (kept 7 days as
 * `pg-before-restore-<time>`). Until the swap nothing of the live data changes; a swap cut short
 * is undone at the next start (data-swap.ts).
 */

/** The running cluster a restore replaces: stopped for the swap, started again after. */
export type LiveCluster = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

export type PointInTimeResult = {
  base: BaseBackup;
  /** The folder the data before it was moved to; null when there was none (a lost disk). */
  previous: string | null;
  summary: RestoredSummary;
  seconds: number;
};

type Options = {
  dataDir: string;
  backupsDir: string;
  copyDir?: string;
  /** Null: every segment archived (a lost disk, restored from the second copy). */
  at: Date | null;
  /** The cluster running now; none when it is lost or cannot start. */
  live?: LiveCluster;
  log: (message: string) => void;
  now?: Date;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The base backups of both places (the second copy's when the disk's are gone), oldest first. */
export async function allBaseBackups(backupsDir: string, copyDir?: string): Promise<BaseBackup[]> {
  const local = await listBaseBackups(path.join(backupsDir, BASE_DIR));
  const names = new Set(local.map((b) => b.name));
  const second = copyDir ? await listBaseBackups(path.join(copyDir, BASE_DIR)) : [];
  return [...local, ...second.filter((b) => !names.has(b.name))].sort((a, b) =>
    a.stopped_at.localeCompare(b.stopped_at),
  );
}

/** The base backup to replay from: the newest finished before the moment. */
export function baseFor(bases: BaseBackup[], at: Date | null): BaseBackup {
  const usable = bases.filter((b) => at === null || Date.parse(b.stopped_at) < at.getTime());
  const base = usable.at(-1);
  if (base) return base;
  if (bases.length === 0) {
    throw new BackupError('Chưa có bản sao lưu gốc nào để khôi phục về một thời điểm.');
  }
  throw new BackupError(
    `Chỉ khôi phục được về thời điểm từ ${formatDepotDateTime(bases[0]!.stopped_at)} trở đi.`,
  );
}

/**
 * Makes sure everything the live cluster wrote is archived: a transaction committed now (so a
 * replay to a moment after the last write still meets a commit past it and stops), the segment
 * switched, and its archiving awaited. Returns the live cluster's timeline.
 */
export async function flushLiveLog(url: string, timeoutMs = 60_000): Promise<number> {
  const client = taskClient(url);
  await client.connect();
  try {
    await client.query('select pg_current_xact_id()');
    const { rows } = await client.query<{ wal: string }>(
      'select pg_walfile_name(pg_switch_wal()) as wal',
    );
    const wal = rows[0]!.wal;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const archived = await client.query<{ last: string | null }>(
        'select last_archived_wal as last from pg_stat_archiver',
      );
      // A segment's name, not a history or backup file's: names of one timeline sort in order.
      const last = /^[0-9A-F]{24}/.exec(archived.rows[0]?.last ?? '')?.[0];
      if (last && last >= wal) break;
      if (Date.now() > deadline) {
        throw new BackupError(
          'Nhật ký mới nhất chưa được lưu kịp (kiểm tra ổ đĩa sao lưu): chưa khôi phục.',
        );
      }
      await sleep(200);
    }
    return parseInt(wal.slice(0, 8), 16);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function restoreToMoment(options: Options): Promise<PointInTimeResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  if (options.at && options.at.getTime() > now.getTime()) throw new BackupError(RESTORE_AT_FUTURE);
  const base = baseFor(await allBaseBackups(options.backupsDir, options.copyDir), options.at);
  const places = walPlaces(options.backupsDir, options.copyDir);
  const timeline = options.live ? await flushLiveLog(options.live.url) : null;
  const dir = path.join(options.dataDir, RESTORING_DIR);
  await rm(dir, { recursive: true, force: true });
  options.log(`Đang dựng lại dữ liệu từ bản gốc ${base.name}…`);
  await unpackBase(base, dir);
  const commands = {
    restore: await restoreCommand(options.dataDir, places),
    archive: await prepareArchiving(options.dataDir, places),
  };
  let summary: RestoredSummary;
  const replay = await startReplay(dir, base, { at: options.at, timeline }, commands).catch(
    async (error: unknown) => {
      await rm(dir, { recursive: true, force: true });
      throw error;
    },
  );
  try {
    summary = await settleReplayed(replay.url, await clusterPassword(options.dataDir));
  } catch (error) {
    await replay.cluster.stop();
    await forgetTimeline(places, replay.timeline, dir);
    throw error;
  }
  await replay.cluster.stop();
  options.log('Dữ liệu dựng lại đã kiểm tra xong, đang thay dữ liệu hiện tại…');
  await options.live?.stop();
  const previous = await swapDataDirs(options.dataDir, depotStamp(new Date()));
  if (options.live) {
    try {
      await options.live.start();
    } catch (error) {
      // The restored cluster would not start: the old data back, as if nothing had happened.
      await undoDataSwap(options.dataDir, previous);
      await options.live.start();
      await forgetTimeline(places, replay.timeline, dir);
      throw error;
    }
  }
  return { base, previous, summary, seconds: (Date.now() - started) / 1000 };
}

/**
 * A replay given up after its promotion opened a timeline: its history file is taken out of the
 * archives, so a later replay to the newest timeline does not follow the abandoned one.
 */
async function forgetTimeline(
  places: { local: string; second?: string },
  timeline: number,
  dir: string,
): Promise<void> {
  {
    const name = `${timeline.toString(16).toUpperCase().padStart(8, '0')}.history.gz`;
    for (const place of [places.local, places.second]) {
      if (place) await rm(path.join(place, name), { force: true }).catch(() => {});
    }
  }
  if (existsSync(dir)) await rm(dir, { recursive: true, force: true });
}
