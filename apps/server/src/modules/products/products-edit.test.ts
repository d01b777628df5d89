import type { PriceType } from '@depot/shared/products/products.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// PUT and PATCH /api/products/:id.
let t: SignedInTestApp;
let token: string;
let spec: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  spec = await buildSpecification(t.db, 'Bao tải');
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

function bodyOf(p: Awaited<ReturnType<typeof buildProduct>>) {
  return {
    customer_id: p.customer_id,
    name: p.name,
    price_type: p.price_type as PriceType,
    specification_id: p.specification_id,
    quantity: p.quantity,
    total_weight: Number(p.total_weight),
    price: p.price,
    is_total_money: p.is_total_money,
    is_paid: p.is_paid,
    datetime: p.datetime,
  };
}

describe('PUT /api/products/:id', () => {
  it('replaces the line; updated_at moves; the answer carries the new amount', async () => {
    const p = await buildProduct(t.db, { datetime: '2026-11-03', price: 1000, total_weight: 10 });
    const other = await buildCustomer(t.db, { full_name: 'Phạm Văn Nhận' });
    const res = await callEndpoint(t, productsApi.update, {
      params: { id: p.id },
      body: {
        ...bodyOf(p),
        customer_id: other.id,
        name: ' Tủ lạnh ',
        price: 4000,
        total_weight: 2.5,
        specification_id: spec.id,
        product_type: 'Giao gấp',
      },
      token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Cập nhật hàng hóa thành công');
    expect(res.data).toMatchObject({
      name: 'Tủ lạnh',
      price: 4000,
      total_weight: 2.5,
      amount: 10_000,
      product_type: 'Giao gấp',
      customer: { id: other.id, full_name: 'Phạm Văn Nhận' },
      specification_id: { id: spec.id, name: 'Bao tải' },
    });
    const row = await stored(p.id);
    expect(row.updated_at.getTime()).toBeGreaterThan(p.updated_at.getTime());
    expect(row.created_at).toEqual(p.created_at);
  });

  it('never changes the code, even when the receive date moves to another month', async () => {
    const p = await buildProduct(t.db, { datetime: '2026-10-31' });
    const before = (await callEndpoint(t, productsApi.get, { params: { id: p.id }, token })).data
      .code;
    const res = await callEndpoint(t, productsApi.update, {
      params: { id: p.id },
      body: { ...bodyOf(p), datetime: '2027-01-15' },
      token,
    });
    expect(res.data).toMatchObject({ datetime: '2027-01-15', code: before });
    expect(before).toMatch(/^2610-/);
    const suffixed = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { suffix: 'C' },
      token,
    });
    expect(suffixed.data.code).toBe(`${before}-C`);
    expect(await stored(p.id)).toMatchObject({
      year_create: 2026,
      month_create: 10,
      order: p.order,
    });
  });

  it('answers 404 for unknown or deleted goods, 400 for an unknown specification', async () => {
    const p = await buildProduct(t.db);
    const missing = await callEndpoint(t, productsApi.update, {
      params: { id: 999999 },
      body: bodyOf(p),
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy hàng hóa');
    const badSpec = await callEndpoint(t, productsApi.update, {
      params: { id: p.id },
      body: { ...bodyOf(p), specification_id: 999_999 },
      token,
    });
    expect(badSpec.status).toBe(400);
    expect(badSpec.errors).toEqual({ specification_id: 'Quy cách không tồn tại' });
    await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, p.id));
    const gone = await callEndpoint(t, productsApi.update, {
      params: { id: p.id },
      body: bodyOf(p),
      token,
    });
    expect(gone.status).toBe(404);
  });
});

describe('PATCH /api/products/:id', () => {
  it('{is_paid: true} marks the line paid and keeps every other field', async () => {
    const p = await buildProduct(t.db, {
      price_type: 'package',
      is_total_money: true,
      price: 90_000,
      quantity: 4,
    });
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { is_paid: true },
      token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Đã cập nhật trạng thái thanh toán');
    const row = await stored(p.id);
    expect(row).toMatchObject({
      is_paid: true,
      price_type: 'package',
      is_total_money: true,
      price: 90_000,
      quantity: 4,
      specification_id: null,
      name: p.name,
    });
    const back = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { is_paid: false },
      token,
    });
    expect(back.data.is_paid).toBe(false);
  });

  it('changes only the given fields', async () => {
    const p = await buildProduct(t.db, { price: 1000, total_weight: 10, product_type: 'Ghi chú' });
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { quantity: 7, total_weight: '12.25' },
      token,
    });
    expect(res.message).toBe('Cập nhật hàng hóa thành công');
    expect(res.data).toMatchObject({
      quantity: 7,
      total_weight: 12.25,
      price: 1000,
      amount: 12_250,
      product_type: 'Ghi chú',
    });
  });

  it('switches to package pricing and drops the specification', async () => {
    const p = await buildProduct(t.db, { specification_id: spec.id, price: 500, quantity: 3 });
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { price_type: 'package' },
      token,
    });
    expect(res.data).toMatchObject({ specification_id: null, amount: 1500 });
  });
});
