import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retriedTransactions } from '../src/lib/context';
import { moneyBurst } from './money-burst';
import { expectFiguresRecounted } from './money-figures';
import { call, createTestApp, type SignedInTestApp } from './test-app';

// docs/decisions/0014-one-owner-per-table.md, docs/decisions/0001-payments-are-records.md: a busy counter. ~50 money requests of every kind fired at once at one vehicle and
// date, over several rounds: none may fail with 5xx (a deadlock answered 500 on the old lock
// orders), two pickups of the same goods have exactly one winner, and every figure afterwards
// equals a recount from the goods lines. The scenario is money-burst.ts; two-servers/ splits the
// same requests across two server processes.

const ROUNDS = 4;

let t: SignedInTestApp;
let burst: ReturnType<typeof moneyBurst>;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  burst = moneyBurst(t.db, (method, url, payload) =>
    call(t, { method, url, token: t.token, payload }),
  );
  await burst.setUp();
});
afterAll(() => t.close());

describe('money requests from many clerks at once on one vehicle and date', () => {
  it('never fail with 5xx, have one winner per goods, and leave every figure recounted', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const retriedBefore = retriedTransactions();
      await burst.round(round);
      // Not even the transaction helper's safety net was needed: the lock order held.
      expect(retriedTransactions(), `round ${round}`).toEqual(retriedBefore);
      await expectFiguresRecounted(t, burst.scope());
    }
  }, 240_000);
});
