import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { E2E_PORT } from './env';

/**
 * A few journeys change data of the whole test server that other journeys rely on: converting
 * every customer's old address to the 2025 list (docs/decisions/0010-addresses-2025.md) would turn the `Quận 1` another
 * worker's journey just created into `Phường Sài Gòn` under its assertions. Every journey runs
 * in a shared turn (support/test.ts); runExclusively waits until no other journey runs, and
 * holds new ones back meanwhile. Files under the system's temporary folder are the lock: one per
 * running journey (its pid in the name), and a directory for the exclusive one. A file left by
 * a killed worker (its pid gone) is ignored.
 */
const ROOT = path.join(tmpdir(), `depot-e2e-turns-${E2E_PORT}`);
const READERS = path.join(ROOT, 'shared');
const WRITER = path.join(ROOT, 'exclusive');
/**
 * Processes waiting in runExclusively for another one's exclusive turn: paused, they do not
 * count as running (two exclusive journeys at once would otherwise each wait for the other's
 * shared turn to end).
 */
const WAITING = path.join(ROOT, 'waiting');
let turns = 0;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function writerActive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(WRITER, 'pid'), 'utf8'));
  } catch {
    try {
      readdirSync(WRITER);
      // Made a moment ago, its pid not written yet.
      return true;
    } catch {
      return false;
    }
  }
  if (pid === process.pid || alive(pid)) return true;
  rmSync(WRITER, { recursive: true, force: true });
  return false;
}

/** Starts a journey's shared turn: waits while an exclusive one runs. Returns its end. */
export async function takeSharedTurn(): Promise<() => void> {
  mkdirSync(READERS, { recursive: true });
  const file = path.join(READERS, `${process.pid}-${(turns += 1)}`);
  for (;;) {
    writeFileSync(file, '');
    // Registered first, then checked: an exclusive journey starting now waits for this file.
    if (!writerActive()) return () => rmSync(file, { force: true });
    rmSync(file, { force: true });
    await sleep(200);
  }
}

/** Shared turns of other live processes. */
function othersRunning(): boolean {
  return readdirSync(READERS).some((name) => {
    const pid = Number(name.split('-')[0]);
    if (pid === process.pid || existsSync(path.join(WAITING, String(pid)))) return false;
    if (alive(pid)) return true;
    rmSync(path.join(READERS, name), { force: true });
    return false;
  });
}

/**
 * Runs `work` while no other journey runs (they finish their current journey first, at most a
 * journey's time limit). The caller's own shared turn is this process's, and does not count.
 */
export async function runExclusively<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(READERS, { recursive: true });
  mkdirSync(WAITING, { recursive: true });
  const waiting = path.join(WAITING, String(process.pid));
  writeFileSync(waiting, '');
  try {
    for (;;) {
      try {
        mkdirSync(WRITER);
        writeFileSync(path.join(WRITER, 'pid'), String(process.pid));
        break;
      } catch {
        writerActive();
        await sleep(200);
      }
    }
  } finally {
    rmSync(waiting, { force: true });
  }
  try {
    while (othersRunning()) await sleep(200);
    return await work();
  } finally {
    rmSync(WRITER, { recursive: true, force: true });
  }
}
