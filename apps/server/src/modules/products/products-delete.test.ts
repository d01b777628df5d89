import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cars, products, tripItems, trips } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// DELETE /api/products/:id, and changing the customer of loaded goods. Trips have no service
// yet, so the load is inserted directly: a trip of a car on a date, and a live item on it.
let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

let plates = 0;
async function load(productId: number, datetime_from = '2026-11-21') {
  plates += 1;
  const [car] = await t.db
    .insert(cars)
    .values({
      number_car: `51C-${String(plates).padStart(3, '0')}.11`,
      driver_name: 'Tài xế',
      total_weight: 5000,
    })
    .returning();
  const [trip] = await t.db.insert(trips).values({ car_id: car!.id, datetime_from }).returning();
  const [item] = await t.db
    .insert(tripItems)
    .values({ trip_id: trip!.id, product_id: productId })
    .returning();
  return { car: car!, trip: trip!, item: item! };
}

const remove = (id: number) => callEndpoint(t, productsApi.remove, { params: { id }, token });

describe('DELETE /api/products/:id', () => {
  it('hides the goods (soft delete) and writes a delete row', async () => {
    const p = await buildProduct(t.db, { price: 2000, total_weight: 3 });
    const res = await remove(p.id);
    expect(res.status).toBe(200);
    expect(res.message).toBe('Xóa hàng hóa thành công');
    const [stored] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(stored!.deleted_at).toBeInstanceOf(Date);
    expect(stored!.updated_at.getTime()).toBeGreaterThan(p.updated_at.getTime());
    expect((await callEndpoint(t, productsApi.get, { params: { id: p.id }, token })).status).toBe(
      404,
    );
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, p.id), eq(auditLog.action, 'delete')));
    expect(row).toMatchObject({ actor_id: t.user.id, after: null });
    expect(row!.before).toMatchObject({ name: p.name, price: 2000, total_weight: 3, amount: 6000 });
  });

  it('answers 404 for unknown or already deleted goods', async () => {
    const p = await buildProduct(t.db);
    await remove(p.id);
    for (const id of [p.id, 999_999]) {
      const res = await remove(id);
      expect(res.status).toBe(404);
      expect(res.message).toBe('Không tìm thấy hàng hóa');
    }
  });

  it('refuses goods on a live trip, naming the vehicle and date, and keeps them', async () => {
    const p = await buildProduct(t.db);
    const { car } = await load(p.id, '2026-11-21');
    const res = await remove(p.id);
    expect(res.status).toBe(409);
    expect(res.message).toBe(
      `Hàng hóa đang ở trên xe ${car.number_car} ngày 21-11-2026, hãy gỡ khỏi bảng kê trước khi xóa`,
    );
    const [stored] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(stored!.deleted_at).toBeNull();
    expect(await t.db.$count(auditLog, eq(auditLog.entity_id, p.id))).toBe(0);
    const read = await callEndpoint(t, productsApi.get, { params: { id: p.id }, token });
    expect(read.data.trip).toMatchObject({
      number_car: car.number_car,
      datetime_from: '2026-11-21',
    });
  });

  it('allows it once the item is removed from the list', async () => {
    const p = await buildProduct(t.db);
    const { item } = await load(p.id);
    await t.db.update(tripItems).set({ removed_at: new Date() }).where(eq(tripItems.id, item.id));
    expect((await remove(p.id)).status).toBe(200);
  });

  it('allows it once the trip is archived', async () => {
    const p = await buildProduct(t.db);
    const { trip } = await load(p.id);
    await t.db.update(trips).set({ archived_at: new Date() }).where(eq(trips.id, trip.id));
    const read = await callEndpoint(t, productsApi.get, { params: { id: p.id }, token });
    expect(read.data.trip).toBeNull();
    expect((await remove(p.id)).status).toBe(200);
  });
});

describe('changing the customer of loaded goods', () => {
  it('is refused with 409 naming the vehicle and date; other edits are allowed', async () => {
    const p = await buildProduct(t.db, { price: 1000 });
    const { car } = await load(p.id, '2026-12-02');
    const other = await buildCustomer(t.db);
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { customer_id: other.id },
      token,
    });
    expect(res.status).toBe(409);
    expect(res.message).toBe(
      `Hàng hóa đang ở trên xe ${car.number_car} ngày 02-12-2026, không thể đổi khách hàng; hãy gỡ khỏi bảng kê trước`,
    );
    const priced = await callEndpoint(t, productsApi.patch, {
      params: { id: p.id },
      body: { price: 1500, reason: 'Khách báo sai giá' },
      token,
    });
    expect(priced.status).toBe(200);
    const [stored] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(stored).toMatchObject({ customer_id: p.customer_id, price: 1500 });
    const live = await t.db
      .select()
      .from(tripItems)
      .where(and(eq(tripItems.product_id, p.id), isNull(tripItems.removed_at)));
    expect(live).toHaveLength(1);
  });
});
