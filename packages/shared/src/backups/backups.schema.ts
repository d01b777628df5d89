import { z } from 'zod';
import { foldVietnamese } from '../text/fold';

/**
 * Why a backup was made: by hand, by the schedule, before new migrations at start-up, of the
 * data a restore from the screen is about to replace; or a file the owner uploaded to restore.
 */
export const BACKUP_KINDS = [
  'manual',
  'hourly',
  'daily',
  'monthly',
  'pre-migration',
  'pre-restore',
  'uploaded',
] as const;
export const backupKindSchema = z.enum(BACKUP_KINDS);
export type BackupKind = z.infer<typeof backupKindSchema>;

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  manual: 'Thủ công',
  hourly: 'Hằng giờ',
  daily: 'Hằng ngày',
  monthly: 'Hằng tháng',
  'pre-migration': 'Trước khi nâng cấp',
  'pre-restore': 'Trước khi khôi phục',
  uploaded: 'Tải lên',
};

/**
 * A backup file's name: `depot-YYYYMMDD-HHMMSS-<kind>.backup`, the time at the depot
 * (Asia/Ho_Chi_Minh). Anything else is refused, so a name can never point outside the folder.
 */
export const BACKUP_NAME_PATTERN =
  /^depot-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(manual|hourly|daily|monthly|pre-migration|pre-restore|uploaded)\.backup$/;

export const backupNameParamSchema = z.object({
  name: z.string().regex(BACKUP_NAME_PATTERN, 'Tên tệp sao lưu không hợp lệ'),
});

/** One backup file as the list shows it. */
export const backupRowSchema = z.object({
  name: z.string(),
  /** ISO time the snapshot was taken. */
  created_at: z.string(),
  size_bytes: z.number().int(),
  kind: backupKindSchema,
  /** Read back and checked (checksum, rows of each table) right after it was written. */
  verified: z.boolean(),
  /**
   * How many tables it holds, and the rows of the depot's own data (the address lists the app
   * ships left out); null when its header cannot be read.
   */
  tables: z.number().int().nullable(),
  rows: z.number().int().nullable(),
});
export type BackupRow = z.infer<typeof backupRowSchema>;

/**
 * Where the copies are: the backups' folder and its disk's free space, and the second copy
 * (BACKUP_DIR): null when it is not set; else its folder, whether it can be written now (and
 * why not), when a backup last reached it and its disk's free space.
 */
export const backupStorageSchema = z.object({
  dir: z.string(),
  free_bytes: z.number().nullable(),
  second: z
    .object({
      dir: z.string(),
      writable: z.boolean(),
      error: z.string().nullable(),
      last_written_at: z.string().nullable(),
      free_bytes: z.number().nullable(),
    })
    .nullable(),
});
export type BackupStorage = z.infer<typeof backupStorageSchema>;

/** The backup being made now (one at a time), since when; null when none is. */
export const backupRunningSchema = z.object({ started_at: z.string() }).nullable();
export type BackupRunning = z.infer<typeof backupRunningSchema>;

/**
 * GET /api/backups: the files, newest first, and the state of the backups: `warning` is set
 * when the last good backup is older than 26 hours (or there is none) or the last attempt failed.
 */
export const backupListSchema = z.object({
  rows: z.array(backupRowSchema),
  last_good_at: z.string().nullable(),
  last_failed_at: z.string().nullable(),
  /** What went wrong the last time, in Vietnamese; null when the last attempt succeeded. */
  last_error: z.string().nullable(),
  warning: z.boolean(),
  /** Where the copies are; `copy_warning` when there is no second copy or it cannot be written. */
  storage: backupStorageSchema,
  copy_warning: z.boolean(),
  /**
   * The databases earlier restores set aside (the data as it was before each), with their size:
   * kept until `npm run restore -- --drop-old` removes them.
   */
  set_aside: z.array(z.object({ name: z.string(), size_bytes: z.number() })),
  running: backupRunningSchema,
});
export type BackupList = z.infer<typeof backupListSchema>;

/**
 * The write-ahead log's archiving, for a restore to any minute (docs/decisions/0011-backups.md):
 * whether it runs (only on the embedded database; `error` says why not, or the archiver's last
 * failure), when a segment was last archived, the earliest minute a restore can go back to (the
 * oldest base backup kept) and the newest base backup.
 */
export const walStatusSchema = z.object({
  archiving: z.boolean(),
  error: z.string().nullable(),
  last_segment_at: z.string().nullable(),
  earliest_restore_point: z.string().nullable(),
  last_base_at: z.string().nullable(),
});
export type WalStatus = z.infer<typeof walStatusSchema>;

