import type { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** docs/speed.md: every list, count, search, statement, statistics, debt and dashboard call. */
export const WORST_TARGET_MS = 50;
/** docs/speed.md: nothing a screen loads by default is over 100 KB before compression. */
export const MAX_DEFAULT_BYTES = 100 * 1024;

/** The first row of a query that picks a worst case from the depot; the depot must have it. */
export async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const row = (await db.execute(query)).rows[0] as T | undefined;
  if (!row) throw new Error('Kho mẫu thiếu dữ liệu cho benchmark trường hợp xấu nhất');
  return row;
}

/** `YYYY-MM-DD` plus `days` days (negative: before). */
export function shiftDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
}
