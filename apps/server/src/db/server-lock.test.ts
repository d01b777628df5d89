import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostmasterOf } from './embedded';
import { DataDirLockedError, lockDataDir } from './server-lock';

const children: ChildProcess[] = [];
const folders: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depot-lock-'));
  folders.push(dir);
  return dir;
}

/** A live process that is neither a Node server nor PostgreSQL: what a reused pid may be. */
function startStranger(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second server while a live Node process holds the lock', () => {
    const dataDir = tempDataDir();
    const node = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    children.push(node);
    writeFileSync(path.join(dataDir, 'server.lock'), String(node.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another program (after a reboot)',
    () => {
      const dataDir = tempDataDir();
      writeFileSync(path.join(dataDir, 'server.lock'), String(startStranger()));
      const release = lockDataDir(dataDir);
      expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      release();
    },
  );
});

describe('orphan postmaster recognition', () => {
  it.runIf(process.platform === 'linux')(
    'never takes a process of another program for the cluster, so it is never signalled',
    () => {
      const pgDir = path.join(tempDataDir(), 'pg');
      expect(isPostmasterOf(startStranger(), pgDir)).toBe(false);
      expect(isPostmasterOf(process.pid, pgDir)).toBe(false);
    },
  );
});
