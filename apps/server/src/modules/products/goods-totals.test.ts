import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { goodsKeptAndLive } from '../../../test/kept-totals';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// The per-customer totals kept by the trigger of migration 0010, and the count that reads them.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

async function count(query: Record<string, string>) {
  const res = await callEndpoint(t, productsApi.count, { query: query, token: t.token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}

describe('customer_goods_totals', () => {
  it('follows every insert, edit, move to another customer, soft and hard delete', async () => {
    const an = await buildCustomer(t.db, { full_name: 'Nguyễn Văn An' });
    const binh = await buildCustomer(t.db, { full_name: 'Trần Thị Bình' });
    const rice = await buildProduct(t.db, {
      customer_id: an.id,
      price: 2500,
      quantity: 2,
      total_weight: 12.55,
    });
    const box = await buildProduct(t.db, {
      customer_id: an.id,
      price_type: 'package',
      price: 50_000,
      quantity: 3,
    });
    const lump = await buildProduct(t.db, {
      customer_id: binh.id,
      is_total_money: true,
      price: 75_000,
    });
    const half = await buildProduct(t.db, { customer_id: binh.id, price: 15, total_weight: 4.1 });
    expect((await goodsKeptAndLive(t.db)).kept).toEqual((await goodsKeptAndLive(t.db)).live);

    // Edits that change the amount, one that changes nothing counted, and a move.
    await t.db
      .update(products)
      .set({ price: 3000, total_weight: 20.25 })
      .where(eq(products.id, rice.id));
    await t.db.update(products).set({ is_paid: true, status: true }).where(eq(products.id, box.id));
    await t.db.update(products).set({ customer_id: binh.id }).where(eq(products.id, box.id));
    await t.db.update(products).set({ is_total_money: false }).where(eq(products.id, lump.id));
    await t.db.update(products).set({ is_paid: true }).where(eq(products.id, lump.id));
    let state = await goodsKeptAndLive(t.db);
    expect(state.kept).toEqual(state.live);

    // Deleted through the API (soft), then removed for good, then brought back.
    const del = await callEndpoint(t, productsApi.remove, {
      params: { id: half.id },
      token: t.token,
    });
    expect(del.status).toBe(200);
    await t.db.delete(products).where(eq(products.id, rice.id));
    state = await goodsKeptAndLive(t.db);
    expect(state.kept).toEqual(state.live);
    await t.db.update(products).set({ deleted_at: null }).where(eq(products.id, half.id));
    state = await goodsKeptAndLive(t.db);
    expect(state.kept).toEqual(state.live);
    expect(state.live.find((r) => r.customer_id === an.id)).toBeUndefined();
  });

  it('the count from the totals equals the count over the goods, for every customer filter', async () => {
    const nam = await buildCustomer(t.db, { full_name: 'Lê Văn Nam' });
    for (let i = 1; i <= 4; i++)
      await buildProduct(t.db, {
        customer_id: nam.id,
        price: 1000 * i,
        quantity: i,
        total_weight: i + 0.5,
      });
    // price >= 0 matches every goods row but is a goods filter: alone it reads the totals kept
    // per price (migration 0025), beside a customer filter the goods themselves.
    const overGoods = { price: '0', price_op: '>=' };
    const queries: Record<string, string>[] = [
      {},
      { customer: 'nguyen' },
      { customer: 'le van nam' },
      { customer_id: String(nam.id) },
      { province_id: String(nam.province_id.id) },
    ];
    for (const query of queries) {
      expect(await count(query), JSON.stringify(query)).toEqual(
        await count({ ...query, ...overGoods }),
      );
    }
    expect(await count({ customer_id: String(nam.id) })).toEqual({
      count: 4,
      quantity: 10,
      total_weight: 12,
      amount: 1000 * 1.5 + 2000 * 2.5 + 3000 * 3.5 + 4000 * 4.5,
    });
  });
});
