import {
  isDepotName,
  RESTORE_AT_FUTURE,
  RESTORE_CONFIRM_WRONG,
  type RestoreResult,
  type RestoreToResult,
} from '@depot/shared/backups/backups.schema';
import type pg from 'pg';
import type { Executor } from '../../db/client';
import { BadRequestError, ConflictError } from '../../errors';
import { systemContext } from '../../lib/context';
import type { Maintenance } from '../../lib/maintenance';
import { endEverySession } from '../auth/auth.service';
import { getSettings } from '../settings/settings.service';
import { verifyBackupFile } from './backup-reader';
import { levelOf, readJournal } from './migrations-level';
import { backupFile, makeBackup, type BackupPlace } from './backups.service';
import { BackupError } from './backup-format';
import { allBaseBackups, baseFor, restoreToMoment, type LiveCluster } from './point-in-time';
import { restoreBackup } from './restore';
import type { WalKeeper } from './wal-keeper';

/**
 * `Khôi phục` from the backups screen (docs/decisions/0011-backups.md): the owner restores a
 * listed backup while the app runs. The file is checked whole first; the owner has typed the
 * depot's name; every other request is answered 503 and the ones running are let finish; a
 * backup of the data now is made; the restore itself is the command's (a new database loaded,
 * checked, then renamed into place, the old one set aside), the connections to the old one cut;
 * everyone signs in again. A failure leaves the data as it was and says why.
 */

export const RESTORE_RUNNING = 'Đang khôi phục dữ liệu: vui lòng đợi bản khôi phục đang chạy xong';
export const RESTORE_BUSY = 'Còn thao tác đang chạy trên hệ thống: vui lòng thử lại sau ít phút';
/** How long the requests already running are given to finish. */
const DRAIN_MS = 30_000;

export type RestoreDeps = {
  pool: pg.Pool;
  /** The app's database handle: its pool connects again by name, to the restored data. */
  db: Executor;
  url: string;
  place: BackupPlace;
  maintenance: Maintenance;
  log: (message: string) => void;
};

/**
 * Deletes every session of the restored data. The pool's connections to the old database were
 * ended a moment ago: one it has not dropped yet fails once, and the next is a new connection.
 */
async function signEveryoneOut(db: Executor): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await endEverySession(systemContext(db));
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The owner typed the depot's name, or nothing is restored (400 on the field). */
async function checkConfirm(db: Executor, confirm: string): Promise<void> {
  const settings = await getSettings(systemContext(db));
  if (!isDepotName(confirm, settings.depot_name)) {
    throw new BadRequestError(RESTORE_CONFIRM_WRONG, { confirm: RESTORE_CONFIRM_WRONG });
  }
}

export async function restoreFromScreen(
  deps: RestoreDeps,
  name: string,
  confirm: string,
): Promise<RestoreResult> {
  await checkConfirm(deps.db, confirm);
  const file = await backupFile(deps.place.dir, name);
  // Refused files (damaged, cut short, of a newer app) are refused before anything changes.
  levelOf((await verifyBackupFile(file)).header, await readJournal());
  if (!deps.maintenance.begin()) throw new ConflictError(RESTORE_RUNNING);
  try {
    if (!(await deps.maintenance.drained(DRAIN_MS))) throw new ConflictError(RESTORE_BUSY);
    const safety = await makeBackup(deps.pool, deps.place, 'pre-restore');
    deps.log(`Đã sao lưu dữ liệu hiện tại (${safety.name}), đang khôi phục ${name}…`);
    const done = await restoreBackup(file, deps.url, { log: deps.log, cutConnections: true });
    await signEveryoneOut(deps.db);
    deps.log(`Đã khôi phục ${name} (${done.rows} dòng, ${done.seconds.toFixed(1)} giây)`);
    return {
      restored: name,
      safety_backup: safety.name,
      previous_database: done.previous,
      rows: done.rows,
      seconds: Math.round(done.seconds * 10) / 10,
    };
  } finally {
    deps.maintenance.end();
  }
}

/** What a restore to a moment needs besides a file restore's: the cluster and its folder. */
export type PointInTimeDeps = RestoreDeps & {
  dataDir: string;
  live: LiveCluster;
  keeper: WalKeeper;
};

/**
 * `Khôi phục về thời điểm` (docs/decisions/0011-backups.md): as a file's restore (the name typed,
 * maintenance, the requests running let finish, a backup of the data now), then the data as it
 * was at `at`, replayed from the archived log into a cluster of its own, checked, and swapped in
 * for the live one (point-in-time.ts). A new base backup is begun on the new timeline.
 */
export async function restoreToFromScreen(
  deps: PointInTimeDeps,
  at: Date,
  confirm: string,
): Promise<RestoreToResult> {
  await checkConfirm(deps.db, confirm);
  if (at.getTime() > Date.now()) {
    throw new BadRequestError(RESTORE_AT_FUTURE, { at: RESTORE_AT_FUTURE });
  }
  try {
    baseFor(await allBaseBackups(deps.place.dir, deps.place.copyDir), at);
  } catch (error) {
    if (error instanceof BackupError)
      throw new BadRequestError(error.message, { at: error.message });
    throw error;
  }
  if (!deps.maintenance.begin()) throw new ConflictError(RESTORE_RUNNING);
  const keeping = deps.keeper.running;
  try {
    if (!(await deps.maintenance.drained(DRAIN_MS))) throw new ConflictError(RESTORE_BUSY);
    // No base backup is made meanwhile: its copy would race the swap of the folders.
    await deps.keeper.stop();
    const safety = await makeBackup(deps.pool, deps.place, 'pre-restore');
    deps.log(
      `Đã sao lưu dữ liệu hiện tại (${safety.name}), đang khôi phục về ${at.toISOString()}…`,
    );
    const done = await restoreToMoment({
      dataDir: deps.dataDir,
      backupsDir: deps.place.dir,
      copyDir: deps.place.copyDir,
      at,
      live: deps.live,
      log: deps.log,
    });
    await signEveryoneOut(deps.db);
    deps.log(`Đã khôi phục về ${at.toISOString()} (${done.seconds.toFixed(1)} giây)`);
    return {
      restored_to: at.toISOString(),
      base_backup_at: done.base.stopped_at,
      safety_backup: safety.name,
      previous_data: done.previous,
      ...done.summary,
      seconds: Math.round(done.seconds * 10) / 10,
    };
  } finally {
    deps.maintenance.end();
    // Its next look makes a base backup on the new timeline.
    if (keeping) deps.keeper.start();
  }
}
