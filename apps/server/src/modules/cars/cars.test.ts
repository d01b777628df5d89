import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, trips } from '../../db/schema/index';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { raceAgainst } from '../../../test/race';
import { callEndpoint } from '../../../test/contract-call';
import { carsApi } from '@depot/shared/cars/cars.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

const body = (number_car: string, overrides: Record<string, unknown> = {}) => ({
  number_car,
  driver_name: 'Trần Văn Tài',
  total_weight: 2500,
  ...overrides,
});

async function create(number_car: string, overrides: Record<string, unknown> = {}) {
  const res = await callEndpoint(t, carsApi.create, { body: body(number_car, overrides), token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}

const count = () => t.db.$count(cars);
const plates = (res: { data: { rows: { number_car: string }[] } }) =>
  res.data.rows.map((r) => r.number_car);

describe('access', () => {
  it('answers 401 without a token on every car endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/cars'],
      ['GET', '/api/cars/1'],
      ['POST', '/api/cars'],
      ['PUT', '/api/cars/1'],
      ['DELETE', '/api/cars/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body('51C-111.11') : undefined;
      const res = await call(t, { method, url, payload });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body).toEqual({ status: false, message: 'Vui lòng đăng nhập', data: null });
    }
    expect(await count()).toBe(0);
  });
});

