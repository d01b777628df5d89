import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

export const TEMPLATE_DB = 'depot_test_template';

/**
 * The settings of a PostgreSQL whose data is thrown away after the run (the tests'): no waiting
 * for the disk, since a crash loses nothing worth keeping (server tests 112 → 104 s here).
 */
export const THROWAWAY_CLUSTER = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string }> {
  const serverUrl = inject('testServerUrl');
  const name = `depot_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const handle = openDatabase(`${serverUrl}/${name}`, 5);
  const close = async () => {
    await handle.close();
    const dropper = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await dropper.connect();
    await dropper
      .query(`drop database if exists ${name} with (force)`)
      .finally(() => dropper.end());
  };
  return { ...handle, name, close };
}
