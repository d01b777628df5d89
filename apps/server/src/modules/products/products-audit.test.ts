import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// The money trail of goods: each change writes its rows with before, after and the actor, in
// the change's own transaction (a refused change writes none).
let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

const trail = (id: number) =>
  t.db.select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(asc(auditLog.id));

const patch = (id: number, payload: Record<string, unknown>) =>
  callEndpoint(t, productsApi.patch, { params: { id }, body: payload, token });

describe('money trail of goods', () => {
  it('an edit writes only the changed fields, before and after, with the actor', async () => {
    const p = await buildProduct(t.db, { price: 1000, quantity: 2, total_weight: 10 });
    const other = await buildCustomer(t.db);
    const res = await patch(p.id, {
      price: 1200,
      total_weight: 12.5,
      quantity: 2,
      customer_id: other.id,
      datetime: '2026-12-24',
    });
    expect(res.status).toBe(200);
    const rows = await trail(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'product',
      action: 'update',
      actor_id: t.user.id,
      before: { price: 1000, total_weight: 10, customer_id: p.customer_id, datetime: p.datetime },
      after: { price: 1200, total_weight: 12.5, customer_id: other.id, datetime: '2026-12-24' },
    });
    expect(Object.keys(rows[0]!.after!).sort()).toEqual(
      ['customer_id', 'datetime', 'price', 'total_weight'].sort(),
    );
  });

  it('records pricing switches: price type and lump sum', async () => {
    const p = await buildProduct(t.db, { price: 500, quantity: 3 });
    await patch(p.id, { price_type: 'package', is_total_money: true });
    const [row] = await trail(p.id);
    expect(row).toMatchObject({
      action: 'update',
      before: { price_type: 'weight', is_total_money: false, specification_id: p.specification_id },
      after: { price_type: 'package', is_total_money: true, specification_id: null },
    });
  });

  it('an edit that changes nothing writes nothing', async () => {
    const p = await buildProduct(t.db, { price: 700 });
    expect((await patch(p.id, { price: 700 })).status).toBe(200);
    expect(await trail(p.id)).toEqual([]);
  });

  it('flipping is_paid writes paid, then unpaid, with the amount, in the one paid shape', async () => {
    const p = await buildProduct(t.db, { price: 2000, total_weight: 1.5 });
    await patch(p.id, { is_paid: true });
    await patch(p.id, { is_paid: false });
    const rows = await trail(p.id);
    expect(rows.map((r) => r.action)).toEqual(['paid', 'unpaid']);
    expect(rows[0]).toMatchObject({
      actor_id: t.user.id,
      before: { is_paid: false },
      after: { is_paid: true, amount: 3000, trip_item_id: null, source: 'goods' },
    });
    expect(rows[1]).toMatchObject({ before: { is_paid: true }, after: { is_paid: false } });
  });

  it('a PUT changing the price and marking paid writes an update and a paid row', async () => {
    const p = await buildProduct(t.db, { price: 100, total_weight: 10 });
    const res = await callEndpoint(t, productsApi.update, {
      params: { id: p.id },
      body: {
        customer_id: p.customer_id,
        name: p.name,
        price_type: 'weight',
        specification_id: p.specification_id,
        quantity: p.quantity,
        total_weight: 10,
        price: 150,
        is_paid: true,
        datetime: p.datetime,
      },
      token,
    });
    expect(res.message).toBe('Cập nhật hàng hóa thành công');
    const rows = await trail(p.id);
    expect(rows.map((r) => r.action)).toEqual(['update', 'paid']);
    expect(rows[0]).toMatchObject({ before: { price: 100 }, after: { price: 150 } });
    // The paid row carries the amount after the edit: 150 đ × 10 kg.
    expect(rows[1]!.after).toMatchObject({ is_paid: true, amount: 1500, source: 'goods' });
  });

  it('a refused edit writes no row', async () => {
    const p = await buildProduct(t.db);
    expect((await patch(p.id, { specification_id: 999_999 })).status).toBe(400);
    expect((await patch(p.id, { customer_id: 999_999 })).status).toBe(400);
    expect(await trail(p.id)).toEqual([]);
  });

  it('GET /api/products/:id/history gives create, update, paid and delete in order', async () => {
    const spec = (await buildProduct(t.db)).specification_id;
    const customer = await buildCustomer(t.db);
    const created = await callEndpoint(t, productsApi.create, {
      body: {
        customer_id: customer.id,
        name: 'Lịch sử',
        specification_id: spec,
        quantity: 1,
        total_weight: 2,
        price: 1000,
        datetime: '2026-11-23',
      },
      token,
    });
    const id = created.data.id;
    await patch(id, { price: 1100 });
    await patch(id, { is_paid: true });
    await callEndpoint(t, productsApi.remove, { params: { id }, token });
    const res = await callEndpoint(t, productsApi.history, { params: { id }, token });
    expect(res.status).toBe(200);
    const actions = res.data.map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'paid', 'delete']);
    for (const row of res.data) {
      expect(row).toMatchObject({
        entity: 'product',
        entity_id: id,
        actor: { id: t.user.id, username: t.user.username, fullname: t.user.fullname },
      });
    }
    expect(res.data[3]!.before).toMatchObject({ price: 1100, is_paid: true, amount: 2200 });
  });
});
