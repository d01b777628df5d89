import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseBackupName } from '../modules/backups/backup-format';
import { migrationsUpTo, readJournal } from '../modules/backups/migrations-level';
import { openDatabase, type DatabaseHandle } from './client';
import { prepareDatabase } from './prepare-database';
import { STARTUP_LOCK } from './startup-lock';

// Two start-ups at once on a database with data and one migration pending (an upgrade of a depot
// run by two processes): under the start-up lock one backs the data up and migrates, the other
// waits and finds nothing to do.

const serverUrl = inject('testServerUrl');
const name = `depot_prepare_${process.pid}_${Date.now()}`;
const url = `${serverUrl}/${name}`;
let dir: string;
let handles: DatabaseHandle[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'depot-prepare-'));
  await admin(`create database ${name}`);
  const older = await migrationsUpTo((await readJournal()).entries.length - 1);
  const setup = openDatabase(url, 2);
  try {
    await migrate(setup.db, { migrationsFolder: older.folder });
    // Data worth keeping: the upgrade must back it up first. Written in SQL of the older level:
    // the schema in TypeScript is the newest one and may name columns it does not have yet.
    await setup.db.execute(`insert into specifications (name) values ('Thùng trước nâng cấp')`);
  } finally {
    await setup.close();
    await older.remove();
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  await admin(`drop database if exists ${name} with (force)`);
  await rm(dir, { recursive: true, force: true });
});

describe('the start-up of two processes at once on one database', () => {
  it('backs up and migrates once: the second waits for the lock and finds nothing pending', async () => {
    handles = [openDatabase(url, 3), openDatabase(url, 3)];
    const logs: string[][] = [[], []];
    const results = await Promise.all(
      handles.map((database, i) =>
        prepareDatabase({
          url,
          database,
          backups: { dir: path.join(dir, `server-${i}`) },
          admin: {},
          log: (message) => logs[i]!.push(message),
        }),
      ),
    );
    expect(results.map((r) => r.migrated).sort()).toEqual([0, 1]);
    // The one that came second said why it waited.
    const second = results.findIndex((r) => r.migrated === 0);
    expect(logs[second]).toContain('Một máy chủ khác đang cập nhật cơ sở dữ liệu: chờ nó xong…');

    const made: string[] = [];
    for (const i of [0, 1]) {
      const files = await readdir(path.join(dir, `server-${i}`)).catch(() => []);
      made.push(...files.filter((f) => parseBackupName(f)?.kind === 'pre-migration'));
    }
    expect(made).toHaveLength(1);

    const { rows } = await handles[0]!.db.execute<{ n: number; distinct_n: number }>(
      sql`select count(*)::int as n, count(distinct created_at)::int as distinct_n
          from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]).toEqual({
      n: (await readJournal()).entries.length,
      distinct_n: (await readJournal()).entries.length,
    });
    const { rows: held } = await handles[0]!.db.execute<{ n: number }>(
      // On this database only: the test cluster is shared with files starting servers at once.
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
          and database = (select oid from pg_database where datname = current_database())
          and classid = ${STARTUP_LOCK.class}`,
    );
    expect(held[0]!.n).toBe(0);
  }, 60_000);
});
