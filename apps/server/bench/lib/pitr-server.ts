/**
 * The real server for the restore-to-a-moment bench: src/server.ts in its own process, from
 * the sources through tsx, on the embedded cluster of DATA_DIR (archiving its log, with its
 * WalKeeper) and the second copy BACKUP_DIR, as a depot runs it. Also the restore command, run
 * as a new machine would run it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Credentials = { username: string; password: string };
export type Folders = { dataDir: string; backupDir: string };

export type DepotServer = {
  base: string;
  pid: number;
  /** Resolves when the process is gone (killed or stopped). */
  exited: Promise<number | null>;
  /** The server's last lines, to explain a failure. */
  tail: string[];
};

/** Everything the machine would not have: no DATABASE_URL, no phone HTTPS port. */
function serverEnv(folders: Folders, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: folders.dataDir,
    BACKUP_DIR: folders.backupDir,
    ...extra,
  };
}

/** Starts src/server.ts on 127.0.0.1 and a free port; resolves once it listens. */
export async function startDepotServer(
  folders: Folders,
  admin: Credentials,
  onStart: (child: ChildProcess) => void,
): Promise<DepotServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src/server.ts')],
    {
      cwd: serverDir,
      env: serverEnv(folders, {
        HOST: '127.0.0.1',
        PORT: '0',
        HTTPS_PORT: 'off',
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  onStart(child);
  const tail: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        tail.splice(0, Math.max(0, tail.length - 20));
        const ready = /^\[chanh-xe\].*(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (ready) resolve(ready[1]!);
      });
    }
    void exited.then((code) =>
      reject(new Error(`Máy chủ dừng khi khởi động (mã ${code}): ${tail.join(' | ')}`)),
    );
  });
  return { base, pid: child.pid!, exited, tail };
}

export async function signIn(base: string, admin: Credentials): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`Đăng nhập thất bại: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type WalState = { archiving: boolean; earliest_restore_point: string | null; error: string | null };

/** Waits until the log is archived and the first base backup exists (a restore is possible). */
export async function waitForRestorePoint(
  base: string,
  token: string,
  timeoutMs = 180_000,
): Promise<WalState> {
  const deadline = Date.now() + timeoutMs;
  let wal: WalState | undefined;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/backups/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.ok) {
      wal = ((await res.json()) as { data: { wal: WalState } }).data.wal;
      if (wal.archiving && wal.earliest_restore_point) return wal;
    }
    await sleep(500);
  }
  throw new Error(`Chưa có điểm khôi phục sau ${timeoutMs / 1000} s: ${JSON.stringify(wal)}`);
}

/**
 * `node --import tsx src/modules/backups/restore-cli.ts --to latest` with only the folders in
 * its environment, as README tells a new machine; its exit code, output and duration.
 */
export function runRestoreCommand(
  folders: Folders,
  onStart: (child: ChildProcess) => void,
): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/backups/restore-cli.ts', '--to', 'latest'],
    { cwd: serverDir, env: serverEnv(folders), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  onStart(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ code, output, seconds: (performance.now() - started) / 1000 }),
    ),
  );
}
