import type { Dashboard } from '@depot/shared/dashboard/dashboard.schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { receivedSlotsMismatches } from '../backups/restore-checks-kept';
import { callEndpoint } from '../../../test/contract-call';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';

// The dashboard's money received per day comes from the totals kept per quarter hour
// (payment_received_slots, statement-level trigger of migration 0030, docs/speed.md): it must equal
// the live payments' sums per depot day whatever a transaction does to payments, and when
// several write at once.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

let order = 0;
/** A payment row as written by the payments service, received at `at`. */
function payment(customer_id: number, amount: number, at: string) {
  order += 1;
  return {
    number_year: 2026,
    number_month: 5,
    number_order: 900_000 + order,
    customer_id,
    amount,
    method: 'cash',
    received_at: new Date(at),
  };
}

/** The collected figure of each day of May 2026, recounted from the live payments (Asia/Ho_Chi_Minh). */
async function receivedOverPayments() {
  const { rows } = await t.db.execute<{ date: string; amount: number }>(sql`
    select to_char(received_at at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as date,
           sum(amount)::bigint as amount
    from payments where voided_at is null
      and received_at >= '2026-04-30T17:00:00Z' and received_at < '2026-05-31T17:00:00Z'
    group by 1`);
  return new Map(rows.map((r) => [r.date, Number(r.amount)]));
}

async function expectDashboardExact() {
  expect(await receivedSlotsMismatches(t.db)).toEqual([]);
  const res = await callEndpoint(t, dashboardApi.get, {
    query: { date_from: '2026-05-01', date_to: '2026-05-31' },
    token: t.token,
  });
  expect(res.status).toBe(200);
  const data = res.data as Dashboard;
  const expected = await receivedOverPayments();
  for (const day of data.per_day) expect(day.collected, day.date).toBe(expected.get(day.date) ?? 0);
  const total = [...expected.values()].reduce((a, b) => a + b, 0);
  expect(data.totals.collected).toBe(total);
  return total;
}

describe('money received per day, kept per quarter hour', () => {
  it('follows inserts, voids, moves and deletes made together in one transaction', async () => {
    const c = await buildCustomer(t.db);
    await expectDashboardExact();
    await t.db.transaction(async (tx) => {
      // Both sides of midnight in the depot (17:00 UTC), two in one quarter hour.
      const made = await tx
        .insert(payments)
        .values([
          payment(c.id, 100_000, '2026-05-01T16:59:59Z'),
          payment(c.id, 20_000, '2026-05-01T17:00:00Z'),
          payment(c.id, 3_000, '2026-05-01T17:14:00Z'),
          payment(c.id, 400, '2026-05-10T02:00:00Z'),
          payment(c.id, 55, '2026-05-31T16:45:00Z'),
        ])
        .returning({ id: payments.id });
      const [a, b, , d, e] = made.map((p) => p.id);
      await tx
        .update(payments)
        .set({ voided_at: new Date(), void_reason: 'Thu nhầm' })
        .where(inArray(payments.id, [a!, e!]));
      await tx
        .update(payments)
        .set({ received_at: new Date('2026-05-20T05:00:00Z') })
        .where(eq(payments.id, b!));
      await tx.insert(payments).values(payment(c.id, 7_000_000, '2026-05-20T05:05:00Z'));
      await tx.delete(payments).where(eq(payments.id, d!));
      // A void undone in the same transaction: counted again.
      await tx
        .update(payments)
        .set({ voided_at: null, void_reason: null })
        .where(eq(payments.id, e!));
    });
    // 3 000 + 20 000 (moved to the 20th) + 7 000 000 + 55 (void undone).
    expect(await expectDashboardExact()).toBe(7_023_055);
  });

  it('stays exact when several transactions write the same quarter hours at once', async () => {
    const c = await buildCustomer(t.db);
    await Promise.all(
      [0, 1, 2, 3].map((i) =>
        t.db.transaction(async (tx) => {
          await tx
            .insert(payments)
            .values([
              payment(c.id, 1_000 + i, '2026-05-15T03:00:00Z'),
              payment(c.id, 2_000 + i, '2026-05-15T03:07:00Z'),
            ]);
          await tx
            .update(payments)
            .set({ voided_at: new Date(), void_reason: 'Hủy' })
            .where(and(eq(payments.customer_id, c.id), eq(payments.amount, 2_000 + i)));
        }),
      ),
    );
    expect(await expectDashboardExact()).toBe(7_023_055 + 4 * 1_000 + 6);
  });
});
