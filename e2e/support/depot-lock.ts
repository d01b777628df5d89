import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from './test';
import { E2E_PORT } from './env';

/**
 * The depot's settings are one row for the whole test server. Journeys that change them, or
 * read them to compare with a print, take this lock for their whole file, so that two workers
 * never change the settings under each other. A directory made atomically is the lock; a lock
 * left by a killed worker (its pid gone) is taken over.
 */
const LOCK = path.join(tmpdir(), `depot-e2e-settings-${E2E_PORT}.lock`);

function holderAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
  } catch {
    // Made a moment ago, its pid not written yet; or gone meanwhile (then mkdir succeeds next).
    try {
      return Date.now() - statSync(LOCK).mtimeMs < 5_000;
    } catch {
      return true;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function acquire(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return;
    } catch {
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      // Another worker's file is running: it holds the lock for tens of seconds at most.
      else await sleep(200);
    }
  }
}

/** Call at the top of a spec file: its tests run while no other file holds the settings. */
export function holdDepotSettings(): void {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await acquire();
  });
  test.afterAll(() => {
    rmSync(LOCK, { recursive: true, force: true });
  });
}
