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

/** Every kept total equal to the live rows: goods per customer, statements and trips. */
export async function expectTotalsInStep(db: Executor) {
  const goods = await goodsKeptAndLive(db);
  expect(goods.kept).toEqual(goods.live);
  const statements = await statementsKeptAndLive(db);
  expect(statements.kept).toEqual(statements.live);
  await expectTripsInStep(db, statements.live);
}
