import { transportsApi } from '@depot/shared/transports/transports.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tripItems, trips } from '../../db/schema/index';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { buildBranch, buildCar, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// A trip that has left changes only by an admin with a reason (docs/domain.md, "Branches"), on
// every path: `Chuyển xe` (the trip the lines leave and the one they join), the restores of
// deleted lines and lists, and the deletion of a list. Trips that have not left are as before.

const ADMIN_ONLY = 'Xe đã xuất bến: chỉ quản trị viên được thêm hoặc bớt hàng, kèm lý do';
const REASON_REQUIRED = 'Xe đã xuất bến: nhập lý do thêm hoặc bớt hàng';

let t: SignedInTestApp;
let staff: string;
let admin: string;
let day = 0;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  staff = (await signIn(t, 'staff', 1)).token;
  admin = (await signIn(t, 'admin', 1)).token;
});
afterAll(() => t.close());

/** A new date for each trip, so that vehicles never share one by chance. */
const nextDay = () => `2026-08-${String(++day).padStart(2, '0')}`;

async function departed(lines = 1, given: Parameters<typeof buildTrip>[1] = {}) {
  const built = await buildTrip(t.db, { lines, datetime_from: nextDay(), ...given });
  const res = await callEndpoint(t, tripsApi.depart, {
    params: { id: built.trip.id },
    token: staff,
  });
  expect(res.status, res.message).toBe(200);
  return built;
}

const move = (token: string, body: WireBody<typeof transportLinesApi.move>) =>
  callEndpoint(t, transportLinesApi.move, { body, token });

/** Where each goods is now: the trip of its live line. */
const liveTrips = async (ids: number[]) =>
  (
    await t.db
      .select({ product_id: tripItems.product_id, trip_id: tripItems.trip_id })
      .from(tripItems)
      .where(and(inArray(tripItems.product_id, ids), isNull(tripItems.removed_at)))
      .orderBy(asc(tripItems.product_id))
  ).map((r) => r.trip_id);

const trail = (entity: 'trip' | 'product', ids: number[], action: string) =>
  t.db
    .select({ entity_id: auditLog.entity_id, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, entity),
        inArray(auditLog.entity_id, ids),
        eq(auditLog.action, action),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('Chuyển xe and a trip that has left', () => {
  it('off a departed trip: staff refused, an admin needs a reason, kept in the trail', async () => {
    const from = await departed();
    const goods = from.products.map((p) => p.id);
    const car = await buildCar(t.db);
    const body = { products: goods, car_id: car.id, datetime_from: from.trip.datetime_from };

    const byStaff = await move(staff, { ...body, reason: 'Đổi xe' });
    expect([byStaff.status, byStaff.message]).toEqual([403, ADMIN_ONLY]);
    const noReason = await move(admin, body);
    expect([noReason.status, noReason.message]).toEqual([409, REASON_REQUIRED]);
    expect(await liveTrips(goods)).toEqual([from.trip.id]);
    expect(await trail('product', goods, 'move')).toEqual([]);

    const done = await move(admin, { ...body, reason: 'Xe hỏng giữa đường' });
    expect(done.status, done.message).toBe(200);
    expect(await liveTrips(goods)).toEqual([done.data.trip_id]);
    expect(await trail('trip', [from.trip.id], 'departed_change')).toEqual([
      { entity_id: from.trip.id, after: { reason: 'Xe hỏng giữa đường' } },
    ]);
    // The trip they joined had not left: nothing in its trail.
    expect(await trail('trip', [done.data.trip_id], 'departed_change')).toEqual([]);
  });

  it('onto a departed trip, and between two: each departed trip keeps the reason', async () => {
    const onto = await departed();
    const idle = await buildTrip(t.db, { datetime_from: nextDay() });
    const goods = idle.products.map((p) => p.id);
    const body = { products: goods, car_id: onto.car.id, datetime_from: onto.trip.datetime_from };
    const byStaff = await move(staff, { ...body, reason: 'Gửi thêm' });
    expect([byStaff.status, byStaff.message]).toEqual([403, ADMIN_ONLY]);
    expect((await move(admin, body)).status).toBe(409);
    expect(await liveTrips(goods)).toEqual([idle.trip.id]);

    const done = await move(admin, { ...body, reason: 'Gửi thêm' });
    expect([done.status, done.data.trip_id]).toEqual([200, onto.trip.id]);
    expect(await trail('trip', [onto.trip.id, idle.trip.id], 'departed_change')).toEqual([
      { entity_id: onto.trip.id, after: { reason: 'Gửi thêm' } },
    ]);

    const other = await departed();
    const back = await move(admin, {
      products: goods,
      car_id: other.car.id,
      datetime_from: other.trip.datetime_from,
      reason: 'Chuyển sang xe khác',
    });
    expect(back.status, back.message).toBe(200);
    const both = await trail('trip', [onto.trip.id, other.trip.id], 'departed_change');
    expect(both.slice(1)).toEqual(
      [onto.trip.id, other.trip.id]
        .sort((a, b) => a - b)
        .map((id) => ({ entity_id: id, after: { reason: 'Chuyển sang xe khác' } })),
    );
  });

  it('between trips that have not left: staff, no reason, as before', async () => {
    const from = await buildTrip(t.db, { datetime_from: nextDay() });
    const car = await buildCar(t.db);
    const goods = from.products.map((p) => p.id);
    const done = await move(staff, {
      products: goods,
      car_id: car.id,
      datetime_from: from.trip.datetime_from,
    });
    expect([done.status, done.data.moved]).toEqual([200, 1]);
    expect(await trail('trip', [from.trip.id, done.data.trip_id], 'departed_change')).toEqual([]);
  });
});

describe('a trip with no goods that has not left', () => {
  it('is any branch’s first load, and takes its ends from it', async () => {
    const ct = await buildBranch(t.db);
    const ctStaff = (await signIn(t, 'staff', ct)).token;
    const goods = await buildProduct(t.db, { origin_branch_id: ct, destination_branch_id: 1 });
    const car = await buildCar(t.db);
    const res = await callEndpoint(t, transportsApi.load, {
      body: { car_id: car.id, datetime_from: nextDay(), products: [goods.id] },
      token: ctStaff,
    });
    expect(res.status, res.message).toBe(200);
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, res.data.trip_id));
    expect(trip).toMatchObject({ from_branch_id: ct, to_branch_id: 1 });
  });
});

