import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tripItems } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct } from '../../../test/factories';
import { expectTripsInStep, statementsKeptAndLive } from '../../../test/kept-totals';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

// The statement figures kept by the triggers of migration 0011, against the live lines, after
// every way a line or its goods change: load, paid toggle, payment, edit, removal, move,
// archive and restore.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
});
afterAll(() => t.close());

async function expectInStep() {
  const { kept, live } = await statementsKeptAndLive(t.db);
  expect(kept).toEqual(live);
  await expectTripsInStep(t.db, live);
  return live;
}

async function api(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  query?: Record<string, string>,
) {
  const res = await call(t, { method, url, token: t.token, payload, query });
  expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

describe('statement_totals', () => {
  it('stays equal to the live lines through every change', async () => {
    const an = await buildCustomer(t.db, { full_name: 'Nguyễn Văn An' });
    const binh = await buildCustomer(t.db, { full_name: 'Trần Thị Bình' });
    const car = await buildCar(t.db);
    const other = await buildCar(t.db);
    const day = '2026-10-05';
    const goods = [
      await buildProduct(t.db, {
        customer_id: an.id,
        price: 2500,
        quantity: 2,
        total_weight: 12.55,
      }),
      await buildProduct(t.db, {
        customer_id: an.id,
        price_type: 'package',
        price: 50_000,
        quantity: 3,
      }),
      await buildProduct(t.db, { customer_id: binh.id, is_total_money: true, price: 75_000 }),
      await buildProduct(t.db, { customer_id: binh.id, price: 15, total_weight: 4.1 }),
    ];
    const ids = goods.map((g) => g.id);
    await api('POST', '/api/transports', { car_id: car.id, datetime_from: day, products: ids });
    expect(await expectInStep()).toHaveLength(2);

    await api('PATCH', `/api/products/${ids[0]}`, { is_paid: true });
    await t.db
      .update(products)
      .set({ price: 3000, total_weight: 20.25 })
      .where(eq(products.id, ids[1]!));
    await api('POST', '/api/transport/pay', {
      car_id: car.id,
      customer_id: binh.id,
      datefrom: day,
    });
    await expectInStep();

    const [item] = await t.db
      .select()
      .from(tripItems)
      .where(and(eq(tripItems.product_id, ids[3]!), isNull(tripItems.removed_at)));
    await api('DELETE', `/api/transport/${item!.id}`);
    await expectInStep();

    await api('POST', '/api/transport/move', {
      products: [ids[0]],
      car_id: other.id,
      datetime_from: day,
    });
    await expectInStep();

    const scope = { car_id: String(car.id), date_from: day, date_to: day };
    await api('DELETE', '/api/trips', undefined, scope);
    expect((await expectInStep()).map((r) => r.customer_id)).toEqual([an.id]);
    await api('POST', '/api/trips/restore', { car_id: car.id, datetime_from: day });
    const after = await expectInStep();
    expect(after.length).toBeGreaterThanOrEqual(2);
  });
});
