import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { TEMPLATE_DB } from './database';

// Databases and files for the backup tests: a database whose name the test owns (a restore
// replaces it by name), digests of every table to compare a restore with its source, and
// backup files rewritten on purpose.

export const serverUrl = () => inject('testServerUrl');
export const urlOfDb = (name: string) => `${serverUrl()}/${name}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${serverUrl()}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const uniqueDbName = (prefix = 'depot_bk') => `${prefix}_${randomBytes(5).toString('hex')}`;

/** A database of its own: a clone of the migrated template, or empty (`empty: true`). */
export async function newDatabase(options: { empty?: boolean } = {}) {
  const name = uniqueDbName();
  await admin((c) =>
    c.query(`create database ${name}${options.empty ? '' : ` template ${TEMPLATE_DB}`}`),
  );
  return { name, url: urlOfDb(name) };
}

/** Drops databases by name and every `<name>_before_restore_…` a restore set aside. */
export async function dropDatabases(...names: string[]): Promise<void> {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname = any($1)
         or datname like any (select n || '\\_before\\_restore\\_%' from unnest($1::text[]) n)`,
      [names],
    );
    for (const r of rows) await c.query(`drop database if exists "${r.datname}" with (force)`);
  });
}

/** Names of every database of the server (to see that a refused restore made none). */
export const databaseNames = () =>
  admin(async (c) =>
    (await c.query<{ datname: string }>('select datname from pg_database order by 1')).rows.map(
      (r) => r.datname,
    ),
  );

/** Per table of schema public: its row count and an md5 of all its rows in order. */
export async function tableDigests(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await pool.query<{ n: number; digest: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), ''))
         as digest from "${name}" t`,
    );
    out[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
  }
  return out;
}

/** The current value of every sequence of schema public. */
export async function sequenceValues(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; value: string }>(
    `select sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences
     where schemaname = 'public' order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

export const openUrl = (url: string, max = 4): DatabaseHandle => openDatabase(url, max);

export const tempDir = (prefix = 'depot-backup-test-') => mkdtemp(path.join(os.tmpdir(), prefix));

/**
 * A copy of a good backup with its header changed by `edit`, checksum and gzip made anew: a
 * well-formed file whose content says something else (a newer app's migrations, say).
 */
export async function rewriteHeader(
  file: string,
  out: string,
  edit: (header: Record<string, unknown>) => void,
): Promise<void> {
  const text = gunzipSync(await readFile(file));
  const firstLine = text.indexOf(0x0a) + 1;
  const lastLine = text.lastIndexOf(0x0a, text.length - 2) + 1;
  const header = JSON.parse(text.subarray(0, firstLine).toString()) as Record<string, unknown>;
  edit(header);
  const body = Buffer.concat([
    Buffer.from(`${JSON.stringify(header)}\n`),
    text.subarray(firstLine, lastLine),
  ]);
  const sha256 = createHash('sha256').update(body).digest('hex');
  const trailer = Buffer.from(`${JSON.stringify({ end: true, sha256, bytes: body.length })}\n`);
  await writeFile(out, gzipSync(Buffer.concat([body, trailer])));
}
