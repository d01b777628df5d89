import { productCode } from '@depot/shared/products/products.rules';
import { statementTotals } from '@depot/shared/trips/trips.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCar,
  buildCustomer,
  buildProduct,
  buildSpecification,
  buildTrip,
} from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>) => call(t, { url, token: t.token, query });

let box: Awaited<ReturnType<typeof buildSpecification>> | undefined;

/** A vehicle on 2026-07-01 with An (two lines, one paid) and Bảo (one paid line). */
async function statementDay() {
  const car = await buildCar(t.db, { driver_name: 'Lê Văn Lái' });
  const an = await buildCustomer(t.db, { full_name: 'An Nguyễn', number_house: '12 Lê Lợi' });
  const bao = await buildCustomer(t.db, { full_name: 'Bảo Trần' });
  box ??= await buildSpecification(t.db, 'Thùng');
  const spec = box;
  const anLines = [
    await buildProduct(t.db, {
      customer_id: an.id,
      name: 'Tủ lạnh',
      price: 3000,
      quantity: 2,
      total_weight: 45.5,
      specification_id: spec.id,
      suffix: 'A',
      datetime: '2026-06-30',
    }),
    await buildProduct(t.db, {
      customer_id: an.id,
      name: 'Gạo',
      price: 20_000,
      quantity: 4,
      total_weight: 100,
      price_type: 'package',
      is_paid: true,
      datetime: '2026-06-30',
    }),
  ];
  const baoLine = await buildProduct(t.db, {
    customer_id: bao.id,
    price: 150_000,
    total_weight: 3,
    is_total_money: true,
    is_paid: true,
  });
  const { trip, items } = await buildTrip(t.db, {
    car,
    datetime_from: '2026-07-01',
    products: [...anLines, baoLine],
  });
  return { car, an, bao, spec, anLines, baoLine, trip, items };
}

