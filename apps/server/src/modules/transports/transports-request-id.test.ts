import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIds, tripItems } from '../../db/schema/index';
import { buildCar, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportsApi } from '@depot/shared/transports/transports.contract';

// docs/decisions/0014-one-owner-per-table.md: a pickup sent twice with the same request_id loads once and answers the same, rather
// than a 409 "already on the vehicle" for goods the first click just loaded.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const pickup = (payload: WireBody<typeof transportsApi.load>) =>
  callEndpoint(t, transportsApi.load, { body: payload, token: t.token });
const liveItemsOf = (productId: number) =>
  t.db.$count(tripItems, and(eq(tripItems.product_id, productId), isNull(tripItems.removed_at)));

describe('POST /api/transports with a request_id', () => {
  it('loads once when the same pickup is sent twice, and answers the same', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db, { total_weight: 20 });
    const body = {
      car_id: car.id,
      datetime_from: '2026-11-23',
      products: [goods.id],
      request_id: randomUUID(),
    };
    const first = await pickup(body);
    const second = await pickup(body);
    expect(first.status, JSON.stringify(first.raw)).toBe(200);
    expect(second.status, JSON.stringify(second.raw)).toBe(200);
    expect(second.raw).toEqual(first.raw);
    expect(await liveItemsOf(goods.id)).toBe(1);
  });

  it('loads once when the same pickup arrives several times at once', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db, { total_weight: 20 });
    const body = {
      car_id: car.id,
      datetime_from: '2026-11-24',
      products: [goods.id],
      request_id: randomUUID(),
    };
    const replies = await Promise.all([1, 2, 3].map(() => pickup(body)));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.raw)).toBe(200);
      expect(reply.raw).toEqual(replies[0]!.raw);
    }
    expect(await liveItemsOf(goods.id)).toBe(1);
  });

  it('records nothing for a refused overload, so the confirmed resend with the same id loads', async () => {
    const car = await buildCar(t.db, { total_weight: 100 });
    const goods = await buildProduct(t.db, { total_weight: 150 });
    const body = {
      car_id: car.id,
      datetime_from: '2026-11-25',
      products: [goods.id],
      request_id: randomUUID(),
    };
    expect((await pickup(body)).status).toBe(409);
    expect(await t.db.$count(requestIds, eq(requestIds.request_id, body.request_id))).toBe(0);
    const confirmed = await pickup({ ...body, confirm_overload: true });
    expect(confirmed.status, JSON.stringify(confirmed.raw)).toBe(200);
    expect(await liveItemsOf(goods.id)).toBe(1);
  });
});
