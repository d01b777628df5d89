import { depotToday } from '@depot/shared/validation/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, tripItems } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string>) => call(t, { url, token: t.token, query });

/**
 * Hand-computed fixture over 2026-03-10…11 (and one statement outside it):
 * A  An on car 1, 03-10: 3 000 đ/kg × 45.5 kg = 136 500 (unpaid), package 20 000 × 4 = 80 000
 *    (paid), lump sum 150 000 (paid) → amount 366 500, collected 230 000, due 136 500.
 * B  Bình on car 1, 03-10: package 50 000 × 2 = 100 000 (paid) → closed.
 * C  An on car 2, 03-11: 1 500 đ/kg × 10.25 kg = 15 375 (paid) → closed; plus an archived line
 *    and a deleted product, both left out.
 * E  Bình on car 1, 03-15: out of range.
 */
async function fixture() {
  const car1 = await buildCar(t.db, { driver_name: 'Tài xế Một' });
  const car2 = await buildCar(t.db, { driver_name: 'Tài xế Hai' });
  const an = await buildCustomer(t.db, { full_name: 'An Nguyễn' });
  const binh = await buildCustomer(t.db, { full_name: 'Bình Lê' });
  const line = (customer_id: number, o: Parameters<typeof buildProduct>[1]) =>
    buildProduct(t.db, { customer_id, datetime: '2026-03-09', ...o });
  const a = [
    await line(an.id, { name: 'Tủ lạnh', price: 3000, total_weight: 45.5 }),
    await line(an.id, { price: 20_000, quantity: 4, price_type: 'package', is_paid: true }),
    await line(an.id, { price: 150_000, is_total_money: true, is_paid: true }),
  ];
  await buildTrip(t.db, { car: car1, datetime_from: '2026-03-10', products: a });
  const b = await line(binh.id, {
    price: 50_000,
    quantity: 2,
    price_type: 'package',
    is_paid: true,
  });
  await buildTrip(t.db, { car: car1, datetime_from: '2026-03-10', products: [b] });
  const c = await line(an.id, { name: 'Xe đạp', price: 1500, total_weight: 10.25, is_paid: true });
  const archived = await line(an.id, { price: 9_999_000, is_total_money: true });
  const deleted = await line(an.id, { price: 8_888_000, is_total_money: true });
  await buildTrip(t.db, {
    car: car2,
    datetime_from: '2026-03-11',
    products: [c, archived, deleted],
  });
  await t.db
    .update(tripItems)
    .set({ removed_at: new Date(), archived: true })
    .where(eq(tripItems.product_id, archived.id));
  await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, deleted.id));
  const e = await line(binh.id, { price: 70_000, is_total_money: true });
  await buildTrip(t.db, { car: car1, datetime_from: '2026-03-15', products: [e] });
  return { car1, car2, an, binh, a, b, c };
}

let fx: Awaited<ReturnType<typeof fixture>>;
beforeAll(async () => {
  fx = await fixture();
});

const range = { date_from: '2026-03-10', date_to: '2026-03-11' };
type Row = { customer: { id: number }; car: { id: number }; datefrom: string };
const keys = (rows: Row[]) => rows.map((r) => `${r.datefrom} ${r.customer.id} ${r.car.id}`);

