import { spawn } from 'node:child_process';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_PARTIAL_MS, cleanPartials } from '../src/modules/backups/backup-store';
import { listBackups } from '../src/modules/backups/backups.service';
import { dropDatabases, newDatabase, openUrl, tempDir } from './backup-support';

// docs/decisions/0011-backups.md: a backup killed outright (kill -9, a power cut) leaves only its `.partial`, which
// is never listed as a backup and is removed at a later start.

let dir: string;
let db: { name: string; url: string };
beforeAll(async () => {
  dir = await tempDir();
  db = await newDatabase();
  // Enough rows that the backup takes a while to write (tens of MB of COPY text).
  const handle = openUrl(db.url);
  await handle.pool.query(`
    insert into audit_log (entity, entity_id, action, after)
    select 'product', g, 'create', jsonb_build_object('name', md5(g::text) || repeat('x', 80))
    from generate_series(1, 400000) g`);
  await handle.close();
});
afterAll(async () => {
  await dropDatabases(db.name);
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a backup killed mid-way', () => {
  it('leaves only a .partial, never listed, cleaned once stale', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'backup-child.ts'), db.url, dir],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Killed once it has written something of the file.
    let partial: string | undefined;
    for (let i = 0; i < 3000 && !partial; i++) {
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.partial')) continue;
        const size = (await stat(path.join(dir, name)).catch(() => undefined))?.size ?? 0;
        if (size > 64 * 1024) {
          partial = name;
        }
      }
      if (!partial) await sleep(5);
    }
    child.kill('SIGKILL');
    expect(await exited).toBe(null);
    expect(partial).toBeDefined();

    expect(await readdir(dir)).toEqual([partial]);
    const list = await listBackups(dir);
    expect(list.rows).toEqual([]);
    expect(list.warning).toBe(true);

    // A young one may be another process's backup still running: kept.
    expect(await cleanPartials(dir)).toEqual([]);
    expect(await cleanPartials(dir, Date.now() + STALE_PARTIAL_MS + 1000)).toEqual([partial]);
    expect(await readdir(dir)).toEqual([]);
  });
});
