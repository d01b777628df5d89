import { lineAmount } from '@depot/shared/products/products.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, signIn, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';

let t: SignedInTestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  staff = (await signIn(t, 'staff')).token;
});
afterAll(() => t.close());

const list = (query: WireQueryOf<typeof tripsApi.list>, token = staff) =>
  callEndpoint(t, tripsApi.list, { query, token });
const rows = (res: Awaited<ReturnType<typeof list>>) => res.data.rows;

describe('GET /api/trips', () => {
  it('answers 401 without a session', async () => {
    expect((await callEndpoint(t, tripsApi.list, {})).status).toBe(401);
  });

  it('gives one row per vehicle and date in the range, newest date first, with its figures', async () => {
    const car = await buildCar(t.db, { total_weight: 1000 });
    const anna = await buildCustomer(t.db, { full_name: 'Anh Thư' });
    const binh = await buildCustomer(t.db, { full_name: 'Bình' });
    const a1 = await buildProduct(t.db, {
      customer_id: anna.id,
      price: 2000,
      total_weight: 12.5,
      is_paid: true,
    });
    const a2 = await buildProduct(t.db, {
      customer_id: anna.id,
      price: 50_000,
      quantity: 3,
      total_weight: 30,
      price_type: 'package',
    });
    const b1 = await buildProduct(t.db, {
      customer_id: binh.id,
      price: 400_000,
      total_weight: 0.25,
      is_total_money: true,
    });
    const older = await buildTrip(t.db, { car, datetime_from: '2026-03-09', products: [a1] });
    const newer = await buildTrip(t.db, { car, datetime_from: '2026-03-11', products: [a2, b1] });
    await buildTrip(t.db, { car, datetime_from: '2026-03-20' });

    const res = await list({ date_from: '2026-03-09', date_to: '2026-03-12', car_id: `${car.id}` });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.paginate).toEqual({ paged: 1, limit: 20, last_page: 1 });
    const [first, second] = rows(res);
    expect(first).toEqual({
      id: newer.trip.id,
      car: {
        id: car.id,
        number_car: car.number_car,
        driver_name: car.driver_name,
        total_weight: 1000,
      },
      datetime_from: '2026-03-11',
      customers: 2,
      lines: 2,
      total_weight: 30.25,
      amount: 150_000 + 400_000,
      collected: 0,
      is_full: false,
      archived_at: null,
      archived_by: null,
      archive_reason: null,
    });
    expect(second).toMatchObject({
      id: older.trip.id,
      datetime_from: '2026-03-09',
      customers: 1,
      lines: 1,
      total_weight: 12.5,
      amount: lineAmount({ ...a1, price_type: 'weight' }),
      collected: 25_000,
    });
  });

  it('narrows to one customer: only trips carrying their lines, with their figures only', async () => {
    const car = await buildCar(t.db);
    const mine = await buildCustomer(t.db);
    const theirs = await buildProduct(t.db, { total_weight: 100, price: 10 });
    const own = await buildProduct(t.db, { customer_id: mine.id, total_weight: 20, price: 10 });
    await buildTrip(t.db, { car, datetime_from: '2026-04-01', products: [own, theirs] });
    await buildTrip(t.db, { car, datetime_from: '2026-04-02', lines: 2 });

    const res = await list({
      date_from: '2026-04-01',
      date_to: '2026-04-02',
      customer_id: `${mine.id}`,
    });
    expect(rows(res)).toHaveLength(1);
    expect(rows(res)[0]).toMatchObject({
      datetime_from: '2026-04-01',
      customers: 1,
      lines: 1,
      total_weight: 20,
      amount: 200,
    });
  });

  it('says a trip is full once its live load reaches the capacity (docs/domain.md)', async () => {
    const car = await buildCar(t.db, { total_weight: 50 });
    await buildTrip(t.db, {
      car,
      datetime_from: '2026-04-05',
      lines: 2,
      product: { total_weight: 25 },
    });
    const res = await list({ date_from: '2026-04-05', date_to: '2026-04-05', car_id: `${car.id}` });
    expect(rows(res)[0]!.is_full).toBe(true);
  });

  it('pages the rows and keeps the total on a page past the end', async () => {
    const car = await buildCar(t.db);
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03']) {
      await buildTrip(t.db, { car, datetime_from: day });
    }
    const scope = { date_from: '2026-05-01', date_to: '2026-05-31', car_id: `${car.id}` };
    const page2 = await list({ ...scope, paged: '2', limit: '2' });
    expect(page2.data.total).toBe(3);
    expect(page2.data.paginate).toEqual({ paged: 2, limit: 2, last_page: 2 });
    expect(rows(page2).map((r) => r.datetime_from)).toEqual(['2026-05-01']);
    const past = await list({ ...scope, paged: '5', limit: '2' });
    expect(past.data).toMatchObject({ rows: [], total: 3 });
  });

  it('refuses a backwards range and a bad date in Vietnamese', async () => {
    const res = await list({ date_from: '2026-05-03', date_to: '2026-05-01' });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ date_to: 'Đến ngày không được trước từ ngày' });
    const bad = await list({ date_from: '03-05-2026' });
    expect(bad.message).toBe('Từ ngày không hợp lệ (định dạng YYYY-MM-DD)');
  });

  it('lets only a superadmin read the deleted lists (archived=true)', async () => {
    const res = await list({ archived: 'true' });
    expect(res.status).toBe(403);
    expect(res.message).toBe('Chỉ superadmin được xem và khôi phục danh sách đã xóa');
    const admin = await signIn(t, 'admin');
    expect((await list({ archived: 'true' }, admin.token)).status).toBe(403);
    expect((await list({ archived: 'true' }, t.token)).status).toBe(200);
  });
});