/** GET /api/backups/status: where the copies are, the log's archiving, one being made. */
export const backupStatusSchema = z.object({
  dir: z.string(),
  free_bytes: z.number().nullable(),
  second_copy: z.object({
    dir: z.string().nullable(),
    set: z.boolean(),
    writable: z.boolean(),
    error: z.string().nullable(),
    last_written_at: z.string().nullable(),
    free_bytes: z.number().nullable(),
  }),
  wal: walStatusSchema,
  running: backupRunningSchema,
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * GET /api/backups/:name/check: a backup file read whole and checked (as `npm run restore`
 * checks it) and what it holds, for the owner to see before restoring it.
 */
export const backupSummarySchema = z.object({
  name: z.string(),
  /** ISO time the snapshot was taken. */
  created_at: z.string(),
  kind: backupKindSchema,
  app_version: z.string(),
  /** The depot's name in its settings (`Tên kho`); null when it has none. */
  depot_name: z.string().nullable(),
  customers: z.number().int(),
  goods: z.number().int(),
  payments: z.number().int(),
  /** `PT-2611-0042`: the last payment numbered in it; null when it has none. */
  last_payment_number: z.string().nullable(),
  /** Rows of the depot's own data (the address lists the app ships left out). */
  rows: z.number().int(),
});
export type BackupSummary = z.infer<typeof backupSummarySchema>;

/** The words a restore asks for: the depot's name typed again (nothing else restores). */
export const RESTORE_CONFIRM_WRONG = 'Tên kho nhập chưa đúng: hãy gõ đúng tên kho để xác nhận';
/** What every other request is answered while a restore runs (503). */
export const RESTORING_MESSAGE =
  'Đang khôi phục dữ liệu, vui lòng đợi trong giây lát rồi tải lại trang';

/**
 * Whether the name typed is the depot's: compared without accents, case or extra spaces (the
 * owner confirming a restore on a phone keyboard); never an empty name.
 */
export function isDepotName(typed: string, depotName: string): boolean {
  const key = (s: string) => foldVietnamese(s).replace(/\s+/g, ' ').trim().toLowerCase();
  return key(depotName) !== '' && key(typed) === key(depotName);
}

/** POST /api/backups/:name/restore: the depot's current name, typed by the owner. */
export const restoreBodySchema = z.object({
  confirm: z.string({ error: RESTORE_CONFIRM_WRONG }).trim().min(1, RESTORE_CONFIRM_WRONG),
});
export type RestoreBody = z.input<typeof restoreBodySchema>;

/** What a restore did: the data now is the backup's; the data before it is kept twice. */
export const restoreResultSchema = z.object({
  restored: z.string(),
  /** The backup made of the data just before the restore. */
  safety_backup: z.string(),
  /** The database the data before it was renamed to (set aside for 7 days). */
  previous_database: z.string().nullable(),
  rows: z.number().int(),
  seconds: z.number(),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** The largest backup file the screen takes (a depot of millions of goods is a few hundred MB). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024 * 1024;
export const UPLOAD_TOO_LARGE = 'Tệp quá lớn để tải lên (tối đa 4 GB)';
export const UPLOAD_EMPTY = 'Chưa chọn tệp sao lưu để tải lên';

/** A database a restore set aside (`<db>_before_restore_YYYYMMDD_HHMMSS`): dropped by the owner. */
export const setAsideParamSchema = z.object({
  name: z.string().regex(/^[a-z0-9_]+_before_restore_\d{8}_\d{6}$/, 'Tên dữ liệu cũ không hợp lệ'),
});
export const setAsideDropSchema = z.object({ dropped: z.string() });
export const SET_ASIDE_NOT_FOUND = 'Không tìm thấy bản dữ liệu cũ này (có thể đã được xóa)';

export const RESTORE_AT_REQUIRED = 'Chọn thời điểm cần khôi phục về';
export const RESTORE_AT_FUTURE = 'Thời điểm khôi phục phải trước lúc này';

/**
 * POST /api/backups/restore-to: the moment the data goes back to (ISO, with its offset; the
 * screen sends a minute of the depot's clock) and the depot's name typed by the owner.
 */
export const restoreToBodySchema = restoreBodySchema.extend({
  at: z.iso.datetime({ offset: true, error: RESTORE_AT_REQUIRED }),
});
export type RestoreToBody = z.input<typeof restoreToBodySchema>;

/** What a restore to a moment did, and what the data holds now. */
export const restoreToResultSchema = z.object({
  /** The moment asked for (ISO). */
  restored_to: z.string(),
  /** The base backup the log was replayed from (its time, ISO). */
  base_backup_at: z.string(),
  /** The backup file made of the data just before the restore. */
  safety_backup: z.string(),
  /** The folder the database before it was moved to (kept 7 days); null when there was none. */
  previous_data: z.string().nullable(),
  customers: z.number().int(),
  goods: z.number().int(),
  payments: z.number().int(),
  last_payment_number: z.string().nullable(),
  seconds: z.number(),
});
export type RestoreToResult = z.infer<typeof restoreToResultSchema>;