describe('GET /api/thong-ke/phieu-thu', () => {
  it('gives one row per customer, vehicle and date, newest first, with hand-computed figures', async () => {
    const res = await get('/api/thong-ke/phieu-thu', range);
    expect(res.status).toBe(200);
    const { rows, total, totals } = res.body.data;
    expect(total).toBe(3);
    expect(keys(rows)).toEqual([
      `2026-03-11 ${fx.an.id} ${fx.car2.id}`,
      `2026-03-10 ${fx.an.id} ${fx.car1.id}`,
      `2026-03-10 ${fx.binh.id} ${fx.car1.id}`,
    ]);
    expect(rows[1]).toEqual({
      trip_id: expect.any(Number),
      customer: { id: fx.an.id, full_name: 'An Nguyễn' },
      car: { id: fx.car1.id, number_car: fx.car1.number_car, driver_name: 'Tài xế Một' },
      datefrom: '2026-03-10',
      lines: 3,
      total_weight: 45.5 + 10 + 10,
      amount: 366_500,
      collected: 230_000,
      due: 136_500,
      is_close: false,
    });
    expect(rows[0]).toMatchObject({ lines: 1, amount: 15_375, collected: 15_375, due: 0 });
    expect(rows[0].is_close).toBe(true);
    expect(rows[2]).toMatchObject({ amount: 100_000, due: 0, is_close: true });
    expect(totals).toEqual({ lines: 5, amount: 481_875, collected: 345_375, due: 136_500 });
  });

  it('filters by payment status over whole statements', async () => {
    const paid = await get('/api/thong-ke/phieu-thu', { ...range, charge: 'true' });
    expect(keys(paid.body.data.rows)).toEqual([
      `2026-03-11 ${fx.an.id} ${fx.car2.id}`,
      `2026-03-10 ${fx.binh.id} ${fx.car1.id}`,
    ]);
    expect(paid.body.data.totals).toEqual({
      lines: 2,
      amount: 115_375,
      collected: 115_375,
      due: 0,
    });
    const unpaid = await get('/api/thong-ke/phieu-thu', { ...range, charge: 'false' });
    expect(keys(unpaid.body.data.rows)).toEqual([`2026-03-10 ${fx.an.id} ${fx.car1.id}`]);
    expect(unpaid.body.data.totals).toEqual({
      lines: 3,
      amount: 366_500,
      collected: 230_000,
      due: 136_500,
    });
    const all = await get('/api/thong-ke/phieu-thu', { ...range, charge: '' });
    expect(all.body.data.total).toBe(3);
  });

  it('narrows to a customer and to the date range', async () => {
    const binh = await get('/api/thong-ke/phieu-thu', {
      date_from: '2026-03-10',
      date_to: '2026-03-15',
      customer_id: `${fx.binh.id}`,
    });
    expect(keys(binh.body.data.rows)).toEqual([
      `2026-03-15 ${fx.binh.id} ${fx.car1.id}`,
      `2026-03-10 ${fx.binh.id} ${fx.car1.id}`,
    ]);
    expect(binh.body.data.totals.amount).toBe(170_000);
    const oneDay = await get('/api/thong-ke/phieu-thu', {
      date_from: '2026-03-11',
      date_to: '2026-03-11',
    });
    expect(oneDay.body.data.total).toBe(1);
  });

  it('pages the rows but totals the whole filtered set', async () => {
    const res = await get('/api/thong-ke/phieu-thu', { ...range, limit: '2', paged: '2' });
    expect(keys(res.body.data.rows)).toEqual([`2026-03-10 ${fx.binh.id} ${fx.car1.id}`]);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.paginate).toEqual({ paged: 2, limit: 2, last_page: 2 });
    expect(res.body.data.totals.amount).toBe(481_875);
    const past = await get('/api/thong-ke/phieu-thu', { ...range, limit: '2', paged: '3' });
    expect(past.body.data.rows).toEqual([]);
    expect(past.body.data.total).toBe(3);
  });

  it('reads today at the depot when no dates are given', async () => {
    const today = depotToday();
    const car = await buildCar(t.db);
    const customer = await buildCustomer(t.db);
    await buildTrip(t.db, {
      car,
      datetime_from: today,
      customer_id: customer.id,
      product: { price: 12_000, is_total_money: true },
    });
    const res = await get('/api/thong-ke/phieu-thu', {});
    expect(res.body.data.rows.map((r: Row) => r.datefrom)).toEqual([today]);
    expect(res.body.data.totals).toEqual({ lines: 1, amount: 12_000, collected: 0, due: 12_000 });
  });

  it('refuses a reversed range and a bad payment status', async () => {
    const reversed = await get('/api/thong-ke/phieu-thu', {
      date_from: '2026-03-11',
      date_to: '2026-03-10',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ date_to: 'Đến ngày không được trước từ ngày' });
    const charge = await get('/api/thong-ke/phieu-thu', { charge: 'maybe' });
    expect(charge.status).toBe(400);
    expect(charge.body.errors.charge).toBe('Trạng thái thanh toán phải là true hoặc false');
  });

  it('leaves out a statement once DELETE /trips archived it', async () => {
    const car = await buildCar(t.db);
    const customer = await buildCustomer(t.db);
    await buildTrip(t.db, { car, datetime_from: '2026-04-01', customer_id: customer.id, lines: 2 });
    const day = { date_from: '2026-04-01', date_to: '2026-04-01' };
    expect((await get('/api/thong-ke/phieu-thu', day)).body.data.totals.lines).toBe(2);
    const removed = await callEndpoint(t, tripsApi.archive, {
      query: { car_id: `${car.id}`, ...day, customer_id: `${customer.id}` },
      token: t.token,
    });
    expect(removed.status).toBe(200);
    const after = await get('/api/thong-ke/phieu-thu', day);
    expect(after.body.data).toMatchObject({ rows: [], total: 0 });
    expect(after.body.data.totals).toEqual({ lines: 0, amount: 0, collected: 0, due: 0 });
    const detail = await get('/api/tk/phieu-thu/chi-tiet', {
      ...day,
      customer_id: `${customer.id}`,
    });
    expect(detail.body.data).toEqual({ total: 0, rows: [] });
  });

  it('needs a signed-in user', async () => {
    const res = await callEndpoint(t, statisticsApi.receipts, {});
    expect(res.status).toBe(401);
  });
});

describe('GET /api/tk/phieu-thu/chi-tiet', () => {
  it("lists the customer's loaded lines in the range, archived and deleted left out", async () => {
    const res = await get('/api/tk/phieu-thu/chi-tiet', { ...range, customer_id: `${fx.an.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    const rows = res.body.data.rows;
    expect(rows.map((r: { product: { id: number } }) => r.product.id)).toEqual([
      fx.c.id,
      ...fx.a.map((p) => p.id),
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      product: {
        id: fx.c.id,
        code: expect.stringMatching(/^\d{4}-\d{4}$/),
        name: 'Xe đạp',
        price: 1500,
        quantity: 1,
        total_weight: 10.25,
        datetime: '2026-03-09',
        is_paid: true,
      },
      amount: 15_375,
      collected: 15_375,
      due: 0,
      paid_state: 'paid',
      car: { id: fx.car2.id, number_car: fx.car2.number_car, driver_name: 'Tài xế Hai' },
      datefrom: '2026-03-11',
    });
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([
      15_375, 136_500, 80_000, 150_000,
    ]);
  });

  it('narrows to one vehicle', async () => {
    const res = await get('/api/tk/phieu-thu/chi-tiet', {
      ...range,
      customer_id: `${fx.an.id}`,
      car_id: `${fx.car1.id}`,
    });
    expect(res.body.data.total).toBe(3);
  });

  it("says 'Vui lòng chọn khách hàng' without a customer", async () => {
    const res = await get('/api/tk/phieu-thu/chi-tiet', range);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Vui lòng chọn khách hàng');
    expect(res.body.errors).toEqual({ customer_id: 'Vui lòng chọn khách hàng' });
  });
});