describe('GET /api/trips/count', () => {
  it('counts the live lines of a vehicle in the range, of one customer when given', async () => {
    const car = await buildCar(t.db);
    const customer = await buildCustomer(t.db);
    await buildTrip(t.db, { car, datetime_from: '2026-06-01', lines: 2 });
    await buildTrip(t.db, {
      car,
      datetime_from: '2026-06-02',
      lines: 3,
      customer_id: customer.id,
    });
    await buildTrip(t.db, { car, datetime_from: '2026-06-09', lines: 4 });
    const scope = { car_id: `${car.id}`, date_from: '2026-06-01', date_to: '2026-06-02' };
    const all = await callEndpoint(t, tripsApi.count, { query: scope, token: staff });
    expect(all.raw).toEqual({ status: true, message: 'Thành công', data: { total: 5 } });
    const one = await callEndpoint(t, tripsApi.count, {
      query: { ...scope, customer_id: `${customer.id}` },
      token: staff,
    });
    expect(one.data.total).toBe(3);
  });

  it('needs the vehicle and both dates', async () => {
    // No query at all, on purpose: sent by hand.
    const res = await call(t, { url: '/api/trips/count', token: staff });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      car_id: 'Thiếu thông tin xe',
      date_from: 'Vui lòng chọn từ ngày',
      date_to: 'Vui lòng chọn đến ngày',
    });
  });
});

describe('the OpenAPI document', () => {
  it('lists the statement routes, with 403 on the lists that read the archive', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path][method].responses);
    expect(statuses('/api/trips', 'get')).toContain('403');
    expect(statuses('/api/transport/products', 'get')).toContain('403');
    expect(statuses('/api/trips/restore', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409']),
    );
    expect(JSON.stringify(doc.paths['/api/transport/move'].post.responses['409'])).toContain(
      '"code"',
    );
    for (const path of ['/api/trips/count', '/api/trips/customers']) {
      expect(doc.paths[path].get).toBeDefined();
    }
    expect(doc.paths['/api/trips'].delete).toBeDefined();
    expect(doc.paths['/api/transport/{transport_id}/paid'].patch).toBeDefined();
  });
});
