import {
  isDepotName,
  RESTORE_CONFIRM_WRONG,
  type RestoreResult,
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
import { restoreBackup } from './restore';

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

export async function restoreFromScreen(
  deps: RestoreDeps,
  name: string,
  confirm: string,
): Promise<RestoreResult> {
  const settings = await getSettings(systemContext(deps.db));
  if (!isDepotName(confirm, settings.depot_name)) {
    throw new BadRequestError(RESTORE_CONFIRM_WRONG, { confirm: RESTORE_CONFIRM_WRONG });
  }
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
