/**
 * `npm run restore -- <file>`: replaces the server's database with a backup (the server must be
 * stopped). `npm run restore -- --to "YYYY-MM-DD HH:mm"` (or `--to latest`): the embedded
 * database as it was at that minute of the depot's clock, from the archived log
 * (restore-to-cli.ts). `npm run restore -- --drop-old`: drops the databases earlier restores
 * set aside.
 */
import path from 'node:path';
import { loadConfig } from '../../config';
import { BackupError } from './backup-format';
import { openCliDatabase } from './cli-database';
import { dropPreviousDatabases, restoreBackup } from './restore';
import { restoreToFromCommand } from './restore-to-cli';

const log = (message: string) => console.log(`[khôi phục] ${message}`);

const USAGE =
  'Cách dùng: npm run restore -- <tệp .backup>   (khôi phục; máy chủ phải đang dừng)\n' +
  '           npm run restore -- --to "YYYY-MM-DD HH:mm"   (về một phút, giờ của kho)\n' +
  '           npm run restore -- --to latest     (tới lần ghi cuối cùng còn lưu, ví dụ khi mất ổ đĩa)\n' +
  '           npm run restore -- --drop-old      (xóa dữ liệu cũ mà các lần khôi phục trước giữ lại)';

async function main() {
  const args = process.argv.slice(2);
  const dropOld = args.includes('--drop-old');
  const toAt = args.indexOf('--to');
  if (toAt >= 0) {
    const value = args[toAt + 1];
    if (!value) {
      console.error(USAGE);
      process.exit(2);
    }
    await restoreToFromCommand(loadConfig(), value, log);
    return;
  }
  const file = args.find((a) => !a.startsWith('--'));
  if (!dropOld && !file) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openCliDatabase(config, { stopped: true, log });
  try {
    if (dropOld) {
      const dropped = await dropPreviousDatabases(database.url);
      log(dropped.length ? `Đã xóa: ${dropped.join(', ')}` : 'Không có dữ liệu cũ nào để xóa.');
      return;
    }
    const full = path.resolve(process.env.INIT_CWD || process.cwd(), file!);
    log(`Kiểm tra tệp ${full}…`);
    const done = await restoreBackup(full, database.url, { log });
    log(
      `Đã khôi phục ${done.rows.toLocaleString('vi-VN')} dòng của ${done.tables} bảng ` +
        `vào cơ sở dữ liệu ${done.database} sau ${done.seconds.toFixed(1)} s` +
        (done.migrated > 0 ? ` (đã nâng cấp qua ${done.migrated} bản cập nhật).` : '.'),
    );
    if (done.previous) {
      log(`Dữ liệu trước khi khôi phục được giữ trong cơ sở dữ liệu ${done.previous}.`);
      log('Khi đã kiểm tra mọi thứ đúng, xóa nó bằng: npm run restore -- --drop-old');
    }
    log('Mọi người cần đăng nhập lại. Khởi động máy chủ bằng: npm start');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError) {
    console.error(`[khôi phục] Không khôi phục: ${error.message}`);
    console.error('[khôi phục] Dữ liệu hiện tại không bị thay đổi.');
  } else {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`[khôi phục] Khôi phục không thành công do lỗi hệ thống (${detail}).`);
    console.error('[khôi phục] Dữ liệu hiện tại không bị thay đổi.');
  }
  process.exit(1);
});
