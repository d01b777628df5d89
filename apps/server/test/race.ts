import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../src/db/client';

/**
 * Runs `request` while another connection holds `setup` in an open transaction, and commits
 * only once the request waits on that transaction's lock. So the request has passed the
 * service's own check and meets the database constraint: the race, made certain.
 */
export async function raceAgainst<T>(
  db: Database,
  setup: (tx: Transaction) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => (commit = resolve));
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const held = db.transaction(async (tx) => {
    await setup(tx);
    opened();
    await committing;
  });
  await Promise.race([open, held]);
  const pending = request();
  let waiting = false;
  try {
    for (let i = 0; i < 500 && !waiting; i++) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      waiting = rows[0]!.n > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    commit();
    await held;
  }
  if (!waiting) throw new Error('the request never waited on the open transaction');
  return pending;
}
