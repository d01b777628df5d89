import { EXTRA_ACCEPT_REASON } from '@depot/shared/trips/trip-arrival.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { productCode } from '@depot/shared/products/products.rules';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, changeEvents, products, tripItems, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// An extra accepted at the branch it came to is really there (docs/domain.md, "Branches"): its
// line is on the vehicle that carried it, scanned off when it was scanned, so it reads arrived
// at that branch, waits there, and that vehicle's statement holds its money.

let t: SignedInTestApp;
let ct: number;
let rg: number;
let ctAdmin: string;
let ctStaff: string;
let sgStaff: string;
type Built = Awaited<ReturnType<typeof buildTrip>>;
/** The vehicle that came to Cần Thơ, and the one that went to Rạch Giá. */
let toCt: Built;
let toRg: Built;
/** Listed on the vehicle to Rạch Giá, bound there, but it came to Cần Thơ. */
let misloaded: Awaited<ReturnType<typeof buildProduct>>;
/** Received at Sài Gòn, never loaded, yet it came to Cần Thơ. */
let unloaded: Awaited<ReturnType<typeof buildProduct>>;

async function departTo(built: Built, branch: number) {
  await t.db.update(trips).set({ to_branch_id: branch }).where(eq(trips.id, built.trip.id));
  const res = await callEndpoint(t, tripsApi.depart, {
    params: { id: built.trip.id },
    token: sgStaff,
  });
  expect(res.status, res.message).toBe(200);
}

async function scanOff(goods: Awaited<ReturnType<typeof buildProduct>>) {
  const res = await callEndpoint(t, transportsApi.scan, {
    body: {
      client_id: randomUUID(),
      code: productCode(goods),
      car_id: toCt.car.id,
      datetime_from: toCt.trip.datetime_from,
      action: 'arrive',
    },
    token: ctStaff,
  });
  expect(res.data).toMatchObject({ ok: false, kind: 'extra' });
}

const accept = (token: string, productId: number) =>
  callEndpoint(t, tripsApi.acceptExtra, {
    params: { id: toCt.trip.id, product_id: productId },
    token,
  });
const read = async (id: number) =>
  (await callEndpoint(t, productsApi.get, { params: { id }, token: t.token })).data;
const liveLine = async (productId: number) =>
  (
    await t.db
      .select()
      .from(tripItems)
      .where(and(eq(tripItems.product_id, productId), isNull(tripItems.removed_at)))
  )[0];

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  rg = await buildBranch(t.db, { name: 'Chi nhánh Rạch Giá', code: 'RG' });
  ctAdmin = (await signIn(t, 'admin', ct)).token;
  ctStaff = (await signIn(t, 'staff', ct)).token;
  sgStaff = (await signIn(t, 'staff', 1)).token;
  misloaded = await buildProduct(t.db, { destination_branch_id: rg });
  unloaded = await buildProduct(t.db);
  toRg = await buildTrip(t.db, { products: [misloaded], datetime_from: '2026-07-01' });
  toCt = await buildTrip(t.db, { lines: 1, datetime_from: '2026-07-01' });
  await departTo(toRg, rg);
  await departTo(toCt, ct);
  await scanOff(misloaded);
  await scanOff(unloaded);
});
afterAll(() => t.close());

