import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index';
import { expectTotalsInStep } from '../../../test/kept-totals';
import { buildCustomer, buildSpecification, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { EDIT_REASON_REQUIRED } from './products-edit.service';
import { PRODUCT_ENTITY } from './products.service';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/decisions/0001-payments-are-records.md: editing a line whose money was collected, or which is on a live vehicle list (its
// receipt may be in the customer's hands), asks for a reason; the money collected never moves.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

/** What put rewrites a line from. */
type Line = {
  id: number;
  customer_id: number;
  name: string;
  price: number;
  total_weight: number;
  specification_id: number | null;
  datetime: string;
};

/** A goods line of 10 kg at 1 500 đ/kg created through the API, paid or not. */
async function line(is_paid: boolean) {
  const customer = await buildCustomer(t.db);
  const specification = await buildSpecification(t.db);
  const res = await callEndpoint(t, productsApi.create, {
    body: {
      customer_id: customer.id,
      name: 'Thùng sơn',
      price_type: 'weight',
      specification_id: specification.id,
      quantity: 1,
      total_weight: 10,
      price: 1_500,
      is_paid,
      datetime: '2026-09-09',
    },
    token: t.token,
  });
  expect(res.status).toBe(200);
  return { ...res.data, specification_id: specification.id };
}

const put = (l: Line, changes: Record<string, unknown>, method: 'PUT' | 'PATCH' = 'PUT') =>
  call(t, {
    method,
    url: `/api/products/${l.id}`,
    token: t.token,
    payload:
      method === 'PATCH'
        ? changes
        : {
            customer_id: l.customer_id,
            name: l.name,
            price_type: 'weight',
            specification_id: l.specification_id,
            quantity: 1,
            total_weight: l.total_weight,
            price: l.price,
            is_paid: true,
            datetime: l.datetime,
            ...changes,
          },
  });

const stored = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

const updates = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, PRODUCT_ENTITY),
        eq(auditLog.entity_id, id),
        eq(auditLog.action, 'update'),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('editing a line with money collected or on a vehicle list', () => {
  it('returns 409 with the figures when a paid line changes price without a reason', async () => {
    const l = await line(true);
    const res = await put(l, { price: 1_600 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: EDIT_REASON_REQUIRED,
      data: {
        reason_required: true,
        paid_amount: 15_000,
        amount_before: 15_000,
        amount_after: 16_000,
      },
    });
    expect(await stored(l.id)).toMatchObject({ price: 1_500, paid_amount: 15_000, is_paid: true });
    expect(await updates(l.id)).toHaveLength(0);
  });

  it('saves with a reason, keeps the money collected and audits the reason', async () => {
    const l = await line(true);
    const res = await put(l, { price: 1_600, reason: 'Cân lại hàng' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 1_600, amount: 16_000, is_paid: false });
    expect(await stored(l.id)).toMatchObject({ paid_amount: 15_000, is_paid: false });
    const [row] = await updates(l.id);
    expect(row).toMatchObject({
      before: { price: 1_500 },
      after: { price: 1_600, reason: 'Cân lại hàng' },
    });
    await expectTotalsInStep(t.db);
  });

  it('asks for a reason when a paid line moves to another customer', async () => {
    const l = await line(true);
    const other = await buildCustomer(t.db);
    const res = await put(l, { customer_id: other.id });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ reason_required: true, amount_after: 15_000 });
  });

  it('lets a name-only change of a paid line through without a reason', async () => {
    const l = await line(true);
    const res = await put(l, { name: 'Thùng sơn xanh' });
    expect(res.status).toBe(200);
    expect(await stored(l.id)).toMatchObject({ name: 'Thùng sơn xanh', paid_amount: 15_000 });
  });

  it('lets an unpaid line not on a vehicle change its price freely', async () => {
    const l = await line(false);
    const res = await put(l, { price: 1_600, is_paid: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 16_000, is_paid: false });
  });

  it('asks for a reason on an unpaid line that is on a live vehicle list', async () => {
    const customer = await buildCustomer(t.db);
    const trip = await buildTrip(t.db, {
      customer_id: customer.id,
      product: { price: 1_500, total_weight: 10 },
    });
    const loaded = trip.products[0]!;
    const l = { ...loaded, total_weight: Number(loaded.total_weight) };
    const refused = await put(l, { price: 1_600, is_paid: false });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ paid_amount: 0, amount_after: 16_000 });
    const saved = await put(l, { price: 1_600, is_paid: false, reason: 'Khách báo sai giá' });
    expect(saved.status).toBe(200);
  });

  it('asks for a reason on PATCH too, and never for the one-click paid toggle', async () => {
    const l = await line(true);
    expect((await put(l, { price: 1_400 }, 'PATCH')).status).toBe(409);
    const ok = await put(l, { price: 1_400, reason: 'Giảm giá cho khách' }, 'PATCH');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const un = await put(l, { is_paid: false }, 'PATCH');
    expect(un.status, JSON.stringify(un.body)).toBe(200);
    expect((await put(l, { is_paid: true }, 'PATCH')).status).toBe(200);
    const [row] = await updates(l.id);
    expect(row?.after).toMatchObject({ price: 1_400, reason: 'Giảm giá cho khách' });
  });

  it('refuses a reason that shows nothing', async () => {
    const l = await line(true);
    const res = await put(l, { price: 1_600, reason: '\u200B\u200B' });
    expect(res.status).toBe(400);
    expect(await stored(l.id)).toMatchObject({ price: 1_500 });
  });
});
