import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cashCounts, cashOpenings, users } from '../../db/schema/index';

/** The writes of the cash book's own tables (cash_counts, cash_openings) and the counts' reads. */

const counter = alias(users, 'counter');

/** A count as the book shows it, with who counted (join `counter`). */
const COUNT_COLUMNS = {
  id: cashCounts.id,
  branch_id: cashCounts.branch_id,
  count_date: cashCounts.count_date,
  counted: cashCounts.counted,
  book: cashCounts.book,
  note: cashCounts.note,
  counted_at: cashCounts.counted_at,
  counted_by_id: cashCounts.counted_by,
  counted_by_name: counter.fullname,
};

/** The latest count of each branch and day of the range. */
export async function latestCounts(db: Executor, branch: number | null, from: string, to: string) {
  return db
    .selectDistinctOn([cashCounts.branch_id, cashCounts.count_date], COUNT_COLUMNS)
    .from(cashCounts)
    .leftJoin(counter, eq(counter.id, cashCounts.counted_by))
    .where(
      and(
        branch === null ? undefined : eq(cashCounts.branch_id, branch),
        gte(cashCounts.count_date, from),
        sql`${cashCounts.count_date} <= ${to}`,
      ),
    )
    .orderBy(
      asc(cashCounts.branch_id),
      asc(cashCounts.count_date),
      desc(cashCounts.counted_at),
      desc(cashCounts.id),
    );
}
export type CountRow = Awaited<ReturnType<typeof latestCounts>>[number];

export async function findCount(db: Executor, id: number) {
  const [row] = await db
    .select(COUNT_COLUMNS)
    .from(cashCounts)
    .leftJoin(counter, eq(counter.id, cashCounts.counted_by))
    .where(eq(cashCounts.id, id));
  return row;
}

export async function insertCount(db: Executor, values: typeof cashCounts.$inferInsert) {
  const [row] = await db.insert(cashCounts).values(values).returning({ id: cashCounts.id });
  return row!;
}

/** The first set of a branch's opening; undefined when it was set already. */
export async function insertOpening(db: Executor, values: typeof cashOpenings.$inferInsert) {
  const [row] = await db
    .insert(cashOpenings)
    .values(values)
    .onConflictDoNothing({ target: cashOpenings.branch_id })
    .returning({ id: cashOpenings.id });
  return row;
}

export async function updateOpening(
  db: Executor,
  branch: number,
  values: { opening_date: string; amount: number; set_by: number; reason: string },
) {
  const [row] = await db
    .update(cashOpenings)
    .set({ ...values, set_at: sql`now()` })
    .where(eq(cashOpenings.branch_id, branch))
    .returning({ id: cashOpenings.id });
  return row;
}