describe('GET /api/trips/customers', () => {
  it('gives one statement per customer on the vehicle: address, figures and closed', async () => {
    const day = await statementDay();
    const res = await get('/api/trips/customers', {
      car_id: `${day.car.id}`,
      date_from: '2026-07-01',
      date_to: '2026-07-01',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    const [an, bao] = res.body.data.rows;
    expect(an).toMatchObject({
      trip_id: day.trip.id,
      customer: {
        id: day.an.id,
        full_name: 'An Nguyễn',
        phone: '0903123456',
        number_house: '12 Lê Lợi',
        province_id: { id: 79, name: 'Hồ Chí Minh' },
        district_id: { id: day.an.district_id!.id },
        ward_id: { id: day.an.ward_id.id, type: day.an.ward_id.type },
      },
      car: { id: day.car.id, number_car: day.car.number_car, driver_name: 'Lê Văn Lái' },
      datefrom: '2026-07-01',
      lines: 2,
      total_weight: 145.5,
      amount: 136_500 + 80_000,
      collected: 80_000,
      is_close: false,
    });
    expect(bao).toMatchObject({ customer: { full_name: 'Bảo Trần' }, lines: 1, is_close: true });
  });

  it('narrows to one customer and needs a vehicle', async () => {
    const day = await statementDay();
    const res = await get('/api/trips/customers', {
      car_id: `${day.car.id}`,
      customer_id: `${day.bao.id}`,
    });
    expect(res.body.data.rows.map((r: { customer: { id: number } }) => r.customer.id)).toEqual([
      day.bao.id,
    ]);
    const missing = await get('/api/trips/customers', { date_from: '2026-07-01' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Thiếu thông tin xe');
  });

  it('answers 403 to a staff member asking for archived statements', async () => {
    const day = await statementDay();
    const res = await get('/api/trips/customers', {
      car_id: `${day.car.id}`,
      date_from: '2026-07-01',
      date_to: '2026-07-01',
      archived: 'true',
    });
    expect(res.status).toBe(403);
    expect(res.body.status).toBe(false);
  });

  it('pages the statements', async () => {
    const car = await buildCar(t.db);
    await buildTrip(t.db, { car, datetime_from: '2026-07-02', lines: 3 });
    const res = await get('/api/trips/customers', { car_id: `${car.id}`, limit: '2', paged: '2' });
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.rows).toHaveLength(1);
    expect(res.body.data.paginate).toEqual({ paged: 2, limit: 2, last_page: 2 });
  });
});

describe('GET /api/transport/products', () => {
  it('gives one row per goods line, with its code, amount, vehicle and customer', async () => {
    const day = await statementDay();
    const res = await get('/api/transport/products', {
      car_id: `${day.car.id}`,
      date_from: '2026-07-01',
      date_to: '2026-07-01',
      customer_id: `${day.an.id}`,
    });
    expect(res.status).toBe(200);
    const [fridge, rice] = res.body.data.rows;
    const fridgeItem = day.items.find((i) => i.product_id === day.anLines[0]!.id)!;
    expect(fridge).toEqual({
      id: fridgeItem.id,
      trip_id: day.trip.id,
      product: {
        id: day.anLines[0]!.id,
        code: productCode(day.anLines[0]!),
        name: 'Tủ lạnh',
        price: 3000,
        quantity: 2,
        total_weight: 45.5,
        price_type: 'weight',
        is_total_money: false,
        is_paid: false,
        paid_amount: 0,
        freight_payer: 'receiver',
        specification: { id: day.spec.id, name: 'Thùng' },
        suffix: 'A',
        year_create: 2026,
        month_create: 6,
        order: day.anLines[0]!.order,
      },
      amount: 136_500,
      collected: 0,
      due: 136_500,
      paid_state: 'unpaid',
      car: {
        id: day.car.id,
        number_car: day.car.number_car,
        driver_name: 'Lê Văn Lái',
        total_weight: 5000,
      },
      datetime_from: '2026-07-01',
      customer: { id: day.an.id, full_name: 'An Nguyễn' },
      removed_at: null,
    });
    expect(fridge.product.code).toMatch(/^2606-\d{4}-A$/);
    expect(rice.product).toMatchObject({ name: 'Gạo', price_type: 'package', specification: null });
    expect(rice.amount).toBe(80_000);
  });

  it('totals every matching line, not only the page, as statementTotals does', async () => {
    const day = await statementDay();
    const res = await get('/api/transport/products', {
      car_id: `${day.car.id}`,
      date_from: '2026-07-01',
      date_to: '2026-07-01',
      limit: '1',
    });
    expect(res.body.data.rows).toHaveLength(1);
    expect(res.body.data.total).toBe(3);
    const lines = [...day.anLines, day.baoLine].map((p) => ({
      ...p,
      price_type: p.price_type as 'weight' | 'package',
    }));
    expect(res.body.data.totals).toEqual(statementTotals(lines));
    expect(res.body.data.totals).toEqual({
      lines: 3,
      quantity: 7,
      total_weight: 148.5,
      amount: 366_500,
      collected: 230_000,
      sender_due: 0,
      due: 136_500,
    });
  });

  it('orders the lines by customer name, then by code', async () => {
    const day = await statementDay();
    const res = await get('/api/transport/products', { car_id: `${day.car.id}` });
    expect(res.body.data.rows.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      'Tủ lạnh',
      'Gạo',
      day.baoLine.name,
    ]);
  });

  it('answers an empty page with zero totals when nothing matches', async () => {
    const car = await buildCar(t.db);
    const res = await get('/api/transport/products', { car_id: `${car.id}` });
    expect(res.body.data).toEqual({
      rows: [],
      total: 0,
      paginate: { paged: 1, limit: 20, last_page: 1 },
      totals: {
        lines: 0,
        quantity: 0,
        total_weight: 0,
        amount: 0,
        collected: 0,
        sender_due: 0,
        due: 0,
      },
    });
  });

  it('answers 403 to a staff member asking for archived lines', async () => {
    const car = await buildCar(t.db);
    const res = await get('/api/transport/products', { car_id: `${car.id}`, archived: 'true' });
    expect(res.status).toBe(403);
  });
});
