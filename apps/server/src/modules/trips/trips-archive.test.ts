import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { call, createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { productsApi } from '@depot/shared/products/products.contract';

let t: SignedInTestApp;
let staff: { token: string; user: { id: number; fullname: string } };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const scopeOf = (carId: number, day: string) => ({
  car_id: `${carId}`,
  date_from: day,
  date_to: day,
});

const itemsOf = (tripId: number) =>
  t.db.select().from(tripItems).where(eq(tripItems.trip_id, tripId));
const goods = (ids: number[]) => t.db.select().from(products).where(inArray(products.id, ids));
const tripRow = async (id: number) => (await t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const auditOf = (ids: number[], action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.action, action),
        inArray(auditLog.entity_id, ids),
      ),
    );

describe('DELETE /api/trips (a vehicle list goes to the archive)', () => {
  it('archives every line, the trip, and puts the goods back as not loaded, with audit', async () => {
    const {
      car,
      trip,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2026-08-01',
      lines: 3,
    });
    const ids = loaded.map((p) => p.id);
    const res = await callEndpoint(t, tripsApi.archive, {
      query: { ...scopeOf(car.id, '2026-08-01'), reason: 'Xe hỏng' },
      token: staff.token,
    });
    expect(res.raw).toEqual({
      status: true,
      message: 'Xóa thành công!',
      data: { archived: 3, trips_archived: 1 },
    });
    for (const item of await itemsOf(trip.id)) {
      expect(item).toMatchObject({ archived: true, removed_by: staff.user.id, reason: 'Xe hỏng' });
      expect(item.removed_at).not.toBeNull();
    }
    expect((await goods(ids)).map((p) => p.status)).toEqual([false, false, false]);
    expect(await tripRow(trip.id)).toMatchObject({ archived_by: staff.user.id });
    expect((await tripRow(trip.id)).archived_at).not.toBeNull();

    const audit = await auditOf(ids, 'archive');
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      actor_id: staff.user.id,
      before: { trip_id: trip.id, car_id: car.id, datetime_from: '2026-08-01' },
      after: { status: false, reason: 'Xe hỏng' },
    });
    const count = await callEndpoint(t, tripsApi.count, {
      query: scopeOf(car.id, '2026-08-01'),
      token: staff.token,
    });
    expect(count.data.total).toBe(0);
  });

  it('shows the archived list to the superadmin in the archive, not in the live list', async () => {
    const { car, trip } = await buildTrip(t.db, { datetime_from: '2026-08-02', lines: 2 });
    const scope = scopeOf(car.id, '2026-08-02');
    await callEndpoint(t, tripsApi.archive, {
      query: scope,
      body: { reason: 'Khách hủy chuyến' },
      token: staff.token,
    });
    const live = await callEndpoint(t, tripsApi.list, { query: scope, token: t.token });
    expect(live.data.rows).toEqual([]);
    const archived = await callEndpoint(t, tripsApi.list, {
      query: { ...scope, archived: 'true' },
      token: t.token,
    });
    expect(archived.data.rows).toHaveLength(1);
    const [row] = archived.data.rows;
    expect(row).toMatchObject({
      id: trip.id,
      lines: 2,
      archived_by: { id: staff.user.id, fullname: staff.user.fullname },
      archive_reason: 'Khách hủy chuyến',
    });
    expect(Date.parse(row!.archived_at!)).not.toBeNaN();
    const lines = await callEndpoint(t, transportLinesApi.list, {
      query: { ...scope, archived: 'true' },
      token: t.token,
    });
    expect(lines.data.total).toBe(2);
    expect(lines.data.rows[0]!.removed_at).not.toBeNull();
    const statements = await callEndpoint(t, tripsApi.customers, {
      query: { ...scope, archived: 'true' },
      token: t.token,
    });
    expect(statements.data.total).toBe(2);
  });

  it("archives one customer's lines only and keeps the trip live for the others", async () => {
    const car = await buildCar(t.db);
    const customer = await buildCustomer(t.db);
    const { trip } = await buildTrip(t.db, {
      car,
      datetime_from: '2026-08-03',
      lines: 2,
      customer_id: customer.id,
    });
    await buildTrip(t.db, { car, datetime_from: '2026-08-03', lines: 1 });
    const res = await callEndpoint(t, tripsApi.archive, {
      query: { ...scopeOf(car.id, '2026-08-03'), customer_id: `${customer.id}` },
      token: staff.token,
    });
    expect(res.data).toEqual({ archived: 2, trips_archived: 0 });
    expect((await tripRow(trip.id)).archived_at).toBeNull();
    const left = (await itemsOf(trip.id)).filter((i) => i.removed_at === null);
    expect(left).toHaveLength(1);
  });

  it('answers 404 with the spec text when no list matches', async () => {
    const car = await buildCar(t.db);
    const res = await callEndpoint(t, tripsApi.archive, {
      query: scopeOf(car.id, '2026-08-04'),
      token: staff.token,
    });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Không tìm thấy thông tin bảng kê để xóa');
  });
});

