import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTORING_DIR, settleDataSwap, swapDataDirs } from './data-swap';

// A restore to a moment swaps `pg-restoring` in for `pg` by two renames; a process killed at any
// step must leave data that starts, the old data unless the swap was complete.

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'depot-swap-'));
  dirs.push(dir);
  for (const [name, content] of [
    ['pg', 'cũ'],
    [RESTORING_DIR, 'mới'],
  ] as const) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'PG_VERSION'), content);
  }
  return dir;
}

const liveData = (dir: string) => readFile(path.join(dir, 'pg', 'PG_VERSION'), 'utf8');
const log = () => {};

describe('the swap of a restore to a moment', () => {
  it('puts the restored folder in place and keeps the old one by its time', async () => {
    const dir = await dataDir();
    const previous = await swapDataDirs(dir, '20261129-101500');
    expect(previous).toBe('pg-before-restore-20261129-101500');
    expect(await liveData(dir)).toBe('mới');
    expect(await readFile(path.join(dir, previous!, 'PG_VERSION'), 'utf8')).toBe('cũ');
    expect(existsSync(path.join(dir, 'restore-swap.json'))).toBe(false);
  });

  it('killed between the two renames, starts again on the old data', async () => {
    const dir = await dataDir();
    // What the swap leaves after its marker and first rename only.
    await writeFile(
      path.join(dir, 'restore-swap.json'),
      JSON.stringify({ previous: 'pg-before-restore-20261129-101500' }),
    );
    await rename(path.join(dir, 'pg'), path.join(dir, 'pg-before-restore-20261129-101500'));
    await settleDataSwap(dir, log);
    expect(await liveData(dir)).toBe('cũ');
    expect(existsSync(path.join(dir, RESTORING_DIR))).toBe(false);
    expect(existsSync(path.join(dir, 'restore-swap.json'))).toBe(false);
  });

  it('killed while replaying, drops the half-built folder and keeps the live one', async () => {
    const dir = await dataDir();
    await settleDataSwap(dir, log);
    expect(await liveData(dir)).toBe('cũ');
    expect(existsSync(path.join(dir, RESTORING_DIR))).toBe(false);
  });

  it('deletes the folders set aside more than 7 days ago, not the younger ones', async () => {
    const dir = await dataDir();
    await mkdir(path.join(dir, 'pg-before-restore-20261120-090000'));
    await mkdir(path.join(dir, 'pg-before-restore-20261125-090000'));
    await settleDataSwap(dir, log, Date.parse('2026-11-29T03:00:00Z'));
    expect(existsSync(path.join(dir, 'pg-before-restore-20261120-090000'))).toBe(false);
    expect(existsSync(path.join(dir, 'pg-before-restore-20261125-090000'))).toBe(true);
  });
});
