import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { COD_PAYS_LINES_ONLY } from '@depot/shared/payments/payments.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { payments, products } from '../../db/schema/index';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { COD_COLLECTED_DELETE } from '../products/products-edit.service';
import { codOverDue, NOT_COD_OWED } from './payments-cod.service';

// docs/payments.md, "Collecting thu hộ": a payment of purpose `cod` collects the lines' thu hộ,
// oldest first or what is ticked, never beyond what is due; it is not the receiver's money, so
// their freight debt and credit stay as they were, and the depot's takings leave it out.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const pay = (payload: Record<string, unknown>) =>
  callEndpoint(t, paymentsApi.create, { body: payload, token: t.token });
const line = async (id: number) =>
  (await callEndpoint(t, productsApi.get, { params: { id }, token: t.token })).data;
const money = async (id: number) => {
  const { data } = await callEndpoint(t, customersApi.get, { params: { id }, token: t.token });
  return { owed: data.outstanding_debt, credit: data.credit };
};
const takings = async () =>
  Number(
    (
      await t.db.execute<{ s: string }>(
        sql`select coalesce(sum(amount), 0) as s from payment_received_slots`,
      )
    ).rows[0]!.s,
  );

/** A receiver with two lines of 100 000 đ freight: thu hộ 500 000 (older) and 2 000 000 đ. */
async function receiverWithCod() {
  const receiver = await buildCustomer(t.db);
  const sender = await buildCustomer(t.db);
  const base = { customer_id: receiver.id, sender_id: sender.id, price_type: 'package' as const };
  const older = await buildProduct(t.db, {
    ...base,
    price: 100_000,
    quantity: 1,
    cod_amount: 500_000,
    datetime: '2026-11-01',
  });
  const newer = await buildProduct(t.db, {
    ...base,
    price: 100_000,
    quantity: 1,
    cod_amount: 2_000_000,
    datetime: '2026-11-10',
  });
  return { receiver, sender, older, newer };
}

