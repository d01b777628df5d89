import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@depot/shared/api/list-count';
import type { Executor } from '../db/client';

/** See LIST_COUNT_CAP: the web says a total at the cap as `10.000+`. */
export const COUNT_CAP = LIST_COUNT_CAP;

/** `min(cap, rows of table matching where)`, as an uncorrelated scalar subquery. */
export function cappedCount(
  table: PgTable,
  where: SQL | undefined,
  cap: number = COUNT_CAP,
): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${table} where ${where ?? sql`true`} limit ${cap}) as matches)`.mapWith(
    Number,
  );
}

/**
 * One page and the (capped) count of what matches, in one round trip: `selectPage` selects
 * the page with the given count as an extra `total` column, which PostgreSQL computes once.
 * Only an empty page past the first needs the count on its own. `cap`: COUNT_CAP unless the
 * list counts less (the goods list, where counting costs more than its page). A page read
 * past the cap shows that at least its last row's number of rows match: `total` says so.
 */
export async function listPage<R extends { total: number }>(
  db: Executor,
  {
    table,
    where,
    paged,
    limit,
    cap = COUNT_CAP,
  }: { table: PgTable; where: SQL | undefined; paged: number; limit?: number; cap?: number },
  selectPage: (total: SQL<number>) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const total = cappedCount(table, where, cap);
  const rows = await selectPage(total);
  if (rows[0]) {
    const seen = limit === undefined ? 0 : (paged - 1) * limit + rows.length;
    return { rows, total: Math.max(rows[0].total, seen) };
  }
  // An empty first page means nothing matches; an empty later page is past the end.
  if (paged <= 1) return { rows, total: 0 };
  const { rows: counted } = await db.execute<{ total: string | number }>(
    sql`select ${total} as total`,
  );
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