describe('accepting an extra that was on another vehicle’s list', () => {
  it('is refused to staff, changing nothing', async () => {
    const refused = await accept(ctStaff, misloaded.id);
    expect(refused.status).toBe(403);
    expect((await liveLine(misloaded.id))?.trip_id).toBe(toRg.trip.id);
    expect(await read(misloaded.id)).toMatchObject({ stage: 'in_transit', arrived_at: null });
  });

  it('moves its line onto the vehicle that carried it, arrived at the branch it came to', async () => {
    const [last] = await t.db
      .select({ id: changeEvents.id })
      .from(changeEvents)
      .orderBy(desc(changeEvents.id))
      .limit(1);
    const done = await accept(ctAdmin, misloaded.id);
    expect(done.status, done.message).toBe(200);
    expect(done.data.arrived.map((g) => g.id)).toContain(misloaded.id);
    expect(done.data.extra.find((g) => g.id === misloaded.id)?.accepted_at).not.toBeNull();

    const goods = await read(misloaded.id);
    expect(goods).toMatchObject({
      stage: 'arrived',
      destination_branch_id: ct,
      status: true,
      trip: { trip_id: toCt.trip.id },
    });
    // Arrived when it was scanned off, by whoever scanned it.
    const line = (await liveLine(misloaded.id))!;
    expect(line.arrived_at).not.toBeNull();
    expect(goods.arrived_at).toBe(line.arrived_at!.toISOString());
    expect(goods.arrived_at).toBe(done.data.extra.find((g) => g.id === misloaded.id)?.at);

    // The other vehicle no longer expects it; this one's statement holds its money.
    const other = await callEndpoint(t, tripsApi.arrival, {
      params: { id: toRg.trip.id },
      token: t.token,
    });
    expect(other.data.expected.map((g) => g.id)).toEqual([]);
    const statement = await callEndpoint(t, transportLinesApi.list, {
      query: {
        car_id: `${toCt.car.id}`,
        date_from: '2026-07-01',
        date_to: '2026-07-01',
      },
      token: t.token,
    });
    expect(statement.data.rows.map((r) => r.product.id)).toContain(misloaded.id);

    // On every screen that shows it.
    const events = await t.db
      .select({ kind: changeEvents.kind, payload: changeEvents.payload })
      .from(changeEvents)
      .where(gt(changeEvents.id, last?.id ?? 0));
    expect(events).toEqual([{ kind: 'goodsMoved', payload: { ids: [misloaded.id] } }]);
  });

  it('waits at that branch and shows in its history; both trails say why', async () => {
    const waiting = await callEndpoint(t, productsApi.waiting, { query: {}, token: ctStaff });
    const parcels = waiting.data.rows.flatMap((r) => r.parcels.map((p) => p.id));
    expect(parcels).toContain(misloaded.id);
    const timeline = await callEndpoint(t, productsApi.timeline, {
      params: { id: misloaded.id },
      token: t.token,
    });
    expect(timeline.data.map((e) => `${e.stage}@${e.branch?.code ?? ''}`)).toContain(
      'extra_accepted@CT',
    );
    const trail = await t.db
      .select({
        entity: auditLog.entity,
        id: auditLog.entity_id,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(eq(auditLog.action, 'extra_accepted'));
    expect(trail).toEqual([
      {
        entity: 'product',
        id: misloaded.id,
        before: { trip_id: toRg.trip.id, destination_branch_id: rg },
        after: { trip_id: toCt.trip.id, destination_branch_id: ct },
      },
    ]);
    const departed = await t.db
      .select({ id: auditLog.entity_id, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trip'), eq(auditLog.action, 'departed_change')))
      .orderBy(asc(auditLog.entity_id));
    expect(departed).toEqual(
      [toRg.trip.id, toCt.trip.id]
        .sort((a, b) => a - b)
        .map((id) => ({ id, after: { reason: EXTRA_ACCEPT_REASON } })),
    );
  });
});

describe('accepting an extra that was on no vehicle', () => {
  it('puts it on the vehicle that carried it, arrived and waiting at that branch', async () => {
    expect(await read(unloaded.id)).toMatchObject({ stage: 'received', status: false });
    const done = await accept(ctAdmin, unloaded.id);
    expect(done.status, done.message).toBe(200);
    expect(await read(unloaded.id)).toMatchObject({
      stage: 'arrived',
      status: true,
      origin_branch_id: 1,
      destination_branch_id: ct,
      trip: { trip_id: toCt.trip.id },
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, unloaded.id));
    expect(row!.status).toBe(true);
    const waiting = await callEndpoint(t, productsApi.waiting, { query: {}, token: ctStaff });
    expect(waiting.data.rows.flatMap((r) => r.parcels.map((p) => p.id))).toContain(unloaded.id);
    const again = await accept(ctAdmin, unloaded.id);
    expect([again.status, again.message]).toEqual([409, 'Hàng thừa này đã được nhận']);
  });
});
