import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildProduct, buildProducts, insertTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportsApi } from '@depot/shared/transports/transports.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const pickup = (payload: WireBody<typeof transportsApi.load>) =>
  callEndpoint(t, transportsApi.load, { body: payload, token: t.token });
const loadOf = (car_id: number, datetime_from: string) =>
  callEndpoint(t, transportsApi.carLoad, {
    query: { car_id: String(car_id), datetime_from },
    token: t.token,
  });
const tripsOf = (carId: number) =>
  t.db.select().from(trips).where(eq(trips.car_id, carId)).orderBy(asc(trips.id));

describe('access', () => {
  it('answers 401 without a token on both endpoints', async () => {
    const post = await callEndpoint(t, transportsApi.load, {
      body: { car_id: 1, datetime_from: '2026-11-23', products: [1] },
    });
    const get = await callEndpoint(t, transportsApi.carLoad, {
      query: { car_id: '1', datetime_from: '2026-11-23' },
    });
    for (const res of [post, get]) {
      expect(res.status).toBe(401);
      expect(res.raw).toEqual({ status: false, message: 'Vui lòng đăng nhập', data: null });
    }
    expect(await t.db.$count(trips)).toBe(0);
  });
});

describe('POST /api/transports', () => {
  it('creates the trip once, reuses it the same day, and makes another for another date', async () => {
    const car = await buildCar(t.db, { number_car: '51C-123.45' });
    const [a, b, c, d] = await buildProducts(t.db, 4);

    const first = await pickup({
      car_id: car.id,
      datetime_from: '2026-11-23',
      products: [a!.id, b!.id],
    });
    expect(first.status, JSON.stringify(first.raw)).toBe(200);
    expect(first.message).toBe('Đã đưa 2 mặt hàng lên xe 51C-123.45');
    const tripId = first.data.trip_id as number;
    expect(first.data).toEqual({
      trip_id: tripId,
      loaded: 2,
      load: {
        car_id: car.id,
        number_car: '51C-123.45',
        driver_name: 'Lê Văn Lái',
        datetime_from: '2026-11-23',
        capacity: 5000,
        loaded_weight: 20,
        count: 2,
        remaining: 4980,
      },
    });

    const second = await pickup({ car_id: car.id, datetime_from: '2026-11-23', products: [c!.id] });
    expect(second.status).toBe(200);
    expect(second.message).toBe('Đã đưa 1 mặt hàng lên xe 51C-123.45');
    expect(second.data).toMatchObject({
      trip_id: tripId,
      load: { count: 3, loaded_weight: 30 },
    });

    const other = await pickup({ car_id: car.id, datetime_from: '2026-11-24', products: [d!.id] });
    expect(other.status).toBe(200);
    expect(other.data.trip_id).not.toBe(tripId);
    expect(other.data.load).toMatchObject({ count: 1, loaded_weight: 10 });

    const rows = await tripsOf(car.id);
    expect(rows.map((r) => [r.id, r.datetime_from])).toEqual([
      [tripId, '2026-11-23'],
      [other.data.trip_id, '2026-11-24'],
    ]);
    const items = await t.db.select().from(tripItems).where(eq(tripItems.trip_id, tripId));
    expect(items.map((i) => i.product_id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(items.every((i) => i.added_by === t.user.id && i.removed_at === null)).toBe(true);
  });

  it('marks the goods as loaded and moves their updated_at', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    expect(goods.status).toBe(false);
    const res = await pickup({ car_id: car.id, datetime_from: '2026-11-25', products: [goods.id] });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.id, goods.id));
    expect(row!.status).toBe(true);
    expect(row!.updated_at.getTime()).toBeGreaterThan(goods.updated_at.getTime());
  });

  it('writes one audit row "load" per product with the actor and where it went', async () => {
    const car = await buildCar(t.db, { number_car: '51D-678.90' });
    const goods = await buildProducts(t.db, 2);
    const ids = goods.map((g) => g.id);
    const res = await pickup({ car_id: car.id, datetime_from: '2026-11-26', products: ids });
    expect(res.status).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity_id, ids))
      .orderBy(asc(auditLog.entity_id));
    expect(rows.map((r) => [r.entity, r.entity_id, r.action, r.actor_id, r.before])).toEqual(
      ids.map((id) => ['product', id, 'load', t.user.id, null]),
    );
    for (const r of rows) {
      expect(r.after).toEqual({
        trip_id: res.data.trip_id,
        car_id: car.id,
        number_car: '51D-678.90',
        datetime_from: '2026-11-26',
      });
    }
  });

  it('does not count goods on an archived trip as loaded', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    // What archiving a list leaves: the trip archived, its items removed.
    const archived = await insertTrip(t.db, {
      car_id: car.id,
      datetime_from: '2026-11-20',
      archived_at: new Date(),
      archived_by: t.user.id,
    });
    await t.db
      .insert(tripItems)
      .values({ trip_id: archived.id, product_id: goods.id, removed_at: new Date() });

    const res = await pickup({ car_id: car.id, datetime_from: '2026-11-20', products: [goods.id] });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    // A new live trip of the same car and date, next to the archived one.
    expect(res.data.trip_id).not.toBe(archived.id);
    expect(res.data.load).toMatchObject({ count: 1, loaded_weight: 10 });
    expect((await tripsOf(car.id)).length).toBe(2);
  });

  it('refuses past the capacity with the figures, and loads once the overload is confirmed', async () => {
    const car = await buildCar(t.db, { number_car: '51E-111.22', total_weight: 1000 });
    const heavy = await buildProduct(t.db, { total_weight: 900 });
    const more = await buildProduct(t.db, { total_weight: 150.5 });
    const date = '2026-11-27';
    expect(
      (await pickup({ car_id: car.id, datetime_from: date, products: [heavy.id] })).status,
    ).toBe(200);

    const body = { car_id: car.id, datetime_from: date, products: [more.id] };
    const refused = await pickup(body);
    expect(refused.status).toBe(409);
    expect(refused.raw).toEqual({
      status: false,
      message:
        'Xe 51E-111.22 ngày 27-11-2026 quá tải: đang chở 900 kg, thêm 150,5 kg thành 1.050,5 kg, vượt tải trọng 1.000 kg',
      data: {
        reason: 'overload',
        products: [],
        load: {
          car_id: car.id,
          number_car: '51E-111.22',
          driver_name: 'Lê Văn Lái',
          datetime_from: date,
          capacity: 1000,
          loaded_weight: 900,
          count: 1,
          remaining: 100,
        },
        adding_weight: 150.5,
      },
    });
    const [stillFree] = await t.db.select().from(products).where(eq(products.id, more.id));
    expect(stillFree!.status).toBe(false);

    const confirmed = await pickup({ ...body, confirm_overload: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.load).toMatchObject({
      loaded_weight: 1050.5,
      count: 2,
      remaining: -50.5,
    });
  });

  it('loads exactly up to the capacity without asking', async () => {
    const car = await buildCar(t.db, { total_weight: 30.3 });
    const goods = await buildProducts(t.db, 3, { total_weight: 10.1 });
    const res = await pickup({
      car_id: car.id,
      datetime_from: '2026-11-28',
      products: goods.map((g) => g.id),
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.load).toMatchObject({ loaded_weight: 30.3, remaining: 0 });
  });
});