describe('DELETE /api/transport/:transport_id (one line leaves the statement)', () => {
  it('archives the line, then refuses it a second time', async () => {
    const customer = await buildCustomer(t.db);
    const {
      trip,
      items,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2026-08-05',
      lines: 2,
      customer_id: customer.id,
    });
    const url = `/api/transport/${items[0]!.id}`;
    const res = await call(t, { method: 'DELETE', url, token: staff.token });
    expect(res.body).toEqual({
      status: true,
      message: 'Đã xóa hàng khỏi bảng kê, hàng vẫn còn trong danh sách hàng hóa',
      data: { archived: 1, trips_archived: 0 },
    });
    expect((await goods([loaded[0]!.id]))[0]).toMatchObject({ status: false, deleted_at: null });
    expect(await auditOf([loaded[0]!.id], 'archive')).toHaveLength(1);
    // Back in the goods list's only-unloaded filter; the line still on the trip is not.
    const unloaded = await callEndpoint(t, productsApi.list, {
      query: { customer_id: `${customer.id}`, status: 'false', limit: '100' },
      token: staff.token,
    });
    const unloadedIds = unloaded.data.rows.map((p: { id: number }) => p.id);
    expect(unloadedIds).toContain(loaded[0]!.id);
    expect(unloadedIds).not.toContain(loaded[1]!.id);
    const again = await call(t, { method: 'DELETE', url, token: staff.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dòng này đã bị xóa khỏi bảng kê');
    expect((await tripRow(trip.id)).archived_at).toBeNull();
  });

  it('checks the goods of …/product/:product_id and archives the trip with its last line', async () => {
    const {
      trip,
      items,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2026-08-06',
    });
    const wrong = await callEndpoint(t, transportLinesApi.archiveProduct, {
      params: { transport_id: items[0]!.id, product_id: loaded[0]!.id + 1000 },
      token: staff.token,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.message).toBe('Không tìm thấy dòng hàng trong bảng kê');
    const res = await callEndpoint(t, transportLinesApi.archiveProduct, {
      params: { transport_id: items[0]!.id, product_id: loaded[0]!.id },
      query: { reason: 'Khách lấy lại hàng' },
      token: staff.token,
    });
    expect(res.data).toEqual({ archived: 1, trips_archived: 1 });
    expect((await tripRow(trip.id)).archived_at).not.toBeNull();
    expect((await itemsOf(trip.id))[0]!.reason).toBe('Khách lấy lại hàng');
  });

  it('answers 404 for an unknown line and 400 for a malformed id', async () => {
    const res = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: 999999 },
      token: staff.token,
    });
    expect(res.status).toBe(404);
    const bad = await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: 'abc' },
      token: staff.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Mã dòng hàng không hợp lệ');
  });
});
