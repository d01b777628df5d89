import { readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { BACKUP_MESSAGES, BackupError } from '../src/modules/backups/backup-format';
import { writeBackup } from '../src/modules/backups/backup-writer';
import { restoreBackup } from '../src/modules/backups/restore';
import {
  databaseNames,
  dropDatabases,
  newDatabase,
  openUrl,
  rewriteHeader,
  tableDigests,
  tempDir,
} from './backup-support';
import { buildCustomer, buildProduct } from './factories';

// docs/decisions/0011-backups.md: a file that is not a backup, is damaged or cut short, or was made by a newer app is
// refused with a message a person can act on, and nothing changes: no database is replaced,
// none is left behind.

let dir: string;
let db: { name: string; url: string };
let handle: DatabaseHandle;
let good: string;
let before: Record<string, string>;

beforeAll(async () => {
  dir = await tempDir();
  db = await newDatabase();
  handle = openUrl(db.url);
  const customer = await buildCustomer(handle.db, { debt: 12_000 });
  for (let i = 0; i < 3; i++) await buildProduct(handle.db, { customer_id: customer.id });
  good = (await writeBackup(handle.pool, { dir, kind: 'manual' })).file;
  before = await tableDigests(handle.pool);
  await handle.close();
});
afterAll(async () => {
  await dropDatabases(db.name);
  await rm(dir, { recursive: true, force: true });
});

/**
 * Restoring `file` over the test's database is refused with `message`, and nothing changed: the
 * database was not set aside, its rows are as they were. (Other test files make and drop
 * databases meanwhile, so the server's whole list cannot be compared.)
 */
async function expectRefused(file: string, message: string) {
  const error = await restoreBackup(file, db.url).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BackupError);
  expect((error as Error).message).toBe(message);
  const names = await databaseNames();
  expect(names).toContain(db.name);
  expect(names.filter((n) => n.startsWith(`${db.name}_before_restore_`))).toEqual([]);
  const again = openUrl(db.url);
  try {
    expect(await tableDigests(again.pool)).toEqual(before);
  } finally {
    await again.close();
  }
}

async function copyOfGood(name: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, await readFile(good));
  return file;
}

describe('restore refuses', () => {
  it('a file that is not a backup (plain text, or gzip of something else)', async () => {
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'Danh sách khách hàng\n');
    await expectRefused(text, BACKUP_MESSAGES.notBackup);
    const zipped = path.join(dir, 'other.gz');
    await writeFile(zipped, gzipSync('{"format":"something-else"}\nrows\n'));
    await expectRefused(zipped, BACKUP_MESSAGES.notBackup);
  });

  it('a damaged file (bytes changed in the middle)', async () => {
    const file = await copyOfGood('damaged.backup');
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 16; i++) bytes[i] = bytes[i]! ^ 0xff;
    await writeFile(file, bytes);
    await expectRefused(file, BACKUP_MESSAGES.damaged);
  });

  it('a damaged file whose gzip is sound but whose rows changed (checksum)', async () => {
    const file = path.join(dir, 'edited.backup');
    // A header edit that keeps the checksum of the old content: the trailer no longer matches.
    await rewriteHeader(good, file, (h) => (h.database = 'khac'));
    const text = gunzipSync(await readFile(file)).toString();
    await writeFile(file, gzipSync(text.replace('Khách Hàng', 'Khách Hàn_')));
    await expectRefused(file, BACKUP_MESSAGES.damaged);
  });

  it('a file cut short', async () => {
    const file = await copyOfGood('truncated.backup');
    const { size } = await stat(file);
    await truncate(file, Math.floor(size * 0.6));
    await expectRefused(file, BACKUP_MESSAGES.truncated);
  });

  it('a file made by a newer app (a migration this one does not know)', async () => {
    const file = path.join(dir, 'newer.backup');
    await rewriteHeader(good, file, (h) => {
      const migrations = h.migrations as { hash: string; created_at: number }[];
      migrations.push({ hash: 'f'.repeat(64), created_at: migrations.at(-1)!.created_at + 1 });
    });
    await expectRefused(file, BACKUP_MESSAGES.newer);
  });

  it('a file of a newer backup format', async () => {
    const file = path.join(dir, 'format.backup');
    await rewriteHeader(good, file, (h) => (h.version = 99));
    await expectRefused(file, BACKUP_MESSAGES.newerFormat);
  });
});
