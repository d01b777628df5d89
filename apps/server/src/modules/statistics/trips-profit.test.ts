import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { TripCostType } from '@depot/shared/payouts/payouts.rules';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { STATISTICS_DATE_ORDER } from '@depot/shared/statistics/statistics.schema';
import { TRIPS_PROFIT_RANGE_MESSAGE } from '@depot/shared/statistics/trips-profit.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/contract-call';
import { buildCar, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// docs/payments.md "Profit per trip": a trip's freight (its live lines, 10 000 đ each here) less
// its live trip-cost payouts; each vehicle's trips summed; the range's sums.

let t: SignedInTestApp;
const ids: Record<'a' | 'b' | 'c' | 'april', number> = { a: 0, b: 0, c: 0, april: 0 };
let carOne = 0;
let carTwo = 0;

async function cost(trip: number, cost_type: TripCostType, amount: number) {
  const res = await callEndpoint(t, payoutsApi.create, {
    body: { kind: 'trip', trip_id: trip, cost_type, amount },
    token: t.token,
  });
  expect(res.status, res.message).toBe(200);
  return res.data;
}

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  const one = await buildCar(t.db);
  const two = await buildCar(t.db);
  carOne = one.id;
  carTwo = two.id;
  ids.a = (await buildTrip(t.db, { car: one, datetime_from: '2026-03-10', lines: 2 })).trip.id;
  ids.b = (await buildTrip(t.db, { car: one, datetime_from: '2026-03-12', lines: 1 })).trip.id;
  ids.c = (await buildTrip(t.db, { car: two, datetime_from: '2026-03-11', lines: 0 })).trip.id;
  ids.april = (await buildTrip(t.db, { car: two, datetime_from: '2026-04-01' })).trip.id;
  await cost(ids.a, 'fuel', 5_000);
  await cost(ids.a, 'toll', 2_000);
  const voided = await cost(ids.a, 'driver', 1_000);
  await callEndpoint(t, payoutsApi.void, {
    params: { id: voided.id },
    body: { reason: 'Ghi nhầm chuyến' },
    token: t.token,
  });
  await cost(ids.c, 'loading', 15_000);
  await cost(ids.april, 'fuel', 9_000);
});
afterAll(() => t.close());

const profit = (query: Record<string, string>) =>
  callEndpoint(t, statisticsApi.tripsProfit, { query, token: t.token });

describe('GET /api/statistics/trips-profit', () => {
  it('gives each trip of the range its freight, live costs and what is left, newest first', async () => {
    const res = await profit({ date_from: '2026-03-01', date_to: '2026-03-31' });
    expect(res.status, res.message).toBe(200);
    expect(res.data.rows.map((row) => row.id)).toEqual([ids.b, ids.c, ids.a]);
    const [b, c, a] = res.data.rows;
    expect(a).toMatchObject({ lines: 2, freight: 20_000, costs: 7_000, left: 13_000 });
    // The voided driver's pay is not a cost.
    expect(a!.by_cost_type).toEqual({ fuel: 5_000, toll: 2_000, driver: 0, loading: 0, other: 0 });
    expect(b).toMatchObject({ lines: 1, freight: 10_000, costs: 0, left: 10_000 });
    // A trip with costs and no goods left on it cost money and earned none.
    expect(c).toMatchObject({ lines: 0, freight: 0, costs: 15_000, left: -15_000 });
    expect(c!.car.id).toBe(carTwo);
    expect(res.data.total).toBe(3);
  });

  it('sums each vehicle, most freight first, and the whole range', async () => {
    const res = await profit({ date_from: '2026-03-01', date_to: '2026-03-31' });
    expect(res.data.by_vehicle).toMatchObject([
      { car: { id: carOne }, trips: 2, freight: 30_000, costs: 7_000, left: 23_000 },
      { car: { id: carTwo }, trips: 1, freight: 0, costs: 15_000, left: -15_000 },
    ]);
    expect(res.data.totals).toEqual({
      trips: 3,
      freight: 30_000,
      costs: 22_000,
      left: 8_000,
      by_cost_type: { fuel: 5_000, toll: 2_000, driver: 0, loading: 15_000, other: 0 },
    });
  });

  it('reads one day, and nothing for a range without trips', async () => {
    const day = await profit({ date_from: '2026-04-01', date_to: '2026-04-01' });
    expect(day.data.rows).toMatchObject([{ id: ids.april, costs: 9_000, left: 1_000 }]);
    const none = await profit({ date_from: '2025-01-01', date_to: '2025-01-31' });
    expect(none.data).toMatchObject({ rows: [], total: 0, by_vehicle: [] });
    expect(none.data.totals).toMatchObject({ trips: 0, freight: 0, costs: 0, left: 0 });
  });

  it('pages the trips while the sums stay those of the whole range', async () => {
    const range = { date_from: '2026-03-01', date_to: '2026-03-31' };
    const second = await profit({ ...range, paged: '2', limit: '2' });
    expect(second.status, second.message).toBe(200);
    expect(second.data.rows.map((row) => row.id)).toEqual([ids.a]);
    expect(second.data).toMatchObject({
      total: 3,
      paginate: { paged: 2, limit: 2, last_page: 2 },
      totals: { trips: 3, freight: 30_000, costs: 22_000, left: 8_000 },
    });
    expect(second.data.by_vehicle).toHaveLength(2);
  });

  it('refuses a range the wrong way round or longer than a year, in Vietnamese', async () => {
    const backwards = await profit({ date_from: '2026-03-31', date_to: '2026-03-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.errors).toEqual({ date_to: STATISTICS_DATE_ORDER });
    const long = await profit({ date_from: '2025-01-01', date_to: '2026-03-01' });
    expect(long.status).toBe(400);
    expect(long.errors).toEqual({ date_to: TRIPS_PROFIT_RANGE_MESSAGE });
  });
});
