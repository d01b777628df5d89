import { branchesApi } from '@depot/shared/branches/branches.contract';
import { productCode } from '@depot/shared/products/products.rules';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, trips, tripItems } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { scanOff } from '../../../test/scan-off';

// The road between branches (docs/domain.md, "Branches"): a trip from Sài Gòn (branch 1) to
// Cần Thơ departs at Sài Gòn; at Cần Thơ its parcels are scanned off, one is missing and one
// came that was not on the list; the confirmation marks the missing one; a later scan finds it.

let t: SignedInTestApp;
let ct: number;
let sgStaff: string;
let ctStaff: string;
let rgStaff: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  const branch = (name: string, code: string) =>
    callEndpoint(t, branchesApi.create, {
      body: { name, code, address: '', phone: '', province_ids: [] },
      token: t.token,
    });
  ct = (await branch('Chi nhánh Cần Thơ', 'CT')).data.id;
  const rg = (await branch('Chi nhánh Rạch Giá', 'RG')).data.id;
  sgStaff = (await signIn(t, 'staff', 1)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  rgStaff = (await signIn(t, 'staff', rg)).token;
});
afterAll(() => t.close());

/** A trip of three parcels from Sài Gòn to Cần Thơ. */
async function roadTrip(date: string) {
  const built = await buildTrip(t.db, { lines: 3, datetime_from: date });
  await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, built.trip.id));
  return built;
}

/** `Nhận hàng xuống`: one parcel scanned off the trip's vehicle, by a person of `token`. */
const arrive = (
  trip: { car_id: number; datetime_from: string },
  goods: Awaited<ReturnType<typeof buildProduct>>,
  token = ctStaff,
) => scanOff(t, token, trip, goods);

describe('departure', () => {
  it('departs once, at the branch it leaves; the branch it goes to cannot', async () => {
    const { trip } = await roadTrip('2026-09-01');
    const depart = (token: string) =>
      callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token });
    const refused = await depart(ctStaff);
    expect([refused.status, refused.message]).toEqual([403, 'Bảng kê này thuộc chi nhánh khác']);
    const done = await depart(sgStaff);
    expect(done.status, done.message).toBe(200);
    expect(done.message).toBe('Xe đã xuất bến');
    expect(done.data).toMatchObject({ id: trip.id, from_branch_id: 1, to_branch_id: ct });
    expect(done.data.departed_at).not.toBeNull();
    const again = await depart(sgStaff);
    expect([again.status, again.message]).toEqual([409, 'Xe đã xuất bến']);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trip'), eq(auditLog.entity_id, trip.id)));
    expect(trail.map((r) => r.action)).toEqual(['depart']);
  });

  it('an empty trip or an unknown one cannot depart', async () => {
    const { trip } = await buildTrip(t.db, { lines: 0, datetime_from: '2026-09-02' });
    const empty = await callEndpoint(t, tripsApi.depart, {
      params: { id: trip.id },
      token: sgStaff,
    });
    expect([empty.status, empty.message]).toEqual([409, 'Xe chưa có hàng, không thể xuất bến']);
    const unknown = await callEndpoint(t, tripsApi.depart, {
      params: { id: 999999 },
      token: sgStaff,
    });
    expect([unknown.status, unknown.message]).toEqual([404, 'Không tìm thấy bảng kê']);
  });
});

