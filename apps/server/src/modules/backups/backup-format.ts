import {
  BACKUP_NAME_PATTERN,
  backupKindSchema,
  type BackupKind,
} from '@depot/shared/backups/backups.schema';
import { z } from 'zod';

/*
 * One backup is one gzip file. Inside, as text (what `zcat` shows):
 *
 *   {header JSON}\n                      format, app, time, migrations, tables, sequences
 *   {"table":"customers","rows":N}\n     then the table's `COPY … TO STDOUT` text, one row a
 *   …rows…                               line, ended by a line `\.` as in a pg_dump script:
 *   \.\n                                 the text format escapes every backslash in a value,
 *   … one section per table …            so no row can be that line
 *   {"end":true,"sha256":"…","bytes":N}  sha256 of every byte before this line
 *
 * Plain COPY text keeps the file readable with any tool and loads with COPY FROM at full speed;
 * the trailer tells a whole file from a cut one, gzip's CRC a damaged one.
 */

export const BACKUP_FORMAT = 'depot-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_APP = 'depot-back-office';
/** The line that ends a table's rows. */
export const END_OF_ROWS = '\\.\n';

const tableSchema = z.object({
  name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().min(0),
});
export type BackupTable = z.infer<typeof tableSchema>;

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  app: z.string(),
  app_version: z.string(),
  created_at: z.string(),
  kind: backupKindSchema,
  /** The database it was taken from, for the person reading the header. */
  database: z.string(),
  /** Rows of drizzle.__drizzle_migrations: which migrations the data is at. */
  migrations: z.array(z.object({ hash: z.string(), created_at: z.number() })),
  /** Tag of the last of those migrations in this app's journal (null if none). */
  last_migration: z.string().nullable(),
  /** In dependency order (parents first). */
  tables: z.array(tableSchema),
  /** Sequences are not transactional: their values travel beside the rows. */
  sequences: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      last_value: z.string().regex(/^-?\d+$/),
      is_called: z.boolean(),
    }),
  ),
});
export type BackupHeader = z.infer<typeof headerSchema>;

/**
 * The address lists the app ships (docs/decisions/0010-addresses-2025.md): the same in every
 * depot, tens of thousands of rows. `Số dòng dữ liệu` leaves them out: it counts the depot's own.
 */
const REFERENCE_TABLES = new Set([
  'provinces',
  'districts',
  'wards',
  'provinces_2025',
  'wards_2025',
  'ward_conversions',
  'reference_data_versions',
]);

/** The rows of the depot's own data in a backup: every table but the shipped address lists. */
export function depotRows(header: Pick<BackupHeader, 'tables'>): number {
  return header.tables.reduce((sum, t) => sum + (REFERENCE_TABLES.has(t.name) ? 0 : t.rows), 0);
}

export const sectionSchema = z.object({ table: z.string(), rows: z.number().int().min(0) });
export const trailerSchema = z.object({
  end: z.literal(true),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().min(0),
});

/** Vietnam has kept UTC+7 all year since 1975: the depot's wall clock is a fixed offset. */
export const DEPOT_OFFSET_MS = 7 * 3600_000;

/** The depot's wall-clock fields of an instant. */
export function depotClock(at: Date) {
  const d = new Date(at.getTime() + DEPOT_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDD-HHMMSS` at the depot: the time in every name the backups give. */
export function depotStamp(at: Date): string {
  const c = depotClock(at);
  const day = `${pad(c.year, 4)}${pad(c.month)}${pad(c.day)}`;
  return `${day}-${pad(c.hour)}${pad(c.minute)}${pad(c.second)}`;
}

/** `depot-YYYYMMDD-HHMMSS-<kind>.backup`, the time at the depot. */
export function backupName(at: Date, kind: BackupKind): string {
  return `depot-${depotStamp(at)}-${kind}.backup`;
}

/** The time and kind a backup's name says; undefined for any other name. */
export function parseBackupName(name: string): { at: Date; kind: BackupKind } | undefined {
  const m = BACKUP_NAME_PATTERN.exec(name);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - DEPOT_OFFSET_MS);
  if (Number.isNaN(at.getTime())) return undefined;
  return { at, kind: m[7] as BackupKind };
}

/** A backup, or its restore, refused for a reason the person can act on (Vietnamese). */
export class BackupError extends Error {}

export const BACKUP_MESSAGES = {
  notBackup: 'Tệp này không phải là tệp sao lưu của phần mềm chành xe.',
  damaged: 'Tệp sao lưu bị hỏng (dữ liệu không khớp mã kiểm tra). Hãy dùng một bản sao lưu khác.',
  truncated: 'Tệp sao lưu không đầy đủ (bị cắt ngang). Hãy dùng một bản sao lưu khác.',
  newer:
    'Tệp sao lưu được tạo bởi phiên bản phần mềm mới hơn phiên bản đang chạy. ' +
    'Hãy cập nhật phần mềm rồi khôi phục lại.',
  newerFormat: 'Tệp sao lưu có định dạng mới hơn phiên bản phần mềm này. Hãy cập nhật phần mềm.',
} as const;
