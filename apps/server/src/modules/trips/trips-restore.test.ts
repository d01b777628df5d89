import { productCode } from '@depot/shared/products/products.rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, replyOf, type WireBody } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';

let t: SignedInTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  staff = (await signIn(t, 'staff')).token;
});
afterAll(() => t.close());

async function archiveList(carId: number, day: string, customerId?: number) {
  const res = await callEndpoint(t, tripsApi.archive, {
    query: {
      car_id: `${carId}`,
      date_from: day,
      date_to: day,
      ...(customerId ? { customer_id: `${customerId}` } : {}),
    },
    token: staff,
  });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
}

const restore = (payload: WireBody<typeof tripsApi.restore>, token = t.token) =>
  callEndpoint(t, tripsApi.restore, { body: payload, token });

const liveItemsOf = (productIds: number[]) =>
  t.db
    .select({ product_id: tripItems.product_id, trip_id: tripItems.trip_id })
    .from(tripItems)
    .where(and(inArray(tripItems.product_id, productIds), isNull(tripItems.removed_at)));

describe('POST /api/trips/restore', () => {
  it('puts the archived lines back on a live trip of that vehicle and date, with audit', async () => {
    const {
      car,
      trip,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2026-09-01',
      lines: 2,
    });
    const ids = loaded.map((p) => p.id);
    await archiveList(car.id, '2026-09-01');
    const res = await restore({ car_id: car.id, datetime_from: '2026-09-01' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Khôi phục thành công');
    expect(res.data.restored).toBe(2);
    const tripId = res.data.trip_id as number;
    expect(tripId).not.toBe(trip.id);
    const [live] = await t.db.select().from(trips).where(eq(trips.id, tripId));
    expect(live).toMatchObject({ car_id: car.id, datetime_from: '2026-09-01', archived_at: null });
    expect((await liveItemsOf(ids)).map((i) => i.trip_id)).toEqual([tripId, tripId]);
    const rows = await t.db.select().from(products).where(inArray(products.id, ids));
    expect(rows.map((p) => p.status)).toEqual([true, true]);

    // Out of the archive: nothing left to restore, and the list is live again.
    const archive = await callEndpoint(t, tripsApi.list, {
      query: { car_id: `${car.id}`, archived: 'true' },
      token: t.token,
    });
    expect(archive.data.total).toBe(0);
    const again = await restore({ car_id: car.id, datetime_from: '2026-09-01' });
    expect(again.status).toBe(404);
    expect(again.message).toBe('Không có hàng hóa đã xóa nào để khôi phục');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restore'), inArray(auditLog.entity_id, ids)));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      entity: 'product',
      before: { trip_id: trip.id, car_id: car.id, datetime_from: '2026-09-01' },
      after: { trip_id: tripId, car_id: car.id, datetime_from: '2026-09-01', status: true },
    });
  });

  it("reuses the live trip and restores one customer's lines only when asked", async () => {
    const car = await buildCar(t.db);
    const customer = await buildCustomer(t.db);
    const mine = await buildTrip(t.db, {
      car,
      datetime_from: '2026-09-02',
      customer_id: customer.id,
    });
    await buildTrip(t.db, { car, datetime_from: '2026-09-02', lines: 1 });
    await archiveList(car.id, '2026-09-02');
    const other = await buildTrip(t.db, { car, datetime_from: '2026-09-02', lines: 1 });
    const res = await restore({
      car_id: car.id,
      datetime_from: '2026-09-02',
      customer_id: customer.id,
    });
    expect(res.data).toEqual({ trip_id: other.trip.id, restored: 1 });
    expect(await liveItemsOf([mine.products[0]!.id])).toEqual([
      { product_id: mine.products[0]!.id, trip_id: other.trip.id },
    ]);
  });

  it('is refused, naming the goods, when some were loaded elsewhere since', async () => {
    const { car, products: loaded } = await buildTrip(t.db, {
      datetime_from: '2026-09-03',
      lines: 2,
    });
    await archiveList(car.id, '2026-09-03');
    const elsewhere = await buildTrip(t.db, {
      datetime_from: '2026-09-04',
      products: [loaded[1]!],
    });
    const res = await restore({ car_id: car.id, datetime_from: '2026-09-03' });
    expect(res.status).toBe(409);
    const code = productCode(loaded[1]!);
    expect(res.message).toBe(
      `Không thể khôi phục: hàng hóa đã lên xe khác: ${code} ${loaded[1]!.name} (xe ${elsewhere.car.number_car}, ngày 04-09-2026)`,
    );
    expect(res.data).toEqual({
      products: [
        {
          id: loaded[1]!.id,
          code,
          name: loaded[1]!.name,
          number_car: elsewhere.car.number_car,
          datetime_from: '2026-09-04',
        },
      ],
    });
    // Nothing changed: the other line is still archived, the goods still on the other car.
    expect(await liveItemsOf([loaded[0]!.id])).toEqual([]);
    expect(await liveItemsOf([loaded[1]!.id])).toEqual([
      { product_id: loaded[1]!.id, trip_id: elsewhere.trip.id },
    ]);
  });

  it('is refused when the goods were moved onto another vehicle and removed again', async () => {
    const {
      car,
      items,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2026-09-05',
    });
    await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: items[0]!.id },
      token: staff,
    });
    const later = await buildTrip(t.db, { datetime_from: '2026-09-06', products: loaded });
    await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: later.items[0]!.id },
      token: staff,
    });
    const res = await restore({ car_id: car.id, datetime_from: '2026-09-05' });
    expect(res.status).toBe(409);
    expect(replyOf(tripsApi.restore, 409, res).data!.products[0]).toMatchObject({
      number_car: later.car.number_car,
    });
  });

  it('is for a superadmin only', async () => {
    const res = await restore({ car_id: 1, datetime_from: '2026-09-01' }, staff);
    expect(res.status).toBe(403);
    const admin = await signIn(t, 'admin');
    expect((await restore({ car_id: 1, datetime_from: '2026-09-01' }, admin.token)).status).toBe(
      403,
    );
  });

  it('validates its body in Vietnamese', async () => {
    const res = await restore({ datetime_from: '2026-13-01' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({
      car_id: 'Vui lòng chọn xe',
      datetime_from: 'Ngày đi không hợp lệ (định dạng YYYY-MM-DD)',
    });
  });
});