describe('arrival', () => {
  it('scans off, counts the missing and the extra, confirms, and finds the missing later', async () => {
    const {
      trip,
      products: [a, b, c],
    } = await roadTrip('2026-09-03');
    const stray = await buildProduct(t.db);
    // Before the departure nothing arrives.
    expect(await arrive(trip, a!)).toMatchObject({
      ok: false,
      kind: 'not_departed',
      reason: 'Xe chưa xuất bến',
    });
    await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
    // The branch it left cannot scan it off.
    expect(await arrive(trip, a!, sgStaff)).toMatchObject({
      ok: false,
      kind: 'not_your_branch',
      reason: 'Bảng kê này thuộc chi nhánh khác',
    });
    expect(await arrive(trip, a!)).toMatchObject({
      ok: true,
      action: 'arrive',
      goods: { id: a!.id },
      arrival: { expected: 3, arrived: 1, missing: 2, extra: 0 },
    });
    expect(await arrive(trip, b!)).toMatchObject({ ok: true });
    expect(await arrive(trip, a!)).toMatchObject({
      ok: false,
      kind: 'already_arrived',
      reason: `Đã nhận ${productCode(a!)} rồi`,
    });
    const extra = await arrive(trip, stray);
    expect(extra).toMatchObject({
      ok: false,
      kind: 'extra',
      arrival: { expected: 3, arrived: 2, missing: 1, extra: 1 },
    });
    expect(!extra.ok && extra.reason).toMatch(/^Thừa: .* không có trong bảng kê xe /);
    // The vehicle has no trip that day.
    expect(await arrive({ car_id: trip.car_id, datetime_from: '2026-10-30' }, a!)).toMatchObject({
      ok: false,
      kind: 'no_trip',
      reason: expect.stringContaining('30-10-2026'),
    });

    const list = await callEndpoint(t, tripsApi.arrival, {
      params: { id: trip.id },
      token: ctStaff,
    });
    expect(list.status).toBe(200);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    expect(ids(list.data.expected)).toEqual([a!.id, b!.id, c!.id]);
    expect(ids(list.data.arrived)).toEqual([a!.id, b!.id]);
    expect(ids(list.data.missing)).toEqual([c!.id]);
    expect(ids(list.data.extra)).toEqual([stray.id]);
    expect(list.data.arrived[0]!.code).toBe(productCode(a!));
    // Both branches read it; a third one does not.
    expect(
      (await callEndpoint(t, tripsApi.arrival, { params: { id: trip.id }, token: sgStaff })).status,
    ).toBe(200);
    const third = await callEndpoint(t, tripsApi.arrival, {
      params: { id: trip.id },
      token: rgStaff,
    });
    expect(third.status).toBe(403);

    // Only the branch it goes to confirms; the parcel not scanned is then missing.
    const wrong = await callEndpoint(t, tripsApi.confirmArrival, {
      params: { id: trip.id },
      token: sgStaff,
    });
    expect(wrong.status).toBe(403);
    const confirmed = await callEndpoint(t, tripsApi.confirmArrival, {
      params: { id: trip.id },
      token: ctStaff,
    });
    expect(confirmed.status, confirmed.message).toBe(200);
    expect(confirmed.data.trip.arrival_confirmed_at).not.toBeNull();
    expect(ids(confirmed.data.missing)).toEqual([c!.id]);
    const [line] = await t.db
      .select({ missing_at: tripItems.missing_at })
      .from(tripItems)
      .where(eq(tripItems.product_id, c!.id));
    expect(line!.missing_at).not.toBeNull();
    const again = await callEndpoint(t, tripsApi.confirmArrival, {
      params: { id: trip.id },
      token: ctStaff,
    });
    expect([again.status, again.message]).toEqual([409, 'Đã xác nhận nhận xe']);

    // Found: a later scan of the missing parcel.
    expect(await arrive(trip, c!)).toMatchObject({ ok: true, arrival: { missing: 0 } });
    const after = await callEndpoint(t, tripsApi.arrival, {
      params: { id: trip.id },
      token: ctStaff,
    });
    expect(ids(after.data.missing)).toEqual([]);
  });

  it('cannot confirm a trip that has not departed', async () => {
    const { trip } = await roadTrip('2026-09-04');
    const res = await callEndpoint(t, tripsApi.confirmArrival, {
      params: { id: trip.id },
      token: ctStaff,
    });
    expect([res.status, res.message]).toEqual([409, 'Xe chưa xuất bến']);
  });
});
