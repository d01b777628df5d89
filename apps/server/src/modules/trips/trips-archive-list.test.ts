import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';

// The archive tab (GET /trips?archived=true) lists trips with archived lines of goods still
// there: the lines of goods deleted since are not shown, and a trip left with none is not either
// (the test over deleted goods of trips-list.queries.ts, hasArchivedLine).
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
});
afterAll(() => t.close());

const DAY = '2031-02-03';

async function archivedTrips(query: Record<string, string> = {}) {
  const res = await callEndpoint(t, tripsApi.list, {
    query: { archived: 'true', date_from: DAY, date_to: DAY, ...query },
    token: t.token,
  });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data as { rows: { id: number; lines: number }[]; total: number };
}

async function send(method: 'DELETE', url: string, query?: Record<string, string>) {
  const res = await call(t, { method, url, token: t.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the archive tab and deleted goods', () => {
  it('shows a trip by its archived lines of goods not deleted, and none when all are', async () => {
    const [gone, kept] = [await buildCustomer(t.db), await buildCustomer(t.db)];
    const allGone = await buildTrip(t.db, { datetime_from: DAY, customer_id: gone.id, lines: 2 });
    const partly = await buildTrip(t.db, { datetime_from: DAY, customer_id: kept.id, lines: 2 });
    for (const { car } of [allGone, partly]) {
      await send('DELETE', '/api/trips', {
        car_id: String(car.id),
        date_from: DAY,
        date_to: DAY,
      });
    }
    expect((await archivedTrips()).rows.map((r) => r.id).sort()).toEqual(
      [allGone.trip.id, partly.trip.id].sort(),
    );

    // Archived goods are off every vehicle, so they can be deleted.
    for (const goods of [...allGone.products, partly.products[0]!]) {
      await send('DELETE', `/api/products/${goods.id}`);
    }
    const listed = await archivedTrips();
    expect(listed.total).toBe(1);
    expect(listed.rows).toEqual([expect.objectContaining({ id: partly.trip.id, lines: 1 })]);
    expect((await archivedTrips({ customer_id: String(kept.id) })).rows).toHaveLength(1);
    expect((await archivedTrips({ customer_id: String(gone.id) })).total).toBe(0);
  });
});
