import { rm, statfs, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BackupStorage } from '@depot/shared/backups/backups.schema';
import { listBackupFiles } from './backup-store';

/**
 * Where the copies are (docs/decisions/0011-backups.md): the data folder's backups and the
 * second copy (BACKUP_DIR), whether that one is set and can be written now, when it was last
 * written, and the free space of each disk. An owner reads from it whether a lost disk would
 * take the backups with it.
 */

/** Free bytes for an unprivileged writer on the disk of `dir`; null when it cannot be read. */
async function freeBytes(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

/** Whether a file can be made in `dir` now: a small file written and removed. */
async function writable(dir: string): Promise<string | null> {
  const probe = path.join(dir, `.depot-write-check-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, 'ok', { mode: 0o600 });
    await rm(probe, { force: true });
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') return 'Ổ đĩa của bản sao thứ hai đã đầy.';
    if (code === 'EACCES' || code === 'EPERM')
      return 'Không có quyền ghi vào thư mục bản sao thứ hai.';
    return 'Không ghi được vào thư mục bản sao thứ hai (ổ đĩa chưa cắm hoặc thư mục không tồn tại).';
  }
}

export async function backupStorage(dir: string, copyDir?: string): Promise<BackupStorage> {
  const free = await freeBytes(dir);
  if (!copyDir) {
    return { dir, free_bytes: free, second: null };
  }
  const error = await writable(copyDir);
  const newest = error === null ? (await listBackupFiles(copyDir))[0] : undefined;
  return {
    dir,
    free_bytes: free,
    second: {
      dir: copyDir,
      writable: error === null,
      error,
      last_written_at: newest?.created_at ?? null,
      free_bytes: error === null ? await freeBytes(copyDir) : null,
    },
  };
}
