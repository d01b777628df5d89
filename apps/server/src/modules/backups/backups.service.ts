import path from 'node:path';
import type {
  BackupKind,
  BackupList,
  BackupRow,
  BackupStatus,
  WalStatus,
} from '@depot/shared/backups/backups.schema';
import type pg from 'pg';
import { AppError, NotFoundError } from '../../errors';
import { BackupError } from './backup-format';
import { backupStorage } from './backup-places';
import { readFailure, recordFailure } from './backup-manifest';
import { applyRetention, cleanPartials, copyBackup, listBackupFiles } from './backup-store';
import { BackupRunningError, runningBackup, takeBackupTurn } from './backup-turn';
import { writeBackup, type WrittenBackup } from './backup-writer';

/** Where backups go: the data folder's, and a second folder when BACKUP_DIR is set. */
export type BackupPlace = { dir: string; copyDir?: string };

/** A warning shows when the newest good backup is older than this (a missed night and more). */
export const STALE_AFTER_MS = 26 * 3600_000;

export type MadeBackup = WrittenBackup & { copy?: string };

/**
 * What a failure says to a person: ours as written, a full or locked disk by name, anything else
 * as one Vietnamese line (its English detail goes to the log, never to a reply).
 */
export function failureMessage(error: unknown): string {
  if (error instanceof BackupError || error instanceof AppError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return 'Không đủ chỗ trống trên ổ đĩa để sao lưu.';
  if (code === 'EACCES' || code === 'EPERM') return 'Không có quyền ghi vào thư mục sao lưu.';
  return 'Sao lưu không thành công do lỗi hệ thống; chi tiết ở nhật ký của máy chủ.';
}

/**
 * Makes one backup now (see writeBackup), copies it to BACKUP_DIR when set, and, for the
 * scheduled kinds, deletes what the retention plan lets go. A failure is recorded in the
 * backups folder (the list's warning) and thrown on.
 */
export async function makeBackup(
  pool: pg.Pool,
  place: BackupPlace,
  kind: BackupKind,
  now?: Date,
): Promise<MadeBackup> {
  let release: (() => Promise<void>) | undefined;
  try {
    release = await takeBackupTurn(pool);
    await cleanPartials(place.dir).catch(() => []);
    const made: MadeBackup = await writeBackup(pool, { dir: place.dir, kind, now });
    if (place.copyDir) {
      try {
        made.copy = await copyBackup(made.file, place.copyDir);
      } catch (error) {
        throw new BackupError(
          `Đã sao lưu vào ${place.dir} nhưng không chép được sang ${place.copyDir}: ` +
            failureMessage(error),
        );
      }
    }
    if (kind === 'hourly' || kind === 'daily' || kind === 'monthly') {
      const at = now ?? new Date();
      await applyRetention(place.dir, at);
      if (place.copyDir) await applyRetention(place.copyDir, at);
    }
    return made;
  } catch (error) {
    // A backup already running is no failure of this one: nothing to warn about.
    if (error instanceof BackupRunningError) throw error;
    await recordFailure(place.dir, {
      at: (now ?? new Date()).toISOString(),
      kind,
      message: failureMessage(error),
    });
    throw error;
  } finally {
    await release?.();
  }
}

/** The row the list shows for a backup just made. */
export function rowOf(made: WrittenBackup): BackupRow {
  return {
    name: made.name,
    created_at: made.created_at,
    size_bytes: made.size_bytes,
    kind: made.kind,
    verified: true,
    tables: made.tables,
    rows: made.data_rows ?? made.rows,
  };
}

/**
 * When the depot was set up: its first account (seeded at the first start). Null when the
 * database cannot say: the list still answers, and warns.
 */
export async function depotSince(pool: pg.Pool): Promise<Date | null> {
  try {
    const { rows } = await pool.query<{ since: Date | null }>(
      'select min(created_at) as since from users',
    );
    return rows[0]?.since ?? null;
  } catch {
    return null;
  }
}

/**
 * The databases earlier restores set aside (`<db>_before_restore_<time>`, restore.ts), with their
 * size: they stay, taking disk space, until the owner runs `npm run restore -- --drop-old`.
 * Empty when the database cannot say.
 */
export async function setAsideDatabases(pool: pg.Pool): Promise<BackupList['set_aside']> {
  try {
    const { rows } = await pool.query<{ name: string; size: string }>(
      `select datname as name, pg_database_size(datname)::bigint as size from pg_database
       where starts_with(datname, current_database() || '_before_restore_') order by 1`,
    );
    return rows.map((r) => ({ name: r.name, size_bytes: Number(r.size) }));
  } catch {
    return [];
  }
}

/**
 * The backups of the folder, newest first, with the state the admin screen warns about. With no
 * good backup yet, the data is at risk from the depot's first day: a depot set up today is not
 * warned before the schedule has had its 26 hours (`since`, depotSince).
 */
export async function listBackups(
  dir: string,
  {
    now = new Date(),
    since = null,
    copyDir,
    setAside = [],
    running = null,
  }: {
    now?: Date;
    since?: Date | null;
    copyDir?: string;
    setAside?: BackupList['set_aside'];
    running?: BackupList['running'];
  } = {},
): Promise<BackupList> {
  const rows = await listBackupFiles(dir);
  const lastGood = rows.find((r) => r.verified)?.created_at ?? null;
  const failure = await readFailure(dir);
  const failedLast =
    failure !== undefined && (lastGood === null || failure.at.localeCompare(lastGood) > 0);
  const safeFrom = lastGood === null ? (since?.getTime() ?? 0) : Date.parse(lastGood);
  const stale = now.getTime() - safeFrom > STALE_AFTER_MS;
  const storage = await backupStorage(dir, copyDir);
  return {
    rows,
    last_good_at: lastGood,
    last_failed_at: failure?.at ?? null,
    last_error: failedLast ? failure.message : null,
    warning: stale || failedLast,
    storage,
    copy_warning: storage.second === null || !storage.second.writable,
    set_aside: setAside,
    running,
  };
}

/** GET /backups/status: the copies' places (backupStorage), the log's archiving, one running. */
export async function backupStatus(
  pool: pg.Pool,
  place: BackupPlace,
  wal: () => Promise<WalStatus>,
): Promise<BackupStatus> {
  const storage = await backupStorage(place.dir, place.copyDir);
  const second = storage.second;
  return {
    dir: storage.dir,
    free_bytes: storage.free_bytes,
    second_copy: {
      dir: second?.dir ?? null,
      set: second !== null,
      writable: second?.writable ?? false,
      error: second?.error ?? null,
      last_written_at: second?.last_written_at ?? null,
      free_bytes: second?.free_bytes ?? null,
    },
    wal: await wal(),
    running: await runningBackup(pool).catch(() => null),
  };
}

/** The path of a listed backup; 404 for a name that is not one (the route checked its shape). */
export async function backupFile(dir: string, name: string): Promise<string> {
  const rows = await listBackupFiles(dir);
  if (!rows.some((r) => r.name === name)) throw new NotFoundError('Không tìm thấy bản sao lưu');
  return path.join(dir, name);
}
