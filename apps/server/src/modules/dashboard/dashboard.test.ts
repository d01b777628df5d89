import { randomUUID } from 'node:crypto';
import { DASHBOARD_RANGE_MESSAGE, type Dashboard } from '@depot/shared/dashboard/dashboard.schema';
import { DATE_ORDER_MESSAGE } from '@depot/shared/trips/trips.schema';
import { and, between, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, tripItems, trips } from '../../db/schema/index';
import {
  buildCar,
  buildCustomer,
  buildProduct,
  buildSpecification,
  buildTrip,
} from '../../../test/factories';
import { call, createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const get = (query: WireQueryOf<typeof dashboardApi.get>) =>
  callEndpoint(t, dashboardApi.get, { query, token: t.token });

/**
 * Two vehicles over 2026-03-01…03: car A (5 000 kg) on the 1st and the 3rd, car B (2 000 kg)
 * on the 1st; nothing on the 2nd but an archived trip. Every price type and both paid flags.
 */
async function depot() {
  const carA = await buildCar(t.db, { total_weight: 5000 });
  const carB = await buildCar(t.db, { total_weight: 2000 });
  const an = await buildCustomer(t.db, { full_name: 'An Nguyễn' });
  const binh = await buildCustomer(t.db, { full_name: 'Bình Trần', debt: 1_000_000 });
  const chi = await buildCustomer(t.db, { full_name: 'Chi Lê' });
  const spec = await buildSpecification(t.db, 'Thùng');
  const weight = (customer_id: number, price: number, total_weight: number) =>
    buildProduct(t.db, { customer_id, price, total_weight, specification_id: spec.id });
  // 3 000 đ/kg × 45,5 kg = 136 500, unpaid.
  const p1 = await weight(an.id, 3000, 45.5);
  // 20 000 đ × 4 packages = 80 000, paid (below).
  const p2 = await buildProduct(t.db, {
    customer_id: an.id,
    price: 20_000,
    quantity: 4,
    total_weight: 100,
    price_type: 'package',
  });
  // A total of 150 000, paid (below).
  const p3 = await buildProduct(t.db, {
    customer_id: binh.id,
    price: 150_000,
    total_weight: 3,
    is_total_money: true,
  });
  // 2 500 đ/kg × 10,25 kg = 25 625, unpaid.
  const p4 = await weight(chi.id, 2500, 10.25);
  // 50 000 × 2 packages = 100 000, unpaid.
  const p5 = await buildProduct(t.db, {
    customer_id: binh.id,
    price: 50_000,
    quantity: 2,
    total_weight: 20,
    price_type: 'package',
  });
  // Archived from car A's list of the 3rd: left out of the figures, still owed.
  const p6 = await buildProduct(t.db, {
    customer_id: an.id,
    price: 999_000,
    total_weight: 7,
    is_total_money: true,
  });
  // On an archived trip of the 2nd: left out too.
  const p7 = await buildProduct(t.db, { customer_id: chi.id, price: 1_000, total_weight: 1 });
  // Loaded on the 4th, outside the range: owed, not counted.
  const p8 = await buildProduct(t.db, {
    customer_id: chi.id,
    price: 70_000,
    total_weight: 5,
    is_total_money: true,
  });
  await buildTrip(t.db, { car: carA, datetime_from: '2026-03-01', products: [p1, p2, p3] });
  await buildTrip(t.db, { car: carB, datetime_from: '2026-03-01', products: [p4] });
  const third = await buildTrip(t.db, {
    car: carA,
    datetime_from: '2026-03-03',
    products: [p5, p6],
  });
  await t.db
    .update(tripItems)
    .set({ removed_at: new Date(), archived: true })
    .where(eq(tripItems.id, third.items.find((i) => i.product_id === p6.id)!.id));
  const second = await buildTrip(t.db, { car: carB, datetime_from: '2026-03-02', products: [p7] });
  await t.db
    .update(trips)
    .set({ archived_at: new Date() })
    .where(inArray(trips.id, [second.trip.id]));
  await buildTrip(t.db, { car: carB, datetime_from: '2026-03-04', products: [p8] });
  // Collected money counts on the day it came in, whatever trip it paid for: p2 on the 3rd,
  // p3 on the 1st at 23:30 in the depot (16:30 UTC), 30 000 of p8 on the 5th (out of range).
  await pay(an.id, 80_000, [p2.id], '2026-03-03T03:00:00Z');
  await pay(binh.id, 150_000, [p3.id], '2026-03-01T16:30:00Z');
  await pay(chi.id, 30_000, [p8.id], '2026-03-04T17:00:00Z');
  return { carA, carB, an, binh, chi };
}

async function pay(customer_id: number, amount: number, lines: number[], at: string) {
  const res = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id, amount, lines, request_id: randomUUID() },
    token: t.token,
  });
  expect(res.status).toBe(200);
  await t.db
    .update(payments)
    .set({ received_at: new Date(at) })
    .where(eq(payments.id, res.data.id));
}

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await call(t, { url: '/api/dashboard' })).status).toBe(401);
  });

  it('sums the loaded goods of the range and the money received in it by day of receipt', async () => {
    const d = await depot();
    // Other customers owing more than Chi: the list keeps the ten largest only.
    const extras = [];
    for (let i = 1; i <= 9; i++) {
      extras.push(await buildCustomer(t.db, { full_name: `Nợ ${i}`, debt: 200_000 + i * 1000 }));
    }
    await buildCustomer(t.db, { full_name: 'Không nợ', debt: 0 });

    // Trip costs: 60 000 of fuel on a trip of the range counts, a voided toll and the cost of
    // the trip leaving on the 4th do not.
    const tripOf = async (from: string, to: string) =>
      (
        await t.db
          .select({ id: trips.id })
          .from(trips)
          .where(and(between(trips.datetime_from, from, to), isNull(trips.archived_at)))
          .limit(1)
      )[0]!.id;
    const cost = async (trip_id: number, amount: number, cost_type: 'fuel' | 'toll') =>
      (
        await callEndpoint(t, payoutsApi.create, {
          body: { kind: 'trip', trip_id, cost_type, amount },
          token: t.token,
        })
      ).data.id;
    const inRange = await tripOf('2026-03-01', '2026-03-03');
    await cost(inRange, 60_000, 'fuel');
    const voided = await cost(inRange, 9_000, 'toll');
    // Voiding is an admin's.
    const unsaid = await callEndpoint(t, payoutsApi.void, {
      params: { id: voided },
      body: { reason: 'Ghi nhầm' },
      token: (await signIn(t, 'admin')).token,
    });
    expect(unsaid.status, unsaid.message).toBe(200);
    await cost(await tripOf('2026-03-04', '2026-03-04'), 70_000, 'fuel');

    const res = await get({ date_from: '2026-03-01', date_to: '2026-03-03' });
    expect(res.status).toBe(200);
    const data = res.data as Dashboard;
    expect(data.totals).toEqual({
      goods: 5,
      weight: 178.75,
      amount: 492_125,
      collected: 230_000,
      due: 262_125,
      costs: 60_000,
      left: 432_125,
      cod_owed: 0,
    });
    expect(data.per_day).toEqual([
      { date: '2026-03-01', amount: 392_125, collected: 150_000, goods: 4 },
      { date: '2026-03-02', amount: 0, collected: 0, goods: 0 },
      { date: '2026-03-03', amount: 100_000, collected: 80_000, goods: 1 },
    ]);
    expect(data.per_vehicle).toEqual([
      {
        car: { id: d.carA.id, number_car: d.carA.number_car },
        capacity: 10_000,
        weight: 168.5,
        trips: 2,
      },
      {
        car: { id: d.carB.id, number_car: d.carB.number_car },
        capacity: 2000,
        weight: 10.25,
        trips: 1,
      },
    ]);
    // An: 136 500 + the archived 999 000; Bình: 1 000 000 opening + 100 000; Chi (95 625) is
    // eleventh behind the nine openings of 201 000…209 000.
    expect(data.top_debts).toEqual([
      { customer: { id: d.an.id, full_name: 'An Nguyễn' }, outstanding_debt: 1_135_500 },
      { customer: { id: d.binh.id, full_name: 'Bình Trần' }, outstanding_debt: 1_100_000 },
      ...extras
        .slice(1)
        .reverse()
        .map((c) => ({
          customer: { id: c.id, full_name: c.full_name },
          outstanding_debt: c.debt,
        })),
    ]);
    // The customer list says the same debt.
    for (const debt of data.top_debts.slice(0, 2)) {
      const customer = await callEndpoint(t, customersApi.get, {
        params: { id: debt.customer.id },
        token: t.token,
      });
      expect(customer.data.outstanding_debt).toBe(debt.outstanding_debt);
    }
  });

  it('gives every day of a range with nothing loaded, at zero', async () => {
    const res = await get({ date_from: '2025-12-30', date_to: '2026-01-01' });
    expect(res.status).toBe(200);
    expect(res.data.totals).toEqual({
      goods: 0,
      weight: 0,
      amount: 0,
      collected: 0,
      due: 0,
      costs: 0,
      left: 0,
      cod_owed: 0,
    });
    expect(res.data.per_day.map((d: { date: string }) => d.date)).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
    expect(res.data.per_vehicle).toEqual([]);
  });

  it('refuses a missing, reversed or over-long range with the field’s message', async () => {
    // No start date, on purpose: sent by hand.
    const missing = await call(t, {
      url: '/api/dashboard',
      query: { date_to: '2026-03-01' },
      token: t.token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ date_from: 'Vui lòng chọn từ ngày' });
    const reversed = await get({ date_from: '2026-03-02', date_to: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.errors).toEqual({ date_to: DATE_ORDER_MESSAGE });
    const long = await get({ date_from: '2024-01-01', date_to: '2025-01-01' });
    expect(long.status).toBe(400);
    expect(long.errors).toEqual({ date_to: DASHBOARD_RANGE_MESSAGE });
    // 2024 is a leap year: its 366 days are allowed.
    const year = await get({ date_from: '2024-01-01', date_to: '2024-12-31' });
    expect(year.status).toBe(200);
    expect(year.data.per_day).toHaveLength(366);
  });
});
