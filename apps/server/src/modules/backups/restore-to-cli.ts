import { existsSync } from 'node:fs';
import path from 'node:path';
import { depotInstant, formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import type { Config } from '../../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded';
import { DataDirLockedError, lockDataDir } from '../../db/server-lock';
import { BackupError } from './backup-format';
import { backupsDirOf } from './backup-store';
import { restoreToMoment } from './point-in-time';
import { appWalPlaces } from './wal-archive';

/**
 * `npm run restore -- --to "YYYY-MM-DD HH:mm"` (docs/decisions/0011-backups.md): the command
 * for a machine whose app cannot start, or a new machine with only the second copy. The server
 * must be stopped. The cluster there now is started first, when it can be, so what it wrote
 * last reaches the archive; a lost one is restored from the archives alone. `latest`: up to the
 * last write archived.
 */
export async function restoreToFromCommand(
  config: Config,
  value: string,
  log: (message: string) => void,
): Promise<void> {
  if (config.databaseUrl) {
    throw new BackupError(
      'Khôi phục về một thời điểm chỉ dùng cho cơ sở dữ liệu nhúng; với DATABASE_URL hãy dùng ' +
        'pgBackRest hoặc dịch vụ của nhà cung cấp (xem README).',
    );
  }
  const at = value === 'latest' ? null : depotInstant(value);
  if (value !== 'latest' && !at) {
    throw new BackupError(`Thời điểm "${value}" không hợp lệ: hãy viết dạng "2026-11-28 14:37".`);
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `Máy chủ đang chạy trên thư mục dữ liệu ${config.dataDir}. ` +
        'Hãy dừng máy chủ (Ctrl-C) rồi chạy lại lệnh khôi phục, hoặc khôi phục từ màn hình Sao lưu.',
    );
  }
  let live: EmbeddedDatabase | undefined;
  try {
    // Never a new empty cluster in place of a lost one: only one whose files are there.
    if (existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
      live = await startEmbeddedPostgres(config.dataDir, log, [], {
        archive: appWalPlaces(config),
      }).catch((error: unknown) => {
        log(`Dữ liệu hiện tại không khởi động được (${String(error)}): khôi phục từ bản lưu.`);
        return undefined;
      });
    }
    log(
      at ? `Khôi phục về ${formatDepotDateTime(at.toISOString())}…` : 'Khôi phục tới lần ghi cuối…',
    );
    const done = await restoreToMoment({
      dataDir: config.dataDir,
      backupsDir: backupsDirOf(config.dataDir),
      copyDir: config.backupDir,
      at,
      // Stopped for the swap; the server starts it again.
      live: live && { url: live.url, stop: live.stop, start: async () => {} },
      log,
    });
    log(
      `Đã khôi phục từ bản gốc ${done.base.name} sau ${done.seconds.toFixed(1)} s: ` +
        `${done.summary.customers} khách hàng, ${done.summary.goods} hàng hóa, ` +
        `${done.summary.payments} phiếu thu (cuối: ${done.summary.last_payment_number ?? 'không có'}).`,
    );
    if (done.previous) {
      const kept = path.join(config.dataDir, done.previous);
      log(`Dữ liệu trước khi khôi phục được giữ 7 ngày trong ${kept}.`);
    }
    log('Mọi người cần đăng nhập lại. Khởi động máy chủ bằng: npm start');
  } finally {
    await live?.stop().catch(() => {});
    release();
  }
}
