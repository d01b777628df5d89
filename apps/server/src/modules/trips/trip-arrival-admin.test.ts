import { productsApi } from '@depot/shared/products/products.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { scanOff } from '../../../test/scan-off';

// An admin's decisions on an arrival (docs/domain.md, "Branches"): a missing parcel written off
// with its reason (no longer looked for, found again by a later scan), an extra accepted at the
// branch it came to. Staff cannot; the other branch cannot accept; nothing is done twice.

let t: SignedInTestApp;
let ctAdmin: string;
let ctStaff: string;
let sgAdmin: string;
let trip: { id: number; car_id: number; datetime_from: string };
let a: Awaited<ReturnType<typeof buildProduct>>;
let c: Awaited<ReturnType<typeof buildProduct>>;
let stray: Awaited<ReturnType<typeof buildProduct>>;

const scanOffHere = (goods: Awaited<ReturnType<typeof buildProduct>>) =>
  scanOff(t, ctStaff, trip, goods);

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  const ct = await buildBranch(t.db);
  ctAdmin = (await signIn(t, 'admin', ct)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  sgAdmin = (await signIn(t, 'admin', 1)).token;
  const built = await buildTrip(t.db, { lines: 3, datetime_from: '2026-10-05' });
  await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, built.trip.id));
  trip = built.trip;
  [a, , c] = built.products as [typeof a, typeof a, typeof a];
  stray = await buildProduct(t.db);
  await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgAdmin });
  await scanOffHere(a);
  await scanOffHere(built.products[1]!);
  await scanOffHere(stray);
  await callEndpoint(t, tripsApi.confirmArrival, { params: { id: trip.id }, token: ctStaff });
});
afterAll(() => t.close());

const ids = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id);

describe('writing off a missing parcel', () => {
  const writeOff = (token: string, productId: number, reason: string) =>
    callEndpoint(t, tripsApi.writeOff, {
      params: { id: trip.id, product_id: productId },
      body: { reason },
      token,
    });

  it('is an admin’s act, with a reason, once; a parcel that arrived is not missing', async () => {
    expect((await writeOff(ctStaff, c.id, 'Rơi mất')).status).toBe(403);
    const blank = await writeOff(ctAdmin, c.id, '  ');
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.errors ?? {})).toEqual(['reason']);
    const arrived = await writeOff(ctAdmin, a.id, 'Nhầm');
    expect([arrived.status, arrived.message]).toEqual([
      409,
      'Hàng này không thiếu trên xe này, hoặc đã được xử lý',
    ]);

    // Either branch may: both look for it.
    const done = await writeOff(sgAdmin, c.id, 'Rơi mất dọc đường');
    expect(done.status, done.message).toBe(200);
    expect(ids(done.data.missing)).toEqual([]);
    expect(done.data.written_off).toMatchObject([
      { id: c.id, write_off_reason: 'Rơi mất dọc đường' },
    ]);
    expect((await writeOff(ctAdmin, c.id, 'Lần nữa')).status).toBe(409);
    const goods = await callEndpoint(t, productsApi.get, { params: { id: c.id }, token: t.token });
    expect(goods.data.stage).toBe('written_off');
    const listed = await callEndpoint(t, productsApi.list, {
      query: { stage: 'written_off' },
      token: t.token,
    });
    expect(listed.data.rows.map((r) => r.id)).toEqual([c.id]);
    const trail = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, c.id), eq(auditLog.action, 'written_off')));
    expect(trail.map((r) => r.after)).toEqual([{ trip_id: trip.id, reason: 'Rơi mất dọc đường' }]);
  });

  it('a later scan still finds it', async () => {
    expect(await scanOffHere(c)).toMatchObject({ ok: true });
    const list = await callEndpoint(t, tripsApi.arrival, {
      params: { id: trip.id },
      token: ctAdmin,
    });
    expect(ids(list.data.arrived)).toContain(c.id);
    expect(ids(list.data.written_off)).toEqual([]);
  });
});

describe('accepting an extra', () => {
  const accept = (token: string, productId: number) =>
    callEndpoint(t, tripsApi.acceptExtra, {
      params: { id: trip.id, product_id: productId },
      token,
    });

  it('is the receiving branch’s admin’s act, once, for a parcel that came as an extra', async () => {
    expect((await accept(ctStaff, stray.id)).status).toBe(403);
    const other = await accept(sgAdmin, stray.id);
    expect([other.status, other.message]).toEqual([403, 'Bảng kê này thuộc chi nhánh khác']);
    const unknown = await accept(ctAdmin, a.id);
    expect([unknown.status, unknown.message]).toEqual([404, 'Không có hàng thừa này trên xe']);
    const done = await accept(ctAdmin, stray.id);
    expect(done.status, done.message).toBe(200);
    expect(done.data.extra).toHaveLength(1);
    expect(done.data.extra[0]).toMatchObject({ id: stray.id });
    expect(done.data.extra[0]!.accepted_at).not.toBeNull();
    const again = await accept(ctAdmin, stray.id);
    expect([again.status, again.message]).toEqual([409, 'Hàng thừa này đã được nhận']);
  });

  it('both decisions are in the parcels’ history, at the branch the trip came to', async () => {
    const stages = async (id: number) =>
      (await callEndpoint(t, productsApi.timeline, { params: { id }, token: t.token })).data.map(
        (e) => `${e.stage}@${e.branch?.code ?? ''}`,
      );
    expect(await stages(c.id)).toEqual(
      expect.arrayContaining(['missing@CT', 'written_off@CT', 'arrived@CT']),
    );
    expect(await stages(stray.id)).toContain('extra_accepted@CT');
  });
});
