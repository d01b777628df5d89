import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** A data folder the embedded PostgreSQL cannot reach, with what to do about it. */
export class DataDirAccessError extends Error {}

/** The `postgres` system user's uid and groups; none when the user does not exist yet. */
function postgresUser(): { uid: number | undefined; gids: number[] } {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)
      .map(Number);
    return { uid, gids };
  } catch {
    return { uid: undefined, gids: [] };
  }
}

/** The ancestors of `dir` that `postgres` may not enter (no search permission for it). */
export function unreachableAncestors(dir: string): string[] {
  const { uid, gids } = postgresUser();
  const blocked: string[] = [];
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    const stat = statSync(current, { throwIfNoEntry: false });
    if (stat) {
      const bit = stat.uid === uid ? 0o100 : gids.includes(stat.gid) ? 0o010 : 0o001;
      if ((stat.mode & bit) === 0) blocked.unshift(current);
    }
    if (current === path.dirname(current)) break;
  }
  return blocked;
}

/**
 * As root, the embedded PostgreSQL runs as the `postgres` user, which must pass through every
 * folder above the data folder; otherwise initdb fails with a bare "Permission denied" (a
 * `mktemp -d` folder is 0700). Checked before PostgreSQL starts, with the fix in plain words.
 */
export function assertReachableByPostgres(dataDir: string): void {
  const blocked = unreachableAncestors(dataDir);
  if (blocked.length === 0) return;
  const folders = blocked.join(', ');
  throw new DataDirAccessError(
    `Không dùng được thư mục dữ liệu ${dataDir}: khi máy chủ chạy bằng root, PostgreSQL nhúng ` +
      `chạy bằng người dùng hệ thống "postgres", và người dùng này không được phép đi vào ` +
      `thư mục ${folders}. Hãy cho phép đi qua: chmod o+x ${blocked.join(' ')} ` +
      `— hoặc đặt DATA_DIR ở một thư mục khác mà mọi người dùng đều đi qua được ` +
      `(ví dụ /var/lib/chanh-xe).`,
  );
}
