import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropPreviousDatabases,
  SET_ASIDE_KEEP_MS,
  setAsideAt,
} from '../src/modules/backups/restore';
import { urlOfDb } from './backup-support';
import { createTestDatabase } from './database';

// docs/decisions/0011-backups.md: a database a restore set aside goes after 7 days (the nightly
// backup drops it), or at once with `npm run restore -- --drop-old`.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new pg.Client({ connectionString: urlOfDb('postgres') });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
  await database.close();
});

const exists = async (name: string) =>
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

describe('databases set aside by restores', () => {
  it('reads when one was set aside from its name, in the depot clock', () => {
    expect(setAsideAt('depot_before_restore_20261128_143700')?.toISOString()).toBe(
      '2026-11-28T07:37:00.000Z',
    );
    expect(setAsideAt('depot_before_restore_x')).toBeNull();
    expect(setAsideAt('depot')).toBeNull();
  });

  it('drops those set aside more than 7 days ago and keeps the recent one', async () => {
    const old = `${database.name}_before_restore_20200101_000000`;
    const recent = `${database.name}_before_restore_20991231_000000`;
    await admin.query(`create database ${old}`);
    await admin.query(`create database ${recent}`);
    try {
      const before = new Date(Date.now() - SET_ASIDE_KEEP_MS);
      const dropped = await dropPreviousDatabases(urlOfDb(database.name), {
        setAsideBefore: before,
      });
      expect(dropped).toEqual([old]);
      expect(await exists(old)).toBe(false);
      expect(await exists(recent)).toBe(true);
      // `--drop-old`: every one, whenever it was set aside.
      expect(await dropPreviousDatabases(urlOfDb(database.name))).toEqual([recent]);
      expect(await exists(recent)).toBe(false);
    } finally {
      await admin.query(`drop database if exists ${old}`);
      await admin.query(`drop database if exists ${recent}`);
    }
  });
});
