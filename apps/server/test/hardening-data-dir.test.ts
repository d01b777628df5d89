import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirAccessError, unreachableAncestors } from '../src/db/data-dir-access';
import { startEmbeddedPostgres } from '../src/db/embedded';

// As root the embedded PostgreSQL runs as `postgres`; a DATA_DIR inside a `mktemp -d` folder
// (0700) used to fail deep in initdb with "could not access directory … Permission denied".
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders: string[] = [];

function privateFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'depot-private-'));
  folders.push(dir);
  expect(existsSync(dir)).toBe(true);
  chmodSync(dir, 0o700);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.getuid?.() === 0)('a data folder the postgres user cannot reach', () => {
  it('is refused before PostgreSQL starts, naming the folder and the fix', async () => {
    const parent = privateFolder();
    const dataDir = path.join(parent, 'data');
    const started = startEmbeddedPostgres(dataDir, () => {});
    await expect(started).rejects.toBeInstanceOf(DataDirAccessError);
    await expect(started).rejects.toThrow(
      `người dùng này không được phép đi vào thư mục ${parent}. Hãy cho phép đi qua: chmod o+x ${parent}`,
    );
    await expect(started).rejects.toThrow('hoặc đặt DATA_DIR ở một thư mục khác');
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false); // initdb never ran
  });

  it('is accepted once the folder can be passed through (chmod o+x)', () => {
    const parent = privateFolder();
    expect(unreachableAncestors(path.join(parent, 'data'))).toEqual([parent]);
    chmodSync(parent, 0o701);
    expect(unreachableAncestors(path.join(parent, 'data'))).toEqual([]);
    expect(unreachableAncestors(path.join(parent, 'a', 'b', 'data'))).toEqual([]);
  });

  it('makes the server print the message in Vietnamese and exit', async () => {
    const parent = privateFolder();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: path.join(parent, 'data'), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      `[chanh-xe] Không khởi động được máy chủ: Không dùng được thư mục dữ liệu ${parent}/data`,
    );
    expect(output).toContain(`chmod o+x ${parent}`);
    expect(output).not.toContain('initdb');
  }, 30_000);
});
