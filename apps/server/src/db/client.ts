import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: queries accept either. */
export type Executor = Database | Transaction;

// bigint (int8) columns hold money in đồng: JSON numbers, safe below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

/** `name` is the application_name pg_stat_activity shows: the read pool has its own. */
export function openDatabase(url: string, max = 10, name = 'depot-server'): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, application_name: name });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
