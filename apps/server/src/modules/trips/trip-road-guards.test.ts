import { productsApi } from '@depot/shared/products/products.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tripItems, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCar, buildCustomer } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// A trip goes from a branch to a branch (docs/domain.md, "Branches"): it takes its ends on its
// first load; the branch it leaves loads and unloads it; once it has left, only an admin with a
// reason adds or removes goods, and the trail keeps why.

let t: SignedInTestApp;
let ct: number;
let rg: number;
let sgStaff: string;
let sgAdmin: string;
let ctStaff: string;
let customer: number;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  rg = await buildBranch(t.db, { name: 'Chi nhánh Rạch Giá', code: 'RG' });
  sgStaff = (await signIn(t, 'staff', 1)).token;
  sgAdmin = (await signIn(t, 'admin', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  customer = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

/** Goods received at Sài Gòn for a branch, by the API. */
async function goodsTo(destination: number) {
  const res = await callEndpoint(t, productsApi.create, {
    body: {
      customer_id: customer,
      name: 'Bao gạo',
      price_type: 'package',
      quantity: 1,
      total_weight: 10,
      price: 30_000,
      datetime: '2026-11-20',
      destination_branch_id: destination,
    },
    token: sgStaff,
  });
  expect(res.status, res.message).toBe(200);
  return res.data.id;
}

async function load(
  token: string,
  car_id: number,
  products: number[],
  extra: { to_branch_id?: number; reason?: string } = {},
) {
  return callEndpoint(t, transportsApi.load, {
    body: { car_id, datetime_from: '2026-11-22', products, ...extra },
    token,
  });
}

const tripOf = async (carId: number) =>
  (await t.db.select().from(trips).where(eq(trips.car_id, carId)))[0]!;

describe('a trip’s ends', () => {
  it('are set by its first load: from the clerk’s branch to the goods’ common destination', async () => {
    const car = await buildCar(t.db);
    const done = await load(sgStaff, car.id, [await goodsTo(ct), await goodsTo(ct)]);
    expect(done.status, done.message).toBe(200);
    expect(await tripOf(car.id)).toMatchObject({ from_branch_id: 1, to_branch_id: ct });
    // A later load does not move them.
    await load(sgStaff, car.id, [await goodsTo(rg)]);
    expect(await tripOf(car.id)).toMatchObject({ from_branch_id: 1, to_branch_id: ct });
  });

  it('go where the pickup says, or back to the branch itself when the goods disagree', async () => {
    const asked = await buildCar(t.db);
    await load(sgStaff, asked.id, [await goodsTo(ct)], { to_branch_id: rg });
    expect((await tripOf(asked.id)).to_branch_id).toBe(rg);
    const mixed = await buildCar(t.db);
    await load(sgStaff, mixed.id, [await goodsTo(ct), await goodsTo(rg)]);
    expect((await tripOf(mixed.id)).to_branch_id).toBe(1);
  });

  it('another branch neither loads nor unloads it', async () => {
    const car = await buildCar(t.db);
    await load(sgStaff, car.id, [await goodsTo(ct)]);
    const refused = await load(ctStaff, car.id, [await goodsTo(ct)]);
    expect([refused.status, refused.message]).toEqual([403, 'Bảng kê này thuộc chi nhánh khác']);
  });
});

describe('a departed trip', () => {
  it('takes or gives goods only from an admin with a reason, kept in the trail', async () => {
    const car = await buildCar(t.db);
    await load(sgStaff, car.id, [await goodsTo(ct)]);
    const trip = await tripOf(car.id);
    await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
    const late = await goodsTo(ct);

    const staff = await load(sgStaff, car.id, [late], { reason: 'Quên hàng' });
    expect([staff.status, staff.message]).toEqual([
      403,
      'Xe đã xuất bến: chỉ quản trị viên được thêm hoặc bớt hàng, kèm lý do',
    ]);
    const noReason = await load(sgAdmin, car.id, [late]);
    expect([noReason.status, noReason.message]).toEqual([
      409,
      'Xe đã xuất bến: nhập lý do thêm hoặc bớt hàng',
    ]);
    const live = () =>
      t.db
        .select({ id: tripItems.id })
        .from(tripItems)
        .where(and(eq(tripItems.trip_id, trip.id), isNull(tripItems.removed_at)));
    expect(await live()).toHaveLength(1);

    const admin = await load(sgAdmin, car.id, [late], { reason: 'Quên hàng' });
    expect(admin.status, admin.message).toBe(200);
    const lines = await live();
    expect(lines).toHaveLength(2);

    const unload = (token: string, reason?: string) =>
      callEndpoint(t, transportLinesApi.archive, {
        params: { transport_id: lines[1]!.id },
        query: {},
        body: reason ? { reason } : {},
        token,
      });
    expect((await unload(sgStaff, 'Nhầm xe')).status).toBe(403);
    const removed = await unload(sgAdmin, 'Nhầm xe');
    expect(removed.status, removed.message).toBe(200);

    const trail = await t.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entity_id, trip.id)));
    expect(trail.filter((r) => r.action === 'departed_change').map((r) => r.after)).toEqual([
      { reason: 'Quên hàng' },
      { reason: 'Nhầm xe' },
    ]);
  });
});