describe('GET /api/transports/load', () => {
  it('gives the figures of the car and date before and after a load', async () => {
    const car = await buildCar(t.db, { number_car: '51F-222.33', total_weight: 2500 });
    const goods = await buildProduct(t.db, { total_weight: 420.75 });
    const empty = await loadOf(car.id, '2026-12-01');
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual({
      car_id: car.id,
      number_car: '51F-222.33',
      driver_name: 'Lê Văn Lái',
      datetime_from: '2026-12-01',
      capacity: 2500,
      loaded_weight: 0,
      count: 0,
      remaining: 2500,
    });
    expect(await t.db.$count(trips, eq(trips.car_id, car.id))).toBe(0);

    await pickup({ car_id: car.id, datetime_from: '2026-12-01', products: [goods.id] });
    const after = await loadOf(car.id, '2026-12-01');
    expect(after.data).toMatchObject({ loaded_weight: 420.75, count: 1, remaining: 2079.25 });
    expect((await loadOf(car.id, '2026-12-02')).data).toMatchObject({ count: 0 });
  });

  it('answers 404 for an unknown car and 400 with field messages for a bad query', async () => {
    const unknown = await loadOf(999999, '2026-12-01');
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Không tìm thấy xe');

    const bad = await callEndpoint(t, transportsApi.carLoad, {
      query: { car_id: 'abc', datetime_from: '2026-02-30' },
      token: t.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({
      car_id: 'Xe không hợp lệ',
      datetime_from: 'Ngày đi không hợp lệ (định dạng YYYY-MM-DD)',
    });
  });
});
