import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripItems } from '../../db/schema/index';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { call, createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';

// docs/domain.md (spec 2 §2.1, docs/decisions/0012-archive-and-close-statements.md): the archive tab counts and lists whole deleted vehicle
// lists only; a line removed from a list that stays live is seen and restored on its own page.

let t: SignedInTestApp;
let staff: { token: string };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const scopeOf = (carId: number, day: string) => ({
  car_id: `${carId}`,
  date_from: day,
  date_to: day,
});

async function get(url: string, query: Record<string, string>, token = t.token) {
  const res = await call(t, { url, token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
/** What the tab reads: the deleted lists (its count is `total`). */
const archiveTab = (carId: number, day: string) =>
  get('/api/trips', { ...scopeOf(carId, day), archived: 'true' });
const lines = (carId: number, day: string, mode: 'live' | 'archived' | 'removed') =>
  get('/api/transport/products', {
    ...scopeOf(carId, day),
    ...(mode === 'live' ? {} : { [mode]: 'true' }),
  });
const removeLine = (itemId: number) =>
  callEndpoint(t, transportLinesApi.archive, {
    params: { transport_id: itemId },
    token: staff.token,
  });
const deleteList = (carId: number, day: string, customerId?: number) =>
  callEndpoint(t, tripsApi.archive, {
    query: { ...scopeOf(carId, day), ...(customerId ? { customer_id: `${customerId}` } : {}) },
    token: staff.token,
  });

describe('the archive tab: deleted lists, not removed lines', () => {
  it('keeps the tab at 0 when one line is removed; the line is on its live list’s page', async () => {
    const day = '2026-09-01';
    const { car, items } = await buildTrip(t.db, { datetime_from: day, lines: 3 });
    expect((await removeLine(items[0]!.id)).status).toBe(200);

    const tab = await archiveTab(car.id, day);
    expect(tab.total).toBe(0);
    expect(tab.rows).toEqual([]);
    expect((await lines(car.id, day, 'archived')).total).toBe(0);
    const removed = await lines(car.id, day, 'removed');
    expect(removed.rows.map((r: { id: number }) => r.id)).toEqual([items[0]!.id]);
    expect((await lines(car.id, day, 'live')).total).toBe(2);
    const [item] = await t.db.select().from(tripItems).where(eq(tripItems.id, items[0]!.id));
    expect(item).toMatchObject({ archived: true, list_deleted: false });
  });

  it('counts a deleted list once, with the lines it had, and restores those only', async () => {
    const day = '2026-09-02';
    const { car, items } = await buildTrip(t.db, { datetime_from: day, lines: 3 });
    await removeLine(items[0]!.id);
    expect((await deleteList(car.id, day)).data).toEqual({ archived: 2, trips_archived: 1 });

    const tab = await archiveTab(car.id, day);
    expect(tab.total).toBe(1);
    expect(tab.rows[0]).toMatchObject({ lines: 2 });
    expect((await lines(car.id, day, 'archived')).total).toBe(2);
    // The line removed before the list was deleted stays a removed line.
    expect((await lines(car.id, day, 'removed')).total).toBe(1);

    const restored = await callEndpoint(t, tripsApi.restore, {
      body: { car_id: car.id, datetime_from: day },
      token: t.token,
    });
    expect(restored.raw).toMatchObject({ status: true, data: { restored: 2 } });
    expect((await archiveTab(car.id, day)).total).toBe(0);
    expect((await lines(car.id, day, 'live')).total).toBe(2);
    expect((await lines(car.id, day, 'removed')).total).toBe(1);
  });

  it('restores one removed line onto its live list, once', async () => {
    const day = '2026-09-03';
    const { car, items } = await buildTrip(t.db, { datetime_from: day, lines: 2 });
    await removeLine(items[1]!.id);
    const url = `/api/transport/${items[1]!.id}/restore`;

    const refused = await call(t, { method: 'POST', url, token: staff.token });
    expect(refused.status).toBe(403);
    const res = await call(t, { method: 'POST', url, token: t.token });
    expect(res.body).toEqual({
      status: true,
      message: 'Đã đưa hàng trở lại bảng kê',
      data: { trip_id: items[1]!.trip_id, restored: 1 },
    });
    expect((await lines(car.id, day, 'live')).total).toBe(2);
    expect((await lines(car.id, day, 'removed')).total).toBe(0);
    expect((await archiveTab(car.id, day)).total).toBe(0);
    const again = await call(t, { method: 'POST', url, token: t.token });
    expect(again.status).toBe(409);
  });

  it("keeps a list live when one customer's lines go; removing the last line deletes it", async () => {
    const day = '2026-09-04';
    const car = await buildCar(t.db);
    const an = await buildCustomer(t.db);
    const { items } = await buildTrip(t.db, { car, datetime_from: day, customer_id: an.id });
    const { items: others } = await buildTrip(t.db, { car, datetime_from: day, lines: 1 });
    await deleteList(car.id, day, an.id);
    expect((await archiveTab(car.id, day)).total).toBe(0);
    expect((await lines(car.id, day, 'removed')).rows[0].id).toBe(items[0]!.id);

    // The last live line leaves: the list is gone, and the tab shows it with that line.
    await removeLine(others[0]!.id);
    const tab = await archiveTab(car.id, day);
    expect(tab.total).toBe(1);
    expect(tab.rows[0]).toMatchObject({ lines: 1 });
  });

  it('shows a deleted list full or with space as it was when deleted', async () => {
    const day = '2026-09-05';
    const small = await buildCar(t.db, { total_weight: 100 });
    await buildTrip(t.db, {
      car: small,
      datetime_from: day,
      lines: 2,
      product: { total_weight: 60 },
    });
    const roomy = await buildCar(t.db, { total_weight: 5000 });
    await buildTrip(t.db, {
      car: roomy,
      datetime_from: day,
      lines: 2,
      product: { total_weight: 60 },
    });
    await deleteList(small.id, day);
    await deleteList(roomy.id, day);

    const [full] = (await archiveTab(small.id, day)).rows;
    expect(full).toMatchObject({ total_weight: 120, is_full: true });
    const [space] = (await archiveTab(roomy.id, day)).rows;
    expect(space).toMatchObject({ total_weight: 120, is_full: false });
  });

  it('keeps the removed lines from staff', async () => {
    const res = await callEndpoint(t, transportLinesApi.list, {
      query: { car_id: '1', removed: 'true' },
      token: staff.token,
    });
    expect(res.status).toBe(403);
  });
});
