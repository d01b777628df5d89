import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { depotToday } from '@depot/shared/validation/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callEndpoint, type WireBody, type WireQueryOf } from '../../../test/contract-call';
import { buildBranch, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// GET /api/payouts (docs/payments.md "Payouts"): newest first, by the depot days paid, kind and
// trip; each branch lists its own, the owner all or the branch picked.

let t: SignedInTestApp;
let ct: number;
let sgStaff: string;
let ctStaff: string;
let tripA: number;
let tripB: number;
const ids: Record<string, number> = {};

const pay = async (body: WireBody<typeof payoutsApi.create>, token: string) => {
  const res = await callEndpoint(t, payoutsApi.create, { body, token });
  expect(res.status, res.message).toBe(200);
  return res.data.id;
};

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  sgStaff = (await signIn(t, 'staff', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  tripA = (await buildTrip(t.db, { lines: 0 })).trip.id;
  tripB = (await buildTrip(t.db, { lines: 0 })).trip.id;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T03:00:00Z'));
  ids.march = await pay({ kind: 'other', amount: 1_000, note: 'Tháng ba' }, sgStaff);
  vi.useRealTimers();
  ids.fuelA = await pay(
    { kind: 'trip', amount: 10_000, trip_id: tripA, cost_type: 'fuel' },
    sgStaff,
  );
  ids.tollA = await pay(
    { kind: 'trip', amount: 20_000, trip_id: tripA, cost_type: 'toll' },
    ctStaff,
  );
  ids.driverB = await pay(
    { kind: 'trip', amount: 40_000, trip_id: tripB, cost_type: 'driver' },
    ctStaff,
  );
  ids.other = await pay({ kind: 'other', amount: 80_000, note: 'Sửa kho' }, sgStaff);
  ids.owner = await pay({ kind: 'other', amount: 160_000, note: 'Thuê kho' }, t.token);
});
afterAll(() => t.close());

async function list(
  token: string,
  query: WireQueryOf<typeof payoutsApi.list> = {},
  headers?: Record<string, string>,
) {
  const res = await callEndpoint(t, payoutsApi.list, { query, token, headers });
  expect(res.status, res.message).toBe(200);
  return res.data;
}
const idsOf = (data: { rows: { id: number }[] }) => data.rows.map((r) => r.id);

describe('GET /api/payouts', () => {
  it('lists every payout newest first with the live amount, to the owner', async () => {
    const all = await list(t.token);
    expect(idsOf(all)).toEqual([
      ids.owner,
      ids.other,
      ids.driverB,
      ids.tollA,
      ids.fuelA,
      ids.march,
    ]);
    expect(all.amount).toBe(311_000);
    expect(all.total).toBe(6);
  });

  it('filters by kind, by trip and by the depot days paid', async () => {
    expect(idsOf(await list(t.token, { kind: 'trip' }))).toEqual([
      ids.driverB,
      ids.tollA,
      ids.fuelA,
    ]);
    const ofA = await list(t.token, { trip_id: String(tripA) });
    expect(idsOf(ofA)).toEqual([ids.tollA, ids.fuelA]);
    expect(ofA.amount).toBe(30_000);
    expect(ofA.rows.map((r) => r.cost_type)).toEqual(['toll', 'fuel']);
    const today = depotToday('Asia/Ho_Chi_Minh');
    expect(idsOf(await list(t.token, { date_from: today, date_to: today }))).not.toContain(
      ids.march,
    );
    expect(idsOf(await list(t.token, { date_from: '2026-03-10', date_to: '2026-03-10' }))).toEqual([
      ids.march,
    ]);
    const paged = await list(t.token, { limit: '2', paged: '2' });
    expect(idsOf(paged)).toEqual([ids.driverB, ids.tollA]);
    expect(paged.paginate).toEqual({ paged: 2, limit: 2, last_page: 3 });
  });

  it('scopes each branch to its own; the owner picks one by the header', async () => {
    // The owner acting for all records at the first branch, as payments are taken.
    const ownersAtFirst = await pay({ kind: 'other', amount: 1, note: 'Chủ ghi' }, t.token);
    const picked = await callEndpoint(t, payoutsApi.create, {
      body: { kind: 'other', amount: 2, note: 'Chọn Cần Thơ' },
      token: t.token,
      headers: { 'x-branch-id': String(ct) },
    });
    expect(picked.data.branch_id).toBe(ct);
    expect(idsOf(await list(ctStaff))).toEqual([picked.data.id, ids.driverB, ids.tollA]);
    expect(idsOf(await list(sgStaff))).toEqual([
      ownersAtFirst,
      ids.owner,
      ids.other,
      ids.fuelA,
      ids.march,
    ]);
    expect(idsOf(await list(t.token, {}, { 'x-branch-id': String(ct) }))).toEqual(
      idsOf(await list(ctStaff)),
    );
    // Another branch's payout is not found by id, nor voided.
    const other = await callEndpoint(t, payoutsApi.get, {
      params: { id: ids.fuelA },
      token: ctStaff,
    });
    expect(other.status).toBe(404);
  });

  it('refuses a range that ends before it starts, and an unknown kind', async () => {
    const res = await callEndpoint(t, payoutsApi.list, {
      query: { date_from: '2026-03-10', date_to: '2026-03-09' },
      token: t.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors?.date_to).toBeDefined();
    const kind = await callEndpoint(t, payoutsApi.list, {
      query: { kind: 'gift' as 'trip' },
      token: t.token,
    });
    expect(kind.status).toBe(400);
  });
});
