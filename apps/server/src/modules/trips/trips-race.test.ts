import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import { products, tripItems, trips } from '../../db/schema/index';
import { buildProduct, buildTrip } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { archiveTrips } from './trips-archive.service';
import { callEndpoint } from '../../../test/contract-call';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

/**
 * Loading as the transports module does it: lock the live trip of the vehicle and date (FOR
 * UPDATE re-checks `archived_at is null` once the lock is granted), make one when there is
 * none, add the lines and mark the goods loaded, in one transaction.
 */
async function load(tx: Executor, carId: number, date: string, productIds: number[]) {
  const live = () =>
    tx
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.car_id, carId), eq(trips.datetime_from, date), isNull(trips.archived_at)))
      .for('update');
  let [trip] = await live();
  if (!trip) {
    await tx.insert(trips).values({ car_id: carId, datetime_from: date }).onConflictDoNothing();
    [trip] = await live();
  }
  await tx
    .insert(tripItems)
    .values(productIds.map((product_id) => ({ trip_id: trip!.id, product_id })));
  await tx.update(products).set({ status: true }).where(inArray(products.id, productIds));
  return trip!.id;
}

const deleteList = (carId: number, day: string) =>
  callEndpoint(t, tripsApi.archive, {
    query: { car_id: `${carId}`, date_from: day, date_to: day },
    token: t.token,
  });

/** What must hold whoever wins: no live line on an archived trip; loaded ⇔ a live line. */
async function expectConsistent(productIds: number[]) {
  const { rows: stray } = await t.db.execute(
    sql`select i.id from trip_items i join trips t on t.id = i.trip_id
        where i.removed_at is null and t.archived_at is not null`,
  );
  expect(stray).toEqual([]);
  const goods = await t.db.select().from(products).where(inArray(products.id, productIds));
  const live = await t.db
    .select({ product_id: tripItems.product_id, trip_id: tripItems.trip_id })
    .from(tripItems)
    .where(and(inArray(tripItems.product_id, productIds), isNull(tripItems.removed_at)));
  const loaded = new Set(live.map((l) => l.product_id));
  for (const p of goods) expect(p.status, `goods ${p.id}`).toBe(loaded.has(p.id));
  return live;
}

describe('deleting a list while goods are loaded onto it', () => {
  it('a load that holds the trip first is archived with the rest', async () => {
    const { car, products: old } = await buildTrip(t.db, { datetime_from: '2026-11-01' });
    const late = await buildProduct(t.db);
    const res = await raceAgainst(
      t.db,
      (tx) => load(tx, car.id, '2026-11-01', [late.id]),
      () => deleteList(car.id, '2026-11-01'),
    );
    expect(res.data).toEqual({ archived: 2, trips_archived: 1 });
    expect(await expectConsistent([old[0]!.id, late.id])).toEqual([]);
  });

  it('a load that waits on the archive goes onto a new live trip', async () => {
    const { car, trip, products: old } = await buildTrip(t.db, { datetime_from: '2026-11-02' });
    const late = await buildProduct(t.db);
    const scope = { car_id: car.id, date_from: '2026-11-02', date_to: '2026-11-02' };
    const tripId = await raceAgainst(
      t.db,
      (tx) => archiveTrips({ db: tx, actor: t.user }, scope),
      () => t.db.transaction((tx) => load(tx, car.id, '2026-11-02', [late.id])),
    );
    expect(tripId).not.toBe(trip.id);
    expect(await expectConsistent([old[0]!.id, late.id])).toEqual([
      { product_id: late.id, trip_id: tripId },
    ]);
  });

  it('run at once, either order leaves every line either live or archived, never half', async () => {
    for (let round = 0; round < 5; round++) {
      const day = `2026-11-1${round}`;
      const { car, products: old } = await buildTrip(t.db, { datetime_from: day, lines: 3 });
      const late = [await buildProduct(t.db), await buildProduct(t.db)];
      const [res] = await Promise.all([
        deleteList(car.id, day),
        t.db.transaction((tx) =>
          load(
            tx,
            car.id,
            day,
            late.map((p) => p.id),
          ),
        ),
      ]);
      expect(res.status).toBe(200);
      const live = await expectConsistent([...old, ...late].map((p) => p.id));
      // The archive took the old lines and, had the load landed first, the late ones too.
      expect(res.data.archived).toBe(live.length === 0 ? 5 : 3);
      expect(live.map((l) => l.product_id).sort()).toEqual(
        live.length === 0 ? [] : late.map((p) => p.id).sort(),
      );
    }
  });
});

describe('moving goods off a list while it is deleted', () => {
  it('ends with the goods either moved or archived, never both', async () => {
    const { car, products: old } = await buildTrip(t.db, { datetime_from: '2026-11-20', lines: 2 });
    const target = await buildTrip(t.db, { datetime_from: '2026-11-21' });
    const [deleted, moved] = await Promise.all([
      deleteList(car.id, '2026-11-20'),
      callEndpoint(t, transportLinesApi.move, {
        body: { products: [old[0]!.id], car_id: target.car.id, datetime_from: '2026-11-21' },
        token: t.token,
      }),
    ]);
    expect(deleted.status).toBe(200);
    const live = await expectConsistent(old.map((p) => p.id));
    if (moved.status === 200) {
      expect(live).toEqual([{ product_id: old[0]!.id, trip_id: target.trip.id }]);
      expect(deleted.data.archived).toBe(1);
    } else {
      expect(moved.status).toBe(409);
      expect(live).toEqual([]);
      expect(deleted.data.archived).toBe(2);
    }
  });
});
