import { productCode } from '@depot/shared/products/products.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tripItems, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { scanOff } from '../../../test/scan-off';

// `Hàng chờ giao` (docs/domain.md, "Branches"): at the branch goods go to, those scanned off
// the vehicle wait for their receiver, by customer, the longest waiting first.

let t: SignedInTestApp;
let ct: number;
let ctStaff: string;
let sgStaff: string;
let older: { id: number };
let newer: { id: number };
let oldGoods: Awaited<ReturnType<typeof buildProduct>>;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  ctStaff = (await signIn(t, 'staff', ct)).token;
  sgStaff = (await signIn(t, 'staff', 1)).token;
  older = await buildCustomer(t.db, { full_name: 'Tiệm Vàng Kim Hoa' });
  newer = await buildCustomer(t.db, { full_name: 'Nhà Sách Phương Nam' });
  oldGoods = await buildProduct(t.db, { customer_id: older.id, name: 'Thùng mì', quantity: 2 });
  const fresh = await buildProduct(t.db, { customer_id: newer.id, name: 'Sách giáo khoa' });
  const notYet = await buildProduct(t.db, { customer_id: newer.id, name: 'Chưa quét' });
  const { trip } = await buildTrip(t.db, {
    products: [oldGoods, fresh, notYet],
    datetime_from: '2026-11-01',
  });
  await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, trip.id));
  await t.db
    .update(products)
    .set({ destination_branch_id: ct })
    .where(sql`${products.id} in (${oldGoods.id}, ${fresh.id}, ${notYet.id})`);
  await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
  for (const goods of [oldGoods, fresh]) await scanOff(t, ctStaff, trip, goods);
  // The older one came three days ago.
  await t.db
    .update(tripItems)
    .set({ arrived_at: sql`now() - interval '3 days'` })
    .where(and(eq(tripItems.trip_id, trip.id), eq(tripItems.product_id, oldGoods.id)));
});
afterAll(() => t.close());

const waiting = (token: string, query = {}) =>
  callEndpoint(t, productsApi.waiting, { query, token });

describe('GET /products/waiting', () => {
  it('lists at the receiving branch, by customer, the longest waiting first, with ages', async () => {
    const res = await waiting(ctStaff);
    expect(res.status, res.message).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.rows.map((r) => [r.customer.full_name, r.oldest_days])).toEqual([
      ['Tiệm Vàng Kim Hoa', 3],
      ['Nhà Sách Phương Nam', 0],
    ]);
    expect(res.data.rows[0]!.parcels).toEqual([
      expect.objectContaining({
        id: oldGoods.id,
        code: productCode(oldGoods),
        name: 'Thùng mì',
        quantity: 2,
        age_days: 3,
        branch_id: ct,
      }),
    ]);
    // The parcel not scanned off is not waiting here.
    expect(res.data.rows[1]!.parcels.map((p) => p.name)).toEqual(['Sách giáo khoa']);
  });

  it('finds a customer by name without accents; the branch it left has none waiting', async () => {
    const found = await waiting(ctStaff, { customer: 'phuong nam' });
    expect(found.data.rows.map((r) => r.customer.full_name)).toEqual(['Nhà Sách Phương Nam']);
    expect((await waiting(sgStaff)).data.total).toBe(0);
    // One customer alone by id (`Sao chép tin nhắn` from the goods list); a bad id is a 400.
    const one = await waiting(ctStaff, { customer_id: older.id });
    expect(one.data.rows.map((r) => r.customer.full_name)).toEqual(['Tiệm Vàng Kim Hoa']);
    const bad = await waiting(ctStaff, { customer_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.errors).toMatchObject({ customer_id: 'Khách hàng không hợp lệ' });
  });

  it('for the owner over every branch, names the branch each parcel waits at', async () => {
    const all = await waiting(t.token);
    expect(all.data.rows.flatMap((r) => r.parcels.map((p) => [p.name, p.branch_id]))).toEqual([
      ['Thùng mì', ct],
      ['Sách giáo khoa', ct],
    ]);
  });
});
