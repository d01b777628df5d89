import type { PriceType } from '@depot/shared/products/products.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, products } from '../../db/schema/index';
import { buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

// PUT /api/products/:id without `is_paid` keeps the line's paid state (productUpdateSchema): a
// default of false would void the money collected. Payments and the paid toggle change it.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

type Line = Awaited<ReturnType<typeof buildProduct>>;

const stored = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const paymentsOf = (customerId: number) =>
  t.db.select().from(payments).where(eq(payments.customer_id, customerId));

/** A line of 10 000 đ, paid by the toggle (PATCH `{is_paid: true}`), which records a payment. */
async function paidLine(): Promise<Line> {
  const line = await buildProduct(t.db, { price: 1_000, total_weight: 10 });
  const paid = await callEndpoint(t, productsApi.patch, {
    params: { id: line.id },
    body: { is_paid: true },
    token: t.token,
  });
  expect(paid.status, JSON.stringify(paid.raw)).toBe(200);
  return stored(line.id);
}

/** The whole line as PUT takes it, without `is_paid`. */
function bodyWithoutPaid(line: Line) {
  return {
    customer_id: line.customer_id,
    name: line.name,
    price_type: line.price_type as PriceType,
    specification_id: line.specification_id,
    quantity: line.quantity,
    total_weight: Number(line.total_weight),
    price: line.price,
    is_total_money: line.is_total_money,
    datetime: line.datetime,
  };
}

const put = (line: Line, payload: WireBody<typeof productsApi.update>) =>
  callEndpoint(t, productsApi.update, { params: { id: line.id }, body: payload, token: t.token });

describe('PUT /api/products/:id without is_paid', () => {
  it('keeps a paid line paid: money collected unchanged, no payment voided', async () => {
    const line = await paidLine();
    expect(line).toMatchObject({ is_paid: true, paid_amount: 10_000 });
    const before = await paymentsOf(line.customer_id);
    expect(before).toHaveLength(1);

    const res = await put(line, { ...bodyWithoutPaid(line), product_type: 'Giao gấp' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ is_paid: true, product_type: 'Giao gấp' });
    expect(await stored(line.id)).toMatchObject({ is_paid: true, paid_amount: 10_000 });
    const after = await paymentsOf(line.customer_id);
    expect(after).toEqual(before);
    expect(after.every((p) => p.voided_at === null)).toBe(true);

    const customer = await callEndpoint(t, customersApi.get, {
      params: { id: line.customer_id },
      token: t.token,
    });
    expect(customer.data.outstanding_debt).toBe(0);
  });

  it('keeps an unpaid line unpaid', async () => {
    const line = await buildProduct(t.db, { price: 1_000, total_weight: 10 });
    const res = await put(line, { ...bodyWithoutPaid(line), name: 'Thùng sơn' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(await stored(line.id)).toMatchObject({ is_paid: false, paid_amount: 0 });
    expect(await paymentsOf(line.customer_id)).toEqual([]);
  });

  it('still un-collects a paid line when the form sends is_paid: false', async () => {
    const line = await paidLine();
    const res = await put(line, { ...bodyWithoutPaid(line), is_paid: false });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(await stored(line.id)).toMatchObject({ is_paid: false, paid_amount: 0 });
  });

  it('creates a line unpaid when POST leaves is_paid out', async () => {
    const line = await buildProduct(t.db);
    const res = await callEndpoint(t, productsApi.create, {
      body: bodyWithoutPaid(line),
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ is_paid: false });
  });
});
