import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataDir: string;
const running: ChildProcess[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs src/server.ts as `npm start` would run the bundle, on the shared test data folder. */
function startServer(env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(
  started: Started,
  pattern: RegExp,
  timeoutMs = 40_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(started.output());
    if (match) return match;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}; output:\n${started.output()}`);
}

const READY = /(?:Sẵn sàng: mở|API sẵn sàng tại) http:\/\/127\.0\.0\.1:(\d+)/;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'depot-process-'));
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server process on its embedded database', { timeout: 120_000 }, () => {
  it('creates the first superadmin, refuses a second server, recovers after kill -9 and stops cleanly', async () => {
    const first = startServer({ ADMIN_USERNAME: 'quantri', ADMIN_PASSWORD: 'mat-khau-dau-tien' });
    const port = (await waitFor(first, READY))[1];
    expect(first.output()).toContain('Đã tạo tài khoản quản trị đầu tiên: quantri');
    const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'quantri', password: 'mat-khau-dau-tien' }),
    });
    expect(login.status).toBe(200);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('đang được một máy chủ khác sử dụng');

    first.child.kill('SIGKILL');
    await first.exited;
    // The killed server's PostgreSQL is still running on the folder.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

    const third = startServer();
    const port3 = (await waitFor(third, READY))[1];
    expect(third.output()).toContain('Dừng PostgreSQL còn chạy từ lần trước');
    expect(third.output()).not.toContain('Đã tạo tài khoản quản trị đầu tiên');
    const health = await fetch(`http://127.0.0.1:${port3}/api/health`);
    expect(await health.json()).toMatchObject({ data: { database: 'ok' } });

    const stoppedAt = Date.now();
    third.child.kill('SIGTERM');
    expect(await third.exited, third.output()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('prints a random password for `admin` when none is configured', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'depot-process-'));
    const previous = dataDir;
    dataDir = fresh;
    try {
      const server = startServer();
      await waitFor(server, READY);
      const printed = /Tên đăng nhập: admin\s+Mật khẩu: (\S+)/.exec(server.output());
      expect(printed?.[1]?.length).toBeGreaterThanOrEqual(10);
      server.child.kill('SIGINT');
      expect(await server.exited, server.output()).toBe(0);
    } finally {
      dataDir = previous;
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
