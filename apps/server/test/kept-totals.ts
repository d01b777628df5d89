import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import {
  goodsKeptAndLive,
  statementsKeptAndLive,
  tripsKeptAndFromStatements,
  type StatementFigures,
} from '../src/modules/backups/restore-checks';

// The totals kept by triggers (migrations 0010 and 0011) against what the live rows add up to:
// the tests of every change that moves them, and the demo seed that loads them in bulk. The
// recount itself lives with the restore (src/modules/backups/restore-checks.ts), which holds a
// restored database to it before it replaces anything.

export { goodsKeptAndLive, statementsKeptAndLive };

/** The trips' kept figures against their statements' (which the test above holds to the lines). */
export async function expectTripsInStep(db: Executor, statements: StatementFigures[]) {
  const trips = await tripsKeptAndFromStatements(db, statements);
  expect(trips.kept).toEqual(trips.expected);
}

/**
 * The customers whose kept outstanding debt (customers.outstanding_debt, migration 0027) is not
 * what outstandingDebtSql computes from their opening debt and kept goods and money totals.
 */
export async function outstandingDebtOutOfStep(db: Executor) {
  const { rows } = await db.execute<{ id: number; kept: string; computed: string }>(sql`
    select c.id, c.outstanding_debt::text as kept,
      (c.debt - coalesce(t.opening_paid, 0) + coalesce(t.unpaid_amount, 0)
        - coalesce(t.credit, 0))::text as computed
    from customers c left join customer_goods_totals t on t.customer_id = c.id
    where c.outstanding_debt <> c.debt - coalesce(t.opening_paid, 0)
      + coalesce(t.unpaid_amount, 0) - coalesce(t.credit, 0)
    order by c.id`);
  return rows;
}

/**
 * Every kept total equal to the live rows: goods per customer, statements and trips, and each
 * customer's kept outstanding debt equal to the one computed from them.
 */
export async function expectTotalsInStep(db: Executor) {
  expect(await outstandingDebtOutOfStep(db)).toEqual([]);
  const goods = await goodsKeptAndLive(db);
  expect(goods.kept).toEqual(goods.live);
  const statements = await statementsKeptAndLive(db);
  expect(statements.kept).toEqual(statements.live);
  await expectTripsInStep(db, statements.live);
}
