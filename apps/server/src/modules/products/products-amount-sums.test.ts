import { MAX_LINE_AMOUNT } from '@depot/shared/products/products.rules';
import { MAX_MONEY } from '@depot/shared/validation/numbers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCar,
  buildCustomer,
  buildProducts,
  buildSpecification,
  buildTrip,
} from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';

// docs/decisions/0014-one-owner-per-table.md: on main one stored line past 2^53 đ answered 500 on the customer list (for every
// user), a customer, a line, the goods count and the dashboard: their reply schemas used zod 4's
// int(), which refuses unsafe integers. Sums are bigint/numeric in SQL and plain numbers in the
// replies (replySum), so no stored row can make those reads fail.
let t: SignedInTestApp;
let specId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  specId = (await buildSpecification(t.db)).id;
});
afterAll(() => t.close());

/**
 * `lines` unpaid weight lines of price × 10 000 kg each, loaded on a trip of their own `day`
 * (the dashboard's totals are then theirs alone).
 */
async function customerWithLines(day: string, lines: number, price: number, debt = 0) {
  const customer = await buildCustomer(t.db, { debt });
  const goods = await buildProducts(t.db, lines, {
    customer_id: customer.id,
    specification_id: specId,
    price,
    quantity: 1,
    total_weight: 10_000,
    datetime: day,
  });
  const car = await buildCar(t.db);
  await buildTrip(t.db, { car, datetime_from: day, products: goods });
  return { customer, goods, car };
}

/**
 * Every read the issue measured, and the other sums of the same lines (statements, statistics,
 * debt), for one customer, one of its lines and their vehicle: each answers 200.
 */
async function readAll(day: string, customerId: number, productId: number, carId: number) {
  const get = async (url: string, query?: Record<string, string>) => {
    const res = await call(t, { url, token: t.token, query });
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  };
  const list = await get('/api/customers');
  const one = await get(`/api/customers/${customerId}`);
  const line = await get(`/api/products/${productId}`);
  const count = await get('/api/products/count', { customer_id: String(customerId) });
  await get('/api/products/count');
  const dashboard = await get('/api/dashboard', { date_from: day, date_to: day });
  const debt = await get('/api/debt');
  const ids = { customer_id: String(customerId), car_id: String(carId) };
  const range = { date_from: day, date_to: day };
  const trips = await get('/api/trips', { ...range, customer_id: ids.customer_id });
  const lines = await get('/api/transport/products', { ...range, ...ids });
  const stats = await get('/api/thong-ke/phieu-thu', { ...range, customer_id: ids.customer_id });
  await get(`/api/debt/customer/${customerId}`);
  await get('/api/debt/count', { customer_id: ids.customer_id });
  type DebtRow = { id: number; outstanding_debt: number };
  const ofCustomer = (rows: DebtRow[]) => rows.find((r) => r.id === customerId);
  return {
    list: ofCustomer(list.rows)?.outstanding_debt,
    one: one.outstanding_debt,
    line: line.amount,
    count,
    dashboard: dashboard.totals,
    debt: ofCustomer(debt.rows)?.outstanding_debt,
    statements: [trips.rows[0]?.amount, lines.totals?.amount],
    stats: stats.totals.amount,
  } as const;
}

describe('sums of lines at the cap', () => {
  it('answer 200 with exact sums: customers, a customer, a line, the count, the dashboard, the debt', async () => {
    const lines = 40;
    const { customer, goods, car } = await customerWithLines(
      '2026-11-20',
      lines,
      1_000_000,
      MAX_MONEY,
    );
    const sum = lines * MAX_LINE_AMOUNT;
    const read = await readAll('2026-11-20', customer.id, goods[0]!.id, car.id);
    expect(read.list).toBe(MAX_MONEY + sum);
    expect(read.one).toBe(MAX_MONEY + sum);
    expect(read.debt).toBe(MAX_MONEY + sum);
    expect(read.line).toBe(MAX_LINE_AMOUNT);
    expect(read.count).toEqual({
      count: lines,
      quantity: lines,
      total_weight: lines * 10_000,
      amount: sum,
    });
    expect(read.dashboard).toMatchObject({ goods: lines, amount: sum, collected: 0, due: sum });
    expect(read.statements).toEqual([sum, sum]);
    expect(read.stats).toBe(sum);
    const receipt = await callEndpoint(t, receiptsApi.get, {
      query: { car_id: String(car.id), customer_id: String(customer.id), datefrom: '2026-11-20' },
      token: t.token,
    });
    expect(receipt.status).toBe(200);
    expect(receipt.data.sums).toMatchObject({ amount: sum, due: sum });
  });
});

describe('sums past 2^53, from lines stored before the cap (the CHECK dropped here)', () => {
  // Not the receipt: its amount in words and its VietQR need exact đồng and refuse to print
  // an inexact one, which only 900 000 lines at the cap on one vehicle and date could reach.
  it('still answer 200: a large sum is a number, never a refused reply', async () => {
    await t.db.execute(sql`alter table products drop constraint products_line_amount_check`);
    // 10 lines of 10^15 đ (10^11 đ/kg × 10 000 kg): each a safe integer, their sum is not.
    const { customer, goods, car } = await customerWithLines('2026-11-21', 10, 100_000_000_000);
    const sum = 10 * 1e15;
    expect(Number.isSafeInteger(sum)).toBe(false);
    const read = await readAll('2026-11-21', customer.id, goods[0]!.id, car.id);
    for (const figure of [
      read.list,
      read.one,
      read.debt,
      read.count.amount,
      read.dashboard.amount,
    ]) {
      expect(figure).toBeCloseTo(sum, -2);
    }
  });
});
