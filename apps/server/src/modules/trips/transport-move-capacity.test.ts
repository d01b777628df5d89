import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripItems } from '../../db/schema/index';
import { buildCar, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';

// docs/decisions/0014-one-owner-per-table.md: a move puts goods on a vehicle as a pickup does, so the target's capacity holds
// the same way: past it, 409 with the figures, and the same request confirmed goes through.

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const move = (payload: WireBody<typeof transportLinesApi.move>) =>
  callEndpoint(t, transportLinesApi.move, { body: payload, token: t.token });
const liveTripOf = async (productId: number) => {
  const rows = await t.db
    .select()
    .from(tripItems)
    .where(eq(tripItems.product_id, productId))
    .orderBy(asc(tripItems.id));
  return rows.filter((r) => r.removed_at === null).map((r) => r.trip_id);
};

describe('POST /api/transport/move past the target vehicle capacity', () => {
  it('is refused with 409 and the load figures, then goes through once confirmed', async () => {
    const small = await buildCar(t.db, { total_weight: 1000 });
    const day = '2026-10-12';
    await buildTrip(t.db, { car: small, datetime_from: day, product: { total_weight: 700 } });
    const from = await buildTrip(t.db, { datetime_from: day });
    const heavy = await buildProduct(t.db, { total_weight: 400 });
    const loaded = await buildTrip(t.db, { car: from.car, datetime_from: day, products: [heavy] });
    const body = { products: [heavy.id], car_id: small.id, datetime_from: day };

    const refused = await move(body);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `Xe ${small.number_car} ngày 12-10-2026 quá tải: đang chở 700 kg, thêm 400 kg ` +
        'thành 1.100 kg, vượt tải trọng 1.000 kg',
    );
    expect(refused.data).toMatchObject({
      reason: 'overload',
      adding_weight: 400,
      load: { car_id: small.id, capacity: 1000, loaded_weight: 700, count: 1 },
    });
    expect(await liveTripOf(heavy.id)).toEqual([loaded.trip.id]);

    const confirmed = await move({ ...body, confirm_overload: true });
    expect(confirmed.status).toBe(200);
    expect(await liveTripOf(heavy.id)).toEqual([confirmed.data.trip_id]);
  });

  it('moves within the capacity without asking', async () => {
    const roomy = await buildCar(t.db, { total_weight: 5000 });
    const from = await buildTrip(t.db, { datetime_from: '2026-10-13' });
    const res = await move({
      products: [from.products[0]!.id],
      car_id: roomy.id,
      datetime_from: '2026-10-13',
    });
    expect(res.status).toBe(200);
    expect(res.data.moved).toBe(1);
  });
});
