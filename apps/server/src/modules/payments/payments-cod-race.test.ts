import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { codAllocations, customers, products } from '../../db/schema/index';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCodLine } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';

// Thu hộ collected twice at once (docs/payments.md, "Collecting thu hộ"): the lock order makes
// the second wait, read the line again and find nothing left to collect; never a line collected
// past its thu hộ, whichever path took it first.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const lineOwingCod = () => buildCodLine(t.db, 1_200_000);

const collect = (customerId: number, amount: number) =>
  callEndpoint(t, paymentsApi.create, {
    body: { customer_id: customerId, amount, purpose: 'cod', request_id: crypto.randomUUID() },
    token: t.token,
  });

const collected = async (productId: number) =>
  Number(
    (
      await t.db
        .select({ sum: sql<string>`coalesce(sum(${codAllocations.amount}), 0)` })
        .from(codAllocations)
        .where(and(eq(codAllocations.product_id, productId), isNull(codAllocations.voided_at)))
    )[0]!.sum,
  );

describe('thu hộ collected at the same time', () => {
  it('a collection that waited on the receiver finds it all collected and records nothing', async () => {
    const { receiver, line } = await lineOwingCod();
    const first = await raceAgainst(
      t.db,
      // Another clerk's collection holds the receiver (the lock order's first step).
      (tx) => tx.select().from(customers).where(eq(customers.id, receiver.id)).for('no key update'),
      () => collect(receiver.id, 1_200_000),
    );
    expect(first.status, JSON.stringify(first.raw)).toBe(200);
    const [again, other] = await Promise.all([
      collect(receiver.id, 1_200_000),
      collect(receiver.id, 1_200_000),
    ]);
    expect([again.status, other.status]).toEqual([409, 409]);
    expect(await collected(line.id)).toBe(1_200_000);
    await expectTotalsInStep(t.db);
  });

  it('two clerks at once: one collects, the other is refused; the line is never collected twice', async () => {
    const { receiver, line } = await lineOwingCod();
    const replies = await Promise.all([
      collect(receiver.id, 1_200_000),
      collect(receiver.id, 1_200_000),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await collected(line.id)).toBe(1_200_000);
    await expectTotalsInStep(t.db);
  });

  it('a collection beside a one-click Đã thu of the same line: the thu hộ is taken once', async () => {
    const { receiver, line } = await lineOwingCod();
    const replies = await Promise.all([
      collect(receiver.id, 1_200_000),
      callEndpoint(t, productsApi.patch, {
        params: { id: line.id },
        body: { is_paid: true },
        token: t.token,
      }),
    ]);
    expect(replies.map((r) => r.status)).toContain(200);
    expect(await collected(line.id)).toBe(1_200_000);
    const [row] = await t.db.select().from(products).where(eq(products.id, line.id));
    expect(row!.cod_paid).toBe(1_200_000);
    await expectTotalsInStep(t.db);
  });
});