describe('restoring onto a trip that has left', () => {
  const restoreLine = (token: string, transport_id: number, reason?: string) =>
    callEndpoint(t, transportLinesApi.restore, {
      params: { transport_id },
      query: reason ? { reason } : {},
      token,
    });

  it('a removed line: only the superadmin (the archive’s role), with a reason', async () => {
    const trip = await departed(2);
    const kept = trip.items[0]!;
    const removed = trip.items[1]!;
    const gone = trip.products[1]!.id;
    const off = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: removed.id },
      query: {},
      body: { reason: 'Nhầm hàng' },
      token: admin,
    });
    expect(off.status, off.message).toBe(200);
    expect(kept.id).toBeLessThan(removed.id);

    for (const token of [staff, admin]) {
      const refused = await restoreLine(token, removed.id, 'Đưa lại');
      expect([refused.status, refused.message]).toEqual([
        403,
        'Bạn không có quyền thực hiện thao tác này',
      ]);
    }
    const noReason = await restoreLine(t.token, removed.id);
    expect([noReason.status, noReason.message]).toEqual([409, REASON_REQUIRED]);
    expect(await liveTrips([gone])).toEqual([]);

    const done = await restoreLine(t.token, removed.id, 'Hàng vẫn trên xe');
    expect(done.status, done.message).toBe(200);
    expect(await liveTrips([gone])).toEqual([trip.trip.id]);
    expect((await trail('trip', [trip.trip.id], 'departed_change')).map((r) => r.after)).toEqual([
      { reason: 'Nhầm hàng' },
      { reason: 'Hàng vẫn trên xe' },
    ]);
  });

  it('a deleted list onto the live trip of its vehicle and date that has left', async () => {
    const first = await departed(2);
    const goods = first.products.map((p) => p.id);
    const scope = {
      car_id: `${first.car.id}`,
      date_from: first.trip.datetime_from,
      date_to: first.trip.datetime_from,
    };
    // Deleting the list of a trip that has left is guarded as well.
    const byStaff = await callEndpoint(t, tripsApi.archive, { query: scope, token: staff });
    expect([byStaff.status, byStaff.message]).toEqual([403, ADMIN_ONLY]);
    const deleted = await callEndpoint(t, tripsApi.archive, {
      query: { ...scope, reason: 'Lập lại bảng kê' },
      token: admin,
    });
    expect(deleted.status, deleted.message).toBe(200);
    const second = await departed(1, { car: first.car, datetime_from: first.trip.datetime_from });
    expect(second.trip.id).not.toBe(first.trip.id);

    const body = { car_id: first.car.id, datetime_from: first.trip.datetime_from };
    const byAdmin = await callEndpoint(t, tripsApi.restore, { body, token: admin });
    expect(byAdmin.status).toBe(403);
    const noReason = await callEndpoint(t, tripsApi.restore, { body, token: t.token });
    expect([noReason.status, noReason.message]).toEqual([409, REASON_REQUIRED]);
    expect(await liveTrips(goods)).toEqual([]);

    const done = await callEndpoint(t, tripsApi.restore, {
      body: { ...body, reason: 'Xóa nhầm' },
      token: t.token,
    });
    expect([done.status, done.data.trip_id]).toEqual([200, second.trip.id]);
    expect(await liveTrips(goods)).toEqual([second.trip.id, second.trip.id]);
    expect(await trail('trip', [second.trip.id], 'departed_change')).toEqual([
      { entity_id: second.trip.id, after: { reason: 'Xóa nhầm' } },
    ]);
  });

  it('onto a trip that has not left: no reason, as before', async () => {
    const trip = await buildTrip(t.db, { lines: 2, datetime_from: nextDay() });
    const off = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: trip.items[1]!.id },
      query: {},
      body: {},
      token: staff,
    });
    expect(off.status, off.message).toBe(200);
    const done = await restoreLine(t.token, trip.items[1]!.id);
    expect(done.status, done.message).toBe(200);
    expect(await liveTrips([trip.products[1]!.id])).toEqual([trip.trip.id]);
    expect(await trail('trip', [trip.trip.id], 'departed_change')).toEqual([]);
  });
});
