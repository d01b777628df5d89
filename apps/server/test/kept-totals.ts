import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import {
  goodsKeptAndLive,
  statementsKeptAndLive,
  tripsKeptAndFromStatements,
  type StatementFigures,
} from '../src/modules/backups/restore-checks';
import {
  cashDrawerSlotsMismatches,
  codPaidMismatches,
  valueTotalsMismatches,
  codSenderTotalsMismatches,
} from '../src/modules/backups/restore-checks-kept';

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
  expect(await creditBesideDebt(db)).toEqual([]);
  const goods = await goodsKeptAndLive(db);
  expect(goods.kept).toEqual(goods.live);
  const statements = await statementsKeptAndLive(db);
  expect(statements.kept).toEqual(statements.live);
  await expectTripsInStep(db, statements.live);
  expect(await cashDrawerSlotsMismatches(db)).toEqual([]);
  expect(await valueTotalsMismatches(db)).toEqual([]);
  expect(await codPaidMismatches(db)).toEqual([]);
  expect(await codSenderTotalsMismatches(db)).toEqual([]);
}

/**
 * The customers breaking the rule of money on screens (docs/domain.md): credit beside money
 * owed (the opening debt or a line still due), or money allocated past a line's or the opening
 * debt's amount. Each row names the customer and what is wrong.
 */
export async function creditBesideDebt(db: Executor) {
  const amount = sql.raw(
    "CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END",
  );
  const { rows } = await db.execute<{ id: number; problem: string }>(sql`
    select c.id, 'credit beside debt' as problem
    from customers c join customer_goods_totals t on t.customer_id = c.id
    where t.credit > 0 and (c.debt > t.opening_paid or exists (
      select 1 from products p where p.customer_id = c.id and p.deleted_at is null
        and p.paid_amount < ${amount}))
    union all
    select p.customer_id, 'line paid past its amount' from products p
    where p.deleted_at is null and p.paid_amount > ${amount}
    union all
    select c.id, 'opening debt paid past it'
    from customers c join customer_goods_totals t on t.customer_id = c.id
    where t.opening_paid > c.debt
    order by 1, 2`);
  return rows;
}
