/**
 * `npm run backup`: one backup of the database the server uses (DATABASE_URL, or the embedded
 * one under DATA_DIR, reached while the server runs) into DATA_DIR/backups, copied to
 * BACKUP_DIR when set. Prints where it went, its size and how long it took.
 */
import { loadConfig } from '../../config';
import { BackupError } from './backup-format';
import { backupsDirOf } from './backup-store';
import { failureMessage, makeBackup } from './backups.service';
import { openCliDatabase } from './cli-database';
import pg from 'pg';

const log = (message: string) => console.log(`[sao lưu] ${message}`);

async function main() {
  const config = loadConfig();
  const database = await openCliDatabase(config, { stopped: false, log });
  log(`Cơ sở dữ liệu: ${database.mode}`);
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 2,
    application_name: 'depot-backup',
  });
  try {
    const place = { dir: backupsDirOf(config.dataDir), copyDir: config.backupDir };
    const made = await makeBackup(pool, place, 'manual');
    log(`Đã sao lưu vào ${made.file}`);
    if (made.copy) log(`Bản chép: ${made.copy}`);
    log(
      `${(made.size_bytes / 1e6).toFixed(1)} MB, ${made.seconds.toFixed(1)} s ` +
        `(${made.tables} bảng, ${made.rows.toLocaleString('vi-VN')} dòng, đã kiểm tra lại)`,
    );
  } finally {
    await pool.end();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `[sao lưu] ${error instanceof BackupError ? error.message : failureMessage(error)}`,
  );
  if (!(error instanceof BackupError) && error instanceof Error) {
    console.error(`[sao lưu] Chi tiết: ${error.message}`);
  }
  process.exit(1);
});