describe('POST and GET /api/cars/:id', () => {
  it('stores the plate in its one written form and the capacity as a number of kg', async () => {
    const res = await callEndpoint(t, carsApi.create, {
      body: body(' 51c 123.45 ', { total_weight: '2500.5' }),
      token,
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({ status: true, message: 'Thêm xe thành công' });
    expect(res.data).toMatchObject({
      number_car: '51C-123.45',
      driver_name: 'Trần Văn Tài',
      total_weight: 2500.5,
    } satisfies Partial<typeof res.data>);
    const read = await callEndpoint(t, carsApi.get, { params: { id: res.data.id }, token });
    expect(read.status).toBe(200);
    expect(read.data).toEqual(res.data);
    expect(typeof read.data.total_weight).toBe('number');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await callEndpoint(t, carsApi.get, { params: { id: 999999 }, token });
    expect(res.status).toBe(404);
    expect(res.raw).toEqual({ status: false, message: 'Không tìm thấy xe', data: null });
  });

  it('applies each rule with its message and writes nothing', async () => {
    const before = await count();
    for (const [payload, field, message] of [
      [{}, 'number_car', 'Vui lòng nhập biển số xe'],
      [body('   '), 'number_car', 'Vui lòng nhập biển số xe'],
      [body('5@'), 'number_car', 'Biển số xe không hợp lệ'],
      [body('51C-123.45-9999999999'), 'number_car', 'Biển số xe không được vượt quá 20 ký tự'],
      [body('51C-222.22', { driver_name: '' }), 'driver_name', 'Vui lòng nhập tên tài xế'],
      [
        body('51C-222.22', { driver_name: 'x'.repeat(251) }),
        'driver_name',
        'Tên tài xế không được vượt quá 250 ký tự',
      ],
      [body('51C-222.22', { total_weight: undefined }), 'total_weight', 'Vui lòng nhập tải trọng'],
      [body('51C-222.22', { total_weight: 'abc' }), 'total_weight', 'Tải trọng phải là một số'],
      [body('51C-222.22', { total_weight: 0 }), 'total_weight', 'Tải trọng phải lớn hơn 0'],
      [body('51C-222.22', { total_weight: -10 }), 'total_weight', 'Tải trọng phải lớn hơn 0'],
      [
        body('51C-222.22', { total_weight: 1.234 }),
        'total_weight',
        'Tải trọng chỉ có tối đa 2 chữ số thập phân',
      ],
      [
        body('51C-222.22', { total_weight: 2e9 }),
        'total_weight',
        'Tải trọng vượt quá giới hạn cho phép',
      ],
    ] as const) {
      // Bodies invalid on purpose (missing fields, text for a number): sent by hand.
      const res = await call(t, { method: 'POST', url: '/api/cars', token, payload });
      expect(res.status, message).toBe(400);
      expect(res.body.errors[field], message).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('answers 409 for a plate already stored in another written form', async () => {
    await create('29LD-678.90');
    const before = await count();
    const res = await callEndpoint(t, carsApi.create, { body: body('29ld67890'), token });
    expect(res.status).toBe(409);
    expect(res.raw).toEqual({
      status: false,
      message: 'Biển số xe đã tồn tại',
      data: null,
      errors: { number_car: 'Biển số xe đã tồn tại' },
    });
    expect(await count()).toBe(before);
  });

  it('answers the same 409 when a concurrent insert reaches the unique plate first', async () => {
    const res = await raceAgainst(
      t.db,
      (tx) =>
        tx
          .insert(cars)
          .values({ number_car: '60C-555.55', driver_name: 'Lê Văn Lái', total_weight: 8000 }),
      () => callEndpoint(t, carsApi.create, { body: body('60c55555'), token }),
    );
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ number_car: 'Biển số xe đã tồn tại' });
  });
});

describe('GET /api/cars', () => {
  beforeAll(async () => {
    for (const plate of ['51C-123.99', '51D-777.77', '43A-1234', '51C-456.78']) await create(plate);
  });

  it('lists 15 a page by default, ordered by plate, with paging numbers', async () => {
    const res = await callEndpoint(t, carsApi.list, { token });
    expect(res.status).toBe(200);
    const { total, paginate } = res.data;
    expect(paginate).toEqual({ paged: 1, limit: 15, last_page: Math.ceil(total / 15) });
    expect(plates(res)).toEqual([...plates(res)].sort());
    const page2 = await callEndpoint(t, carsApi.list, { query: { paged: '2', limit: '2' }, token });
    expect(page2.data.rows).toEqual(res.data.rows.slice(2, 4));
  });

  it('finds a plate by any part of it, whatever separators and case were typed', async () => {
    const res = await callEndpoint(t, carsApi.list, { query: { number_car: '51c123' }, token });
    expect(plates(res)).toEqual(['51C-123.45', '51C-123.99']);
    expect(res.data.total).toBe(2);
    const dotted = await callEndpoint(t, carsApi.list, { query: { number_car: '3.4' }, token });
    expect(plates(dotted)).toEqual(['43A-1234', '51C-123.45']);
    const none = await callEndpoint(t, carsApi.list, { query: { number_car: '99Z' }, token });
    expect(none.data).toMatchObject({ rows: [], total: 0 });
  });

  it('accepts limit=1000 for "all" and refuses 1001', async () => {
    const all = await callEndpoint(t, carsApi.list, {
      query: { paged: '1', limit: '1000' },
      token,
    });
    expect(all.status).toBe(200);
    expect(all.data.rows).toHaveLength(all.data.total);
    const over = await callEndpoint(t, carsApi.list, { query: { limit: '1001' }, token });
    expect(over.status).toBe(400);
    expect(over.errors).toEqual({ limit: 'Số dòng mỗi trang tối đa là 1000' });
  });
});

describe('PUT /api/cars/:id', () => {
  it('updates every field and keeps its own plate in another written form', async () => {
    const car = await create('65B-111.22');
    const res = await callEndpoint(t, carsApi.update, {
      params: { id: car.id },
      body: body('65b11122', { driver_name: 'Phạm Văn Mới', total_weight: 12000.25 }),
      token,
    });
    expect(res.status).toBe(200);
    expect(res.message).toBe('Cập nhật xe thành công');
    expect(res.data).toMatchObject({
      id: car.id,
      number_car: '65B-111.22',
      driver_name: 'Phạm Văn Mới',
      total_weight: 12000.25,
    } satisfies Partial<typeof res.data>);
  });

  it('answers 409 for the plate of another car and changes nothing', async () => {
    await create('66C-100.00');
    const car = await create('66C-200.00');
    const res = await callEndpoint(t, carsApi.update, {
      params: { id: car.id },
      body: body('66c-10000'),
      token,
    });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ number_car: 'Biển số xe đã tồn tại' });
    const [row] = await t.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.number_car).toBe('66C-200.00');
  });

  it('refuses an invalid capacity without writing, and answers 404 for an unknown id', async () => {
    const car = await create('67D-300.00');
    const bad = await callEndpoint(t, carsApi.update, {
      params: { id: car.id },
      body: body('67D-300.00', { total_weight: 0 }),
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({ total_weight: 'Tải trọng phải lớn hơn 0' });
    const [row] = await t.db.select().from(cars).where(eq(cars.id, car.id));
    expect(row!.total_weight).toBe(2500);
    const missing = await callEndpoint(t, carsApi.update, {
      params: { id: 999999 },
      body: body('67D-300.01'),
      token,
    });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Không tìm thấy xe');
  });
});

describe('DELETE /api/cars/:id', () => {
  it('deletes a car without trips for good', async () => {
    const car = await create('70A-100.00');
    const res = await callEndpoint(t, carsApi.remove, { params: { id: car.id }, token });
    expect(res.status).toBe(200);
    expect(res.raw).toEqual({ status: true, message: 'Xóa xe thành công', data: null });
    expect(await t.db.$count(cars, eq(cars.id, car.id))).toBe(0);
    const again = await callEndpoint(t, carsApi.remove, { params: { id: car.id }, token });
    expect(again.status).toBe(404);
    expect(again.message).toBe('Không tìm thấy xe');
  });

  it('answers 409 once the car has a trip, even an archived one, and keeps it', async () => {
    const live = await create('70A-200.00');
    const archived = await create('70A-300.00');
    await t.db.insert(trips).values([
      { car_id: live.id, datetime_from: '2026-11-22' },
      { car_id: archived.id, datetime_from: '2026-11-20', archived_at: new Date() },
    ]);
    for (const car of [live, archived]) {
      const res = await callEndpoint(t, carsApi.remove, { params: { id: car.id }, token });
      expect(res.status).toBe(409);
      expect(res.raw).toEqual({
        status: false,
        message: 'Không thể xóa xe đã có chuyến hàng',
        data: null,
      });
      expect(await t.db.$count(cars, eq(cars.id, car.id))).toBe(1);
    }
  });

  it('answers the same 409 when a trip is created while the delete runs', async () => {
    const car = await create('70A-400.00');
    const res = await raceAgainst(
      t.db,
      (tx) => tx.insert(trips).values({ car_id: car.id, datetime_from: '2026-11-23' }),
      () => callEndpoint(t, carsApi.remove, { params: { id: car.id }, token }),
    );
    expect(res.status).toBe(409);
    expect(res.message).toBe('Không thể xóa xe đã có chuyến hàng');
  });
});
