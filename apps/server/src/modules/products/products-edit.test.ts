import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

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
    price_type: p.price_type,
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
    const res = await call(t, {
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: {
        ...bodyOf(p),
        customer_id: other.id,
        name: ' Tủ lạnh ',
        price: 4000,
        total_weight: 2.5,
        specification_id: spec.id,
        product_type: 'Giao gấp',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Cập nhật hàng hóa thành công');
    expect(res.body.data).toMatchObject({
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
    const before = (await call(t, { url: `/api/products/${p.id}`, token })).body.data.code;
    const res = await call(t, {
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: { ...bodyOf(p), datetime: '2027-01-15' },
    });
    expect(res.body.data).toMatchObject({ datetime: '2027-01-15', code: before });
    expect(before).toMatch(/^2610-/);
    const suffixed = await call(t, {
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      token,
      payload: { suffix: 'C' },
    });
    expect(suffixed.body.data.code).toBe(`${before}-C`);
    expect(await stored(p.id)).toMatchObject({
      year_create: 2026,
      month_create: 10,
      order: p.order,
    });
  });

  it('answers 404 for unknown or deleted goods, 400 for an unknown specification', async () => {
    const p = await buildProduct(t.db);
    const missing = await call(t, {
      method: 'PUT',
      url: '/api/products/999999',
      token,
      payload: bodyOf(p),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Không tìm thấy hàng hóa');
    const badSpec = await call(t, {
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: { ...bodyOf(p), specification_id: 999_999 },
    });
    expect(badSpec.status).toBe(400);
    expect(badSpec.body.errors).toEqual({ specification_id: 'Quy cách không tồn tại' });
    await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, p.id));
    const gone = await call(t, {
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: bodyOf(p),
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
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      token,
      payload: { is_paid: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Đã cập nhật trạng thái thanh toán');
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
    const back = await call(t, {
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      token,
      payload: { is_paid: false },
    });
    expect(back.body.data.is_paid).toBe(false);
  });

  it('changes only the given fields', async () => {
    const p = await buildProduct(t.db, { price: 1000, total_weight: 10, product_type: 'Ghi chú' });
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      token,
      payload: { quantity: 7, total_weight: '12.25' },
    });
    expect(res.body.message).toBe('Cập nhật hàng hóa thành công');
    expect(res.body.data).toMatchObject({
      quantity: 7,
      total_weight: 12.25,
      price: 1000,
      amount: 12_250,
      product_type: 'Ghi chú',
    });
  });

  it('switches to package pricing and drops the specification', async () => {
    const p = await buildProduct(t.db, { specification_id: spec.id, price: 500, quantity: 3 });
    const res = await call(t, {
      method: 'PATCH',
      url: `/api/products/${p.id}`,
      token,
      payload: { price_type: 'package' },
    });
    expect(res.body.data).toMatchObject({ specification_id: null, amount: 1500 });
  });
});
