import { productsApi } from '@depot/shared/products/products.contract';
import { productCode } from '@depot/shared/products/products.rules';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCar, buildCustomer, buildSpecification } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { arriveGoods } from '../trips/trip-road.service';

// A parcel's history (`Lịch sử`): received at Sài Gòn (branch 1), loaded, departed, arrived at
// Cần Thơ; every step with its branch, vehicle and person, oldest first.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
});
afterAll(() => t.close());

describe('GET /api/products/:id/timeline', () => {
  it('follows a parcel from intake to arrival at the other branch', async () => {
    const ct = await buildBranch(t.db);
    const ctSigned = await signIn(t, 'staff', ct);
    const [customer, spec, car] = await Promise.all([
      buildCustomer(t.db),
      buildSpecification(t.db, 'Thùng lịch sử'),
      buildCar(t.db),
    ]);
    const made = await callEndpoint(t, productsApi.create, {
      body: {
        customer_id: customer.id,
        specification_id: spec.id,
        name: 'Máy giặt Toshiba',
        quantity: 1,
        total_weight: 40,
        price: 5_000,
        datetime: '2026-10-05',
      },
      token: t.token,
    });
    expect(made.status, made.message).toBe(200);
    const id = made.data.id;
    const loaded = await callEndpoint(t, transportsApi.load, {
      body: { car_id: car.id, datetime_from: '2026-10-06', products: [id] },
      token: t.token,
    });
    expect(loaded.status, loaded.message).toBe(200);
    const [trip] = await t.db.select().from(trips).where(eq(trips.car_id, car.id));
    await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, trip!.id));
    await callEndpoint(t, tripsApi.depart, { params: { id: trip!.id }, token: t.token });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    const arrived = await arriveGoods({ db: t.db, actor: ctSigned.user, branch: ct }, trip!.id, {
      id,
      code: productCode(row!),
      name: row!.name,
      customer: customer.full_name,
      customer_id: customer.id,
      quantity: 1,
    });
    expect(arrived.ok).toBe(true);

    const res = await callEndpoint(t, productsApi.timeline, { params: { id }, token: t.token });
    expect(res.status).toBe(200);
    expect(res.data.map((e) => [e.stage, e.branch?.code, e.car?.number_car ?? null])).toEqual([
      ['received', 'CN', null],
      ['loaded', 'CN', car.number_car],
      ['in_transit', 'CN', car.number_car],
      ['arrived', 'CT', car.number_car],
    ]);
    expect(res.data[0]!.by?.fullname).toBe(t.user.fullname);
    expect(res.data[3]!.by?.id).toBe(ctSigned.user.id);
    const times = res.data.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('answers 404 for goods that do not exist', async () => {
    const res = await callEndpoint(t, productsApi.timeline, {
      params: { id: 987654 },
      token: t.token,
    });
    expect([res.status, res.message]).toEqual([404, 'Không tìm thấy hàng hóa']);
  });
});
