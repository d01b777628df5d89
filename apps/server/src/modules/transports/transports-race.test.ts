import { productCode } from '@depot/shared/products/products.rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems, trips } from '../../db/schema/index';
import { buildCar, buildProduct, buildProducts } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportsApi } from '@depot/shared/transports/transports.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const pickup = (payload: WireBody<typeof transportsApi.load>) =>
  callEndpoint(t, transportsApi.load, { body: payload, token: t.token });

const liveItemsOf = (productIds: number[]) =>
  t.db
    .select({ product_id: tripItems.product_id, trip_id: tripItems.trip_id })
    .from(tripItems)
    .where(and(inArray(tripItems.product_id, productIds), isNull(tripItems.removed_at)));

describe('concurrent pickups of the same goods', () => {
  it('lets exactly one of 50 win, every round, and names the winner to the 49 others', async () => {
    const fleet = [];
    for (let i = 0; i < 10; i++) fleet.push(await buildCar(t.db));
    const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const targets = fleet.flatMap((car) => dates.map((date) => ({ car, date })));
    expect(targets).toHaveLength(50);

    const winnerTrips = new Set<number>();
    for (let round = 0; round < 5; round++) {
      const goods = await buildProducts(t.db, 3);
      const ids = goods.map((g) => g.id);
      const replies = await Promise.all(
        targets.map(({ car, date }) =>
          pickup({ car_id: car.id, datetime_from: date, products: ids }),
        ),
      );
      const statuses = replies.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        `round ${round}`,
      ).toHaveLength(49);

      const winner = replies.find((r) => r.status === 200)!.data;
      winnerTrips.add(winner.trip_id);
      const held = ids.map((id, i) => ({
        id,
        code: productCode(goods[i]!),
        name: goods[i]!.name,
        number_car: winner.load.number_car,
        datetime_from: winner.load.datetime_from,
      }));
      for (const lost of replies.filter((r) => r.status === 409)) {
        expect(lost.data).toMatchObject({ reason: 'already_loaded', products: held });
      }
      const items = await liveItemsOf(ids);
      expect(items.map((i) => i.product_id).sort()).toEqual([...ids].sort());
      expect(new Set(items.map((i) => i.trip_id))).toEqual(new Set([winner.trip_id]));
    }
    // The losers' trips were rolled back with them: only the winners' trips exist.
    const fleetTrips = await t.db
      .select({ id: trips.id })
      .from(trips)
      .where(
        inArray(
          trips.car_id,
          fleet.map((c) => c.id),
        ),
      );
    expect(new Set(fleetTrips.map((r) => r.id))).toEqual(winnerTrips);
  }, 120_000);

  it('answers the same 409 when the unique index, not the check, stops the second pickup', async () => {
    const holderCar = await buildCar(t.db, { number_car: '51K-777.88' });
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db, { name: 'Máy giặt' });
    // The other pickup's items are written but not committed when ours checks the goods: ours
    // sees them free, then waits on the index entry and fails once the other commits.
    const res = await raceAgainst(
      t.db,
      async (tx) => {
        const [trip] = await tx
          .insert(trips)
          .values({ car_id: holderCar.id, datetime_from: '2026-12-05' })
          .returning();
        await tx.insert(tripItems).values({ trip_id: trip!.id, product_id: goods.id });
      },
      () => pickup({ car_id: car.id, datetime_from: '2026-12-06', products: [goods.id] }),
    );
    expect(res.status).toBe(409);
    expect(res.raw).toMatchObject({
      status: false,
      message: `Hàng đã ở trên xe: ${productCode(goods)} Máy giặt (xe 51K-777.88, ngày 05-12-2026)`,
      data: {
        reason: 'already_loaded',
        products: [{ id: goods.id, number_car: '51K-777.88', datetime_from: '2026-12-05' }],
        load: { car_id: car.id, count: 0 },
        adding_weight: 10,
      },
    });
    expect(await t.db.$count(trips, eq(trips.car_id, car.id))).toBe(0);
    expect(await t.db.$count(auditLog, eq(auditLog.entity_id, goods.id))).toBe(0);
  });
});

describe('concurrent pickups onto one trip', () => {
  it('makes one trip and refuses the pickup that would pass the capacity', async () => {
    const car = await buildCar(t.db, { total_weight: 100 });
    const [a, b] = await buildProducts(t.db, 2, { total_weight: 60 });
    const date = '2026-12-10';
    const replies = await Promise.all(
      [a!, b!].map((g) => pickup({ car_id: car.id, datetime_from: date, products: [g.id] })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.data).toMatchObject({
      reason: 'overload',
      load: { loaded_weight: 60, count: 1, capacity: 100, remaining: 40 },
      adding_weight: 60,
    });
    expect(refused.message).toContain('đang chở 60 kg, thêm 60 kg thành 120 kg');
    expect(await t.db.$count(trips, eq(trips.car_id, car.id))).toBe(1);
    const loaded = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [a!.id, b!.id]), eq(products.status, true)));
    expect(loaded).toHaveLength(1);
  });

  it('loads both when they fit, on the one trip of the car and date', async () => {
    const car = await buildCar(t.db, { total_weight: 100 });
    const goods = await buildProducts(t.db, 4, { total_weight: 25 });
    const replies = await Promise.all(
      goods.map((g) => pickup({ car_id: car.id, datetime_from: '2026-12-11', products: [g.id] })),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.data.trip_id)).size).toBe(1);
    expect(replies.map((r) => r.data.load.count).sort()).toEqual([1, 2, 3, 4]);
    expect(await liveItemsOf(goods.map((g) => g.id))).toHaveLength(4);
  });
});
