import type pg from 'pg';
import { BackupError } from './backup-format';
import { failureMessage, makeBackup, type BackupPlace, type MadeBackup } from './backups.service';
import { appliedMigrations, hasData } from './database-catalog';
import { pendingOf, readJournal } from './migrations-level';

/**
 * Before the start-up applies new migrations to a database that holds data, a backup of it as
 * it is (kind pre-migration): a migration that goes wrong on real data can then be undone by a
 * restore. A new or empty database has nothing to keep. When the backup fails the start stops,
 * with nothing migrated: upgrading money data without a way back is worse than not starting.
 */
export async function backupBeforeMigrations(
  pool: pg.Pool,
  place: BackupPlace,
  log: (message: string) => void,
): Promise<MadeBackup | undefined> {
  const client = await pool.connect();
  let pending: number;
  try {
    const applied = await appliedMigrations(client);
    if (applied.length === 0) return undefined;
    pending = pendingOf(await readJournal(), applied).length;
    if (pending === 0 || !(await hasData(client))) return undefined;
  } finally {
    client.release();
  }
  log(`Có ${pending} bản cập nhật cơ sở dữ liệu mới: sao lưu dữ liệu trước khi áp dụng…`);
  try {
    const made = await makeBackup(pool, place, 'pre-migration');
    log(`Đã sao lưu: ${made.file} (${(made.size_bytes / 1e6).toFixed(1)} MB)`);
    return made;
  } catch (error) {
    throw new BackupError(
      `Không sao lưu được trước khi nâng cấp cơ sở dữ liệu: ${failureMessage(error)} ` +
        'Cơ sở dữ liệu chưa bị thay đổi; hãy khắc phục rồi khởi động lại.',
    );
  }
}
