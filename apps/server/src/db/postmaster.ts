import { readdirSync, readlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isProcessAlive, isProcessOf, processArguments } from '../lib/process-alive';

type Log = (message: string) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (done()) return true;
    await sleep(100);
  }
  return done();
}

/**
 * Whether `pid` is a PostgreSQL serving `pgDir`. After a reboot the number in postmaster.pid may
 * belong to an unrelated process, which must never be signalled (we may be root).
 */
export function isPostmasterOf(pid: number, pgDir: string): boolean {
  if (!isProcessOf(pid, 'postgres')) return false;
  const args = processArguments(pid);
  if (args === undefined) return true;
  const dirIndex = args.indexOf('-D');
  return dirIndex >= 0 && path.resolve(args[dirIndex + 1] ?? '') === path.resolve(pgDir);
}

/**
 * Live processes working in `pgDir`: every PostgreSQL process (postmaster and backends) runs in
 * its data folder. Backends of a killed postmaster live on briefly and still hold its shared
 * memory. Empty where there is no /proc.
 */
export function processesIn(pgDir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const target = path.resolve(pgDir);
  return entries.map(Number).filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === target && isProcessOf(pid, 'postgres');
    } catch {
      return false; // gone meanwhile, or not ours to read
    }
  });
}

async function readLockPid(pidFile: string): Promise<number | undefined> {
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Makes the data folder startable after a server or its PostgreSQL was killed. A postmaster
 * left running (the server was killed) is asked for a fast shutdown, killed as a last resort.
 * A killed postmaster not yet reaped by its new parent is a zombie: it answers signal 0, so
 * PostgreSQL refuses its lock file ("lock file already exists") until init reaps it. We hold
 * the server lock, so once no process works in the folder any more that lock file is stale and
 * is removed; PostgreSQL recovers from its WAL as after any crash.
 */
export async function clearOrphanPostmaster(pgDir: string, log: Log): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const pid = await readLockPid(pidFile);
  if (pid === undefined) return;
  if (isPostmasterOf(pid, pgDir)) {
    log(`Dừng PostgreSQL còn chạy từ lần trước (PID ${pid})`);
    process.kill(pid, 'SIGINT');
    if (!(await waitUntil(() => !isProcessAlive(pid), 10_000))) {
      process.kill(pid, 'SIGKILL');
      await waitUntil(() => !isProcessAlive(pid), 5_000);
    }
  }
  // Backends of a postmaster that died notice it within a moment and exit.
  if (!(await waitUntil(() => processesIn(pgDir).length === 0, 5_000))) {
    for (const orphan of processesIn(pgDir)) process.kill(orphan, 'SIGKILL');
    await waitUntil(() => processesIn(pgDir).length === 0, 3_000);
  }
  const stillListed = await readLockPid(pidFile);
  if (stillListed === pid && !isProcessAlive(pid) && processesIn(pgDir).length === 0) {
    // Dead or a zombie: PostgreSQL would take a zombie for a running postmaster.
    await fs.rm(pidFile, { force: true });
  }
}
