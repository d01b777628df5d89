import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { TEMPLATE_DB, THROWAWAY_CLUSTER } from './database';
import { seedTemplate } from './seed-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Server URL without a database name; each test file makes its own database. */
    testServerUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary folder, or the server of
 * TEST_DATABASE_URL. A template database is migrated and seeded once; test files clone it.
 */
export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stop: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    serverUrl = process.env.TEST_DATABASE_URL.replace(/\/[^/]*$/, '');
  } else {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-test-'));
    // A throwaway cluster: nothing in it must survive a crash, so it skips flushing to disk
    // (every commit and every cloned database waited on fsync).
    const embedded = await startEmbeddedPostgres(tmp, () => {}, THROWAWAY_CLUSTER);
    serverUrl = embedded.url.replace(/\/[^/]*$/, '');
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const template = openDatabase(`${serverUrl}/${TEMPLATE_DB}`, 2);
  await runMigrations(template.db);
  await seedTemplate(template.db);
  await template.close();

  project.provide('testServerUrl', serverUrl);
  return async () => {
    await stop?.();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}
