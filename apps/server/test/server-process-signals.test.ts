import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { processesIn } from '../src/db/postmaster';

// What a supervisor (systemd, Docker) does: signal the pid it started, `npm start`, alone.
// npm passes SIGTERM to `sh -c`, which does not pass it on to the server.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const READY =
  /Sẵn sàng: mở http:\/\/127\.0\.0\.1:(\d+)|API sẵn sàng tại http:\/\/127\.0\.0\.1:(\d+)/;
const running: ChildProcess[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) {
    for (const pid of processesIn(path.join(dir, 'pg'))) process.kill(pid, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
});

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function within(ms: number, done: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await done()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not done within ${ms} ms`);
}

async function startNpm(): Promise<{ npm: ChildProcess; port: number; dataDir: string }> {
  // A folder of its own, directly under the temporary folder: reachable by `postgres` as root.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'depot-signal-'));
  folders.push(dataDir);
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(npm);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  let match: RegExpExecArray | null = null;
  await within(150_000, async () => {
    match = READY.exec(output);
    if (!match && npm.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    return match !== null;
  });
  const port = Number(match![1] ?? match![2]);
  return { npm, port, dataDir };
}

async function expectAllStopped(port: number, dataDir: string) {
  const pgDir = path.join(dataDir, 'pg');
  const lock = path.join(dataDir, 'server.lock');
  const pid = path.join(pgDir, 'postmaster.pid');
  // Stopped means all of it: the port closed, PostgreSQL gone, and the server's lock released,
  // which the server does last, just after PostgreSQL has stopped.
  const elapsed = await within(10_000, async () => {
    const listening = await isListening(port);
    return !listening && processesIn(pgDir).length === 0 && !existsSync(lock);
  });
  expect(elapsed).toBeLessThan(10_000);
  expect(existsSync(lock)).toBe(false);
  expect(existsSync(pid)).toBe(false);
}

describe.runIf(process.platform === 'linux')(
  '`npm start` under a supervisor',
  { timeout: 240_000 },
  () => {
    it('stops the server and its PostgreSQL within 10 s of a SIGTERM to the npm pid alone', async () => {
      const { npm, port, dataDir } = await startNpm();
      expect(await isListening(port)).toBe(true);
      expect(processesIn(path.join(dataDir, 'pg')).length).toBeGreaterThan(0);
      process.kill(npm.pid!, 'SIGTERM');
      await expectAllStopped(port, dataDir);
    });

    it('stops the server and its PostgreSQL when npm is killed outright', async () => {
      const { npm, port, dataDir } = await startNpm();
      process.kill(npm.pid!, 'SIGKILL');
      await expectAllStopped(port, dataDir);
    });
  },
);
