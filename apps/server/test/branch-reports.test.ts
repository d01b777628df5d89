import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../src/db/schema/index';
import { callEndpoint } from './contract-call';
import { buildBranch, buildCustomer, buildTrip } from './factories';
import { createTestApp, signIn, type SignedInTestApp } from './test-app';

// The reports follow the branch acted for (docs/domain.md, "Branches"): the dashboard and the
// statements' statistics of a branch count its trips, leaving or coming, and the money taken
// there; the owner sees the whole depot, or the branch picked in the header.

let t: SignedInTestApp;
let ct: number;
let sgAdmin: string;
let ctAdmin: string;
// Trips and payments of today, wherever the depot's day falls against UTC's.
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = { date_from: day(-1), date_to: day(1) };

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sgAdmin = (await signIn(t, 'admin', 1)).token;
  ctAdmin = (await signIn(t, 'admin', ct)).token;
  // Sài Gòn's own trip of three lines, and one of two lines from Cần Thơ.
  await buildTrip(t.db, { lines: 3, datetime_from: day(0) });
  const canTho = await buildTrip(t.db, { lines: 2, datetime_from: day(0) });
  await t.db
    .update(trips)
    .set({ from_branch_id: ct, to_branch_id: ct })
    .where(eq(trips.id, canTho.trip.id));
  const customer = (await buildCustomer(t.db)).id;
  for (const [token, amount] of [
    [sgAdmin, 1_000],
    [ctAdmin, 5_000],
  ] as const) {
    const paid = await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: customer, amount, method: 'cash' },
      token,
    });
    expect(paid.status, paid.message).toBe(200);
  }
});
afterAll(() => t.close());

async function dashboard(token: string, headers?: Record<string, string>) {
  const res = await callEndpoint(t, dashboardApi.get, { query: range, token, headers });
  expect(res.status, res.message).toBe(200);
  return { goods: res.data.totals.goods, collected: res.data.totals.collected };
}

async function statements(token: string, headers?: Record<string, string>) {
  const res = await callEndpoint(t, statisticsApi.receipts, { query: range, token, headers });
  expect(res.status, res.message).toBe(200);
  return res.data.totals.lines;
}

describe('reports of a branch', () => {
  it('the dashboard counts the branch’s trips and the money taken there', async () => {
    expect(await dashboard(ctAdmin)).toEqual({ goods: 2, collected: 5_000 });
    expect(await dashboard(sgAdmin)).toEqual({ goods: 3, collected: 1_000 });
    expect(await dashboard(t.token)).toEqual({ goods: 5, collected: 6_000 });
    expect(await dashboard(t.token, { 'x-branch-id': String(ct) })).toEqual({
      goods: 2,
      collected: 5_000,
    });
  });

  it('the statements’ statistics count the branch’s trips', async () => {
    expect(await statements(ctAdmin)).toBe(2);
    expect(await statements(sgAdmin)).toBe(3);
    expect(await statements(t.token)).toBe(5);
  });
});
