import { productCode } from '@depot/shared/products/products.rules';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildProduct, buildProducts } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, replyOf, type WireBody } from '../../../test/contract-call';
import { transportsApi } from '@depot/shared/transports/transports.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const pickup = (payload: WireBody<typeof transportsApi.load>) =>
  callEndpoint(t, transportsApi.load, { body: payload, token: t.token });

/** What a pickup writes, to prove a refused one wrote nothing. */
async function snapshot() {
  return {
    trips: await t.db.select().from(trips).orderBy(asc(trips.id)),
    items: await t.db.select().from(tripItems).orderBy(asc(tripItems.id)),
    loaded: await t.db
      .select({ id: products.id, status: products.status, updated_at: products.updated_at })
      .from(products)
      .orderBy(asc(products.id)),
    audit: await t.db.$count(auditLog),
  };
}

describe('400 with a message per field, nothing written', () => {
  it('refuses an unknown car, empty or repeated goods and a bad date', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    const valid = { car_id: car.id, datetime_from: '2026-11-23', products: [goods.id] };
    const before = await snapshot();
    const cases: [Record<string, unknown>, string, Record<string, string>][] = [
      [{ car_id: 999999 }, 'Xe không tồn tại', { car_id: 'Xe không tồn tại' }],
      [{ car_id: undefined }, 'Vui lòng chọn xe', { car_id: 'Vui lòng chọn xe' }],
      [
        { products: [] },
        'Chọn mặt hàng cần đưa lên xe!',
        { products: 'Chọn mặt hàng cần đưa lên xe!' },
      ],
      [
        { products: undefined },
        'Chọn mặt hàng cần đưa lên xe!',
        { products: 'Chọn mặt hàng cần đưa lên xe!' },
      ],
      [
        { products: [goods.id, goods.id] },
        'Một mặt hàng được chọn hai lần',
        { products: 'Một mặt hàng được chọn hai lần' },
      ],
      [
        { products: [goods.id, 'abc'] },
        'Mã hàng không hợp lệ',
        { 'products.1': 'Mã hàng không hợp lệ' },
      ],
      [
        { datetime_from: '2026-02-30' },
        'Ngày đi không hợp lệ (định dạng YYYY-MM-DD)',
        { datetime_from: 'Ngày đi không hợp lệ (định dạng YYYY-MM-DD)' },
      ],
      [{ datetime_from: '' }, 'Vui lòng chọn ngày đi', { datetime_from: 'Vui lòng chọn ngày đi' }],
      [
        { confirm_overload: 'yes' },
        'Xác nhận quá tải phải là true hoặc false',
        { confirm_overload: 'Xác nhận quá tải phải là true hoặc false' },
      ],
    ];
    for (const [change, message, errors] of cases) {
      const res = await pickup({ ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.raw, JSON.stringify(change)).toEqual({
        status: false,
        message,
        data: null,
        errors,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names unknown goods by id and deleted goods by code', async () => {
    const car = await buildCar(t.db);
    const [live, gone] = await buildProducts(t.db, 2);
    await t.db
      .update(products)
      .set({ deleted_at: sql`now()` })
      .where(eq(products.id, gone!.id));
    const before = await snapshot();
    const res = await pickup({
      car_id: car.id,
      datetime_from: '2026-11-23',
      products: [live!.id, 987654, gone!.id],
    });
    const message = `Không tìm thấy mặt hàng: #987654; ${productCode(gone!)} ${gone!.name} (đã xóa)`;
    expect(res.status).toBe(400);
    expect(res.raw).toEqual({ status: false, message, data: null, errors: { products: message } });
    expect(await snapshot()).toEqual(before);
  });
});

describe('409 when goods are already on a vehicle', () => {
  it('loads none of five goods when one is on another vehicle, naming it and where it is', async () => {
    const elsewhere = await buildCar(t.db, { number_car: '51C-123.45' });
    const car = await buildCar(t.db);
    const five = await buildProducts(t.db, 5, (i) => ({
      name: i === 2 ? 'Tủ lạnh' : `Thùng ${i}`,
    }));
    const fridge = five[2]!;
    const first = await pickup({
      car_id: elsewhere.id,
      datetime_from: '2026-11-23',
      products: [fridge.id],
    });
    expect(first.status).toBe(200);
    const before = await snapshot();

    const res = await pickup({
      car_id: car.id,
      datetime_from: '2026-11-24',
      products: five.map((p) => p.id),
    });
    const code = productCode(fridge);
    expect(res.status).toBe(409);
    expect(res.raw).toEqual({
      status: false,
      message: `Hàng đã ở trên xe: ${code} Tủ lạnh (xe 51C-123.45, ngày 23-11-2026)`,
      data: {
        reason: 'already_loaded',
        products: [
          {
            id: fridge.id,
            code,
            name: 'Tủ lạnh',
            number_car: '51C-123.45',
            datetime_from: '2026-11-23',
          },
        ],
        load: expect.objectContaining({ car_id: car.id, loaded_weight: 0, count: 0 }),
        adding_weight: 50,
      },
    });
    // Not even the trip of the refused pickup is left behind.
    expect(await snapshot()).toEqual(before);
  });

  it('refuses goods already on the very trip they are sent to', async () => {
    const car = await buildCar(t.db, { number_car: '51G-444.55' });
    const goods = await buildProduct(t.db);
    const body = { car_id: car.id, datetime_from: '2026-11-25', products: [goods.id] };
    expect((await pickup(body)).status).toBe(200);
    const again = await pickup(body);
    expect(again.status).toBe(409);
    expect(again.message).toBe(
      `Hàng đã ở trên xe: ${productCode(goods)} ${goods.name} (xe 51G-444.55, ngày 25-11-2026)`,
    );
    expect(again.data.load).toMatchObject({ count: 1, loaded_weight: 10 });
  });

  it('names five goods in the message and counts the rest, every one in data', async () => {
    const elsewhere = await buildCar(t.db, { number_car: '51H-555.66' });
    const car = await buildCar(t.db);
    const seven = await buildProducts(t.db, 7);
    const ids = seven.map((p) => p.id);
    const body = { car_id: elsewhere.id, datetime_from: '2026-11-26', products: ids };
    expect((await pickup(body)).status).toBe(200);
    const res = await pickup({ ...body, car_id: car.id });
    expect(res.status).toBe(409);
    expect(res.message).toMatch(/; .*\(xe 51H-555.66, ngày 26-11-2026\) và 2 mặt hàng khác$/);
    expect(replyOf(transportsApi.load, 409, res).data!.products.map((p) => p.id)).toEqual(ids);
  });
});

describe('the OpenAPI document', () => {
  it("describes the pickup's 409 with its data, and the usual error replies", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const responses = doc.paths['/api/transports'].post.responses;
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '404', '409', '500']);
    const conflict = JSON.stringify(responses['409']);
    for (const word of ['already_loaded', 'overload', 'adding_weight', 'number_car']) {
      expect(conflict).toContain(word);
    }
    expect(Object.keys(doc.paths['/api/transports/load'].get.responses)).toEqual([
      '200',
      '400',
      '401',
      '404',
      '500',
    ]);
  });
});
