import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Crash recovery of the embedded database: a postmaster killed with -9 whose new parent has
// not reaped it yet is a zombie that still answers signal 0, and PostgreSQL then refuses to
// start on its lock file; the server used to die with "Không khởi động được máy chủ: undefined".
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY = /(?:Sẵn sàng: mở|API sẵn sàng tại) http:\/\/127\.0\.0\.1:(\d+)/;
let dataDir: string;
const running: ChildProcess[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(started.output());
    if (match) return match;
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}; output:\n${started.output()}`);
}

function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

/**
 * A zombie that stays one: its parent, `sleep` after exec, never waits for its children. Owned
 * by the user PostgreSQL runs as (`postgres` under root), as a killed postmaster is: signal 0
 * to another user's process fails with EPERM, which PostgreSQL takes for "not running".
 */
async function makeZombie(): Promise<number> {
  const asPostgres =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
  // The child outlives the shell's own steps: ended before the `exec`, the shell could reap it
  // (seen once on a loaded machine: no zombie to point at).
  const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    ...asPostgres,
  });
  running.push(parent);
  const pid = await new Promise<number>((resolve) =>
    parent.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
  );
  for (let i = 0; i < 50 && processState(pid) !== 'Z'; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(processState(pid)).toBe('Z');
  return pid;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'depot-recovery-'));
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(process.platform === 'linux')('start after a kill -9', { timeout: 150_000 }, () => {
  it('starts at the first try while the killed postmaster is a zombie', async () => {
    const first = startServer();
    await waitFor(first, READY);
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    first.child.kill('SIGKILL');
    await first.exited;
    process.kill(postmaster, 'SIGKILL');
    // The lock file now names a zombie, as when init has not reaped the postmaster yet.
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    lines[0] = String(await makeZombie());
    writeFileSync(pidFile, lines.join('\n'));

    const second = startServer();
    const port = (await waitFor(second, READY))[1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ data: { database: 'ok' } });
    expect(second.output()).not.toContain('undefined');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('prints PostgreSQL’s own error when it cannot start, never `undefined`', async () => {
    appendFileSync(path.join(dataDir, 'pg', 'postgresql.conf'), "\nshared_buffers = 'nhiều'\n");
    const server = startServer();
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      'Không khởi động được máy chủ: PostgreSQL nhúng không khởi động được',
    );
    expect(server.output()).toContain('shared_buffers');
    expect(server.output()).not.toContain('undefined');
  });
});
