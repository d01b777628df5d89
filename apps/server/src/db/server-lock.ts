import fs from 'node:fs';
import path from 'node:path';
import { isProcessOf } from '../lib/process-alive';

export class DataDirLockedError extends Error {}

/** A live Node process: after a reboot the lock's pid may have been given to anything else. */
function isOtherServer(pid: number): boolean {
  return isProcessOf(pid, 'node');
}

/**
 * Takes the lock of a data folder so two servers never share one embedded cluster.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isOtherServer(owner)) {
        throw new DataDirLockedError(
          `Thư mục dữ liệu ${dataDir} đang được một máy chủ khác sử dụng (PID ${owner}). ` +
            'Hãy dừng máy chủ đó, hoặc chọn DATA_DIR khác.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Không thể khóa thư mục dữ liệu ${dataDir}`);
}
