import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCustomer, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { detailLines, detailTrips, tripsUpTo } from './transport-detail.queries';
import { callEndpoint } from '../../../test/contract-call';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';

// The transport detail reads only the trips whose lines fill its bound (docs/speed.md), on the real
// database: the cut takes whole trips newest first, and the lines come back in the reply's
// order from those trips alone. The bound is 1 000 in the service; 3 here.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

describe('the transport detail cut to its bound', () => {
  it('counts every line from the kept statements, and reads the lines of the newest trips only', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Khách Chi Tiết' });
    const car = await buildCar(t.db);
    const days = ['2026-05-10', '2026-05-12', '2026-05-14'];
    const trips = [];
    for (const day of days) {
      trips.push(
        await buildTrip(t.db, { car, datetime_from: day, lines: 2, customer_id: customer.id }),
      );
    }
    const filters = { customerId: customer.id, dateFrom: '2026-05-01', dateTo: '2026-05-31' };

    const found = await detailTrips(t.db, filters);
    expect(found.map((trip) => trip.lines)).toEqual([2, 2, 2]);
    const ids = tripsUpTo(found, 3);
    expect(ids).toHaveLength(2);
    const rows = await detailLines(t.db, customer.id, ids, 3);
    expect(rows.map((row) => row.datefrom)).toEqual(['2026-05-14', '2026-05-14', '2026-05-12']);

    const res = await callEndpoint(t, statisticsApi.transportDetail, {
      query: { customer_id: `${customer.id}`, date_from: '2026-05-01', date_to: '2026-05-31' },
      token: t.token,
    });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(6);
    expect(res.data.rows).toHaveLength(6);
  });
});

describe('the transport detail reads only the trips its bound needs', () => {
  const trips = [
    { id: 9, lines: 600 },
    { id: 4, lines: 300 },
    { id: 7, lines: 200 },
    { id: 2, lines: 50 },
  ];

  it('takes trips in order until their lines reach the bound, the last one whole', () => {
    expect(tripsUpTo(trips, 1000)).toEqual([9, 4, 7]);
    expect(tripsUpTo(trips, 900)).toEqual([9, 4]);
    expect(tripsUpTo(trips, 901)).toEqual([9, 4, 7]);
  });

  it('takes every trip when their lines are fewer than the bound, and none of none', () => {
    expect(tripsUpTo(trips, 5000)).toEqual([9, 4, 7, 2]);
    expect(tripsUpTo([], 1000)).toEqual([]);
  });
});
