import { DEBT_STATEMENT_NOT_FOUND } from '@depot/shared/debt/debt.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { auditLog, products, tripItems } from '../../db/schema/index';
import { buildCustomer, buildTrip } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { debtApi } from '@depot/shared/debt/debt.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

async function seed(date: string) {
  const customer = await buildCustomer(t.db);
  const trip = await buildTrip(t.db, { customer_id: customer.id, datetime_from: date, lines: 2 });
  return { customer, ...trip };
}
type Seeded = Awaited<ReturnType<typeof seed>>;

const collect = (s: Seeded, date: string) =>
  callEndpoint(t, debtApi.setPaid, {
    body: { car_id: s.car.id, customer_id: s.customer.id, datetime_from: date, is_paid: true },
    token: t.token,
  });
const paidRows = (s: Seeded) =>
  t.db.$count(
    auditLog,
    and(
      eq(auditLog.action, 'paid'),
      inArray(
        auditLog.entity_id,
        s.products.map((p) => p.id),
      ),
    ),
  );

describe('PUT /api/debt/paid against concurrent changes', () => {
  it('waits for a paid toggle of the same goods and records only the line it changed', async () => {
    const s = await seed('2026-10-27');
    const res = await raceAgainst(
      t.db,
      (tx) => tx.update(products).set({ is_paid: true }).where(eq(products.id, s.products[0]!.id)),
      () => collect(s, '2026-10-27'),
    );
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.changed).toBe(1);
    expect(await paidRows(s)).toBe(1);
  });

  it('leaves out a line archived while it waited, and 404s when none is left', async () => {
    const s = await seed('2026-10-28');
    const archive = (ids: number[]) => async (tx: Transaction) => {
      await tx.select().from(products).where(inArray(products.id, ids)).for('update');
      await tx
        .update(tripItems)
        .set({ removed_at: sql`now()`, archived: true })
        .where(inArray(tripItems.product_id, ids));
    };
    const one = await raceAgainst(t.db, archive([s.products[1]!.id]), () =>
      collect(s, '2026-10-28'),
    );
    expect(one.data.changed).toBe(1);
    const s2 = await seed('2026-10-29');
    const none = await raceAgainst(t.db, archive(s2.products.map((p) => p.id)), () =>
      collect(s2, '2026-10-29'),
    );
    expect(none.status).toBe(404);
    expect(none.message).toBe(DEBT_STATEMENT_NOT_FOUND);
    expect(await paidRows(s2)).toBe(0);
  });
});