describe('collecting thu hộ (POST /api/payments, purpose cod)', () => {
  it('collects the oldest thu hộ first, and leaves the freight debt and credit alone', async () => {
    const { receiver, older, newer } = await receiverWithCod();
    const before = await money(receiver.id);
    const taken = await takings();
    const res = await pay({ customer_id: receiver.id, amount: 700_000, purpose: 'cod' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ purpose: 'cod', amount: 700_000, credit: 0 });
    expect(res.data.allocations.map((a) => [a.product_id, a.amount])).toEqual([
      [older.id, 500_000],
      [newer.id, 200_000],
    ]);
    expect(await line(older.id)).toMatchObject({
      cod_collected: 500_000,
      cod_due: 0,
      due: 100_000,
    });
    expect(await line(newer.id)).toMatchObject({ cod_collected: 200_000, cod_due: 1_800_000 });
    expect(await money(receiver.id)).toEqual(before);
    expect(await takings()).toBe(taken);
    await expectTotalsInStep(t.db);
  });

  it('collects what is ticked, and refuses past what is due with the amount still due', async () => {
    const { receiver, older, newer } = await receiverWithCod();
    const over = await pay({ customer_id: receiver.id, amount: 2_500_001, purpose: 'cod' });
    expect(over.status).toBe(400);
    expect(over.errors?.amount).toBe(codOverDue(2_500_000));
    expect(await t.db.$count(payments, eq(payments.customer_id, receiver.id))).toBe(0);
    const ticked = await pay({
      customer_id: receiver.id,
      amount: 2_000_000,
      purpose: 'cod',
      lines: [newer.id],
    });
    expect(ticked.status).toBe(200);
    expect((await line(newer.id)).cod_due).toBe(0);
    expect((await line(older.id)).cod_due).toBe(500_000);
  });

  it('refuses the opening debt, statements, and lines of another customer or owing nothing', async () => {
    const { receiver } = await receiverWithCod();
    const other = await receiverWithCod();
    const opening = await pay({
      customer_id: receiver.id,
      amount: 1_000,
      purpose: 'cod',
      opening: true,
    });
    expect(opening.status).toBe(400);
    expect(opening.errors?.opening).toBe(COD_PAYS_LINES_ONLY);
    const foreign = await pay({
      customer_id: receiver.id,
      amount: 1_000,
      purpose: 'cod',
      lines: [other.older.id],
    });
    expect(foreign.status).toBe(409);
    expect(foreign.message).toBe(NOT_COD_OWED);
  });

  it('a void gives the lines their thu hộ due back', async () => {
    const { receiver, older } = await receiverWithCod();
    const res = await pay({ customer_id: receiver.id, amount: 300_000, purpose: 'cod' });
    const voided = await callEndpoint(t, paymentsApi.void, {
      params: { id: res.data.id },
      body: { reason: 'Thu nhầm' },
      token: t.token,
    });
    expect(voided.status, JSON.stringify(voided.raw)).toBe(200);
    expect(voided.data.allocations.every((a) => a.voided)).toBe(true);
    expect(await line(older.id)).toMatchObject({ cod_collected: 0, cod_due: 500_000 });
    // Collected again, the line cannot be deleted until that payment is voided.
    await pay({ customer_id: receiver.id, amount: 100_000, purpose: 'cod', lines: [older.id] });
    const removed = await callEndpoint(t, productsApi.remove, {
      params: { id: older.id },
      token: t.token,
    });
    expect(removed.status).toBe(409);
    expect(removed.message).toBe(COD_COLLECTED_DELETE);
    const [row] = await t.db.select().from(products).where(eq(products.id, older.id));
    expect(row!.cod_paid).toBe(100_000);
    await expectTotalsInStep(t.db);
  });

  it('is cash in the drawer, counted apart as thu hộ in the book', async () => {
    const { receiver } = await receiverWithCod();
    const before = await callEndpoint(t, cashBookApi.book, { query: {}, token: t.token });
    const owed = async () =>
      (
        await callEndpoint(t, dashboardApi.get, {
          query: { date_from: '2026-11-01', date_to: '2026-11-30' },
          token: t.token,
        })
      ).data.totals.cod_owed;
    const owedBefore = await owed();
    await pay({ customer_id: receiver.id, amount: 400_000, purpose: 'cod' });
    // The dashboard's thu hộ owed to senders grows by it.
    expect((await owed()) - owedBefore).toBe(400_000);
    const after = await callEndpoint(t, cashBookApi.book, { query: {}, token: t.token });
    expect(after.status, JSON.stringify(after.raw)).toBe(200);
    expect(after.data.totals.in.by_purpose.cod - before.data.totals.in.by_purpose.cod).toBe(
      400_000,
    );
    expect(after.data.closing - before.data.closing).toBe(400_000);
    expect(after.data.rows.at(-1)).toMatchObject({ purpose: 'cod', amount: 400_000 });
  });

  it('one-click Đã thu takes the freight and the thu hộ, Chưa thu gives both back', async () => {
    const { receiver, newer } = await receiverWithCod();
    const patch = (is_paid: boolean) =>
      callEndpoint(t, productsApi.patch, {
        params: { id: newer.id },
        body: { is_paid },
        token: t.token,
      });
    const paid = await patch(true);
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
    expect(paid.data).toMatchObject({ due: 0, cod_due: 0, cod_collected: 2_000_000 });
    const taken = await t.db
      .select({ purpose: payments.purpose, amount: payments.amount })
      .from(payments)
      .where(eq(payments.customer_id, receiver.id));
    expect(taken.sort((a, b) => a.amount - b.amount)).toEqual([
      { purpose: 'freight', amount: 100_000 },
      { purpose: 'cod', amount: 2_000_000 },
    ]);
    // Chưa thu names both payments first, then voids them.
    const named = await callEndpoint(t, paymentsApi.ofLine, {
      params: { id: newer.id },
      token: t.token,
    });
    expect(named.data.map((p) => p.amount).sort()).toEqual([100_000, 2_000_000]);
    const unpaid = await patch(false);
    expect(unpaid.data).toMatchObject({ due: 100_000, cod_due: 2_000_000, cod_collected: 0 });
    await expectTotalsInStep(t.db);
  });
});
