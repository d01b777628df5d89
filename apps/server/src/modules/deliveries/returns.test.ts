import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { RETURN_NO_SENDER } from '@depot/shared/deliveries/returns.schema';
import { productCode } from '@depot/shared/products/products.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { goodsReturns, products, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { scanOff } from '../../../test/scan-off';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { tripsApi } from '@depot/shared/trips/trips.contract';

// `Hoàn hàng` (docs/domain.md, "Handover"): a parcel not handed over at Cần Thơ goes back to its
// sender at Sài Gòn as a new goods line of the sender, at the return freight; the parcel is
// `returned` and waits no more.

let t: SignedInTestApp;
let ct: number;
let ctStaff: string;
let sender: Awaited<ReturnType<typeof buildCustomer>>;
let refused: Awaited<ReturnType<typeof buildProduct>>;
let senderless: Awaited<ReturnType<typeof buildProduct>>;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  ctStaff = (await signIn(t, 'staff', ct)).token;
  const sgStaff = (await signIn(t, 'staff', 1)).token;
  sender = await buildCustomer(t.db, { full_name: 'Xưởng May Sài Gòn' });
  const receiver = await buildCustomer(t.db, { full_name: 'Shop Thời Trang Cần Thơ' });
  refused = await buildProduct(t.db, {
    customer_id: receiver.id,
    sender_id: sender.id,
    name: 'Áo sơ mi',
    quantity: 3,
    total_weight: 4.5,
  });
  senderless = await buildProduct(t.db, { customer_id: receiver.id, name: 'Quần tây' });
  const { trip } = await buildTrip(t.db, {
    products: [refused, senderless],
    datetime_from: '2026-11-20',
  });
  await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, trip.id));
  await t.db
    .update(products)
    .set({ destination_branch_id: ct })
    .where(sql`${products.id} in (${refused.id}, ${senderless.id})`);
  await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
  for (const g of [refused, senderless]) await scanOff(t, ctStaff, trip, g);
});
afterAll(() => t.close());

describe('POST /returns', () => {
  it('refuses goods whose sender is not known, changing nothing', async () => {
    const res = await callEndpoint(t, deliveriesApi.returns, {
      body: { goods: [refused.id, senderless.id], freight: 30_000 },
      token: ctStaff,
    });
    expect(res.status).toBe(400);
    expect(res.raw).toMatchObject({ message: RETURN_NO_SENDER(productCode(senderless)) });
    expect(await t.db.select().from(goodsReturns)).toHaveLength(0);
  });

  it('makes a goods line of the sender from Cần Thơ back to Sài Gòn at the return freight', async () => {
    const res = await callEndpoint(t, deliveriesApi.returns, {
      body: { goods: [refused.id], freight: 30_000, note: 'Khách từ chối nhận' },
      token: ctStaff,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    const [made] = res.data.returns;
    const back = await callEndpoint(t, productsApi.get, {
      params: { id: made!.return_product_id },
      token: ctStaff,
    });
    expect(back.data).toMatchObject({
      customer_id: sender.id,
      name: 'Hoàn: Áo sơ mi',
      quantity: 3,
      total_weight: 4.5,
      amount: 30_000,
      origin_branch_id: ct,
      destination_branch_id: 1,
      product_parent_id: refused.id,
      stage: 'received',
    });
    const original = await callEndpoint(t, productsApi.get, {
      params: { id: refused.id },
      token: ctStaff,
    });
    expect(original.data.stage).toBe('returned');
    // Its history shows the return at Cần Thơ, where it was made, not where it left from.
    const road = await callEndpoint(t, productsApi.timeline, {
      params: { id: refused.id },
      token: ctStaff,
    });
    expect(road.data.at(-1)).toMatchObject({ stage: 'returned', branch: { id: ct } });
    expect(road.data.find((e) => e.stage === 'in_transit')).toMatchObject({ branch: { id: 1 } });
    const waiting = await callEndpoint(t, productsApi.waiting, { token: ctStaff });
    expect(waiting.data.rows.flatMap((r) => r.parcels.map((p) => p.id))).toEqual([senderless.id]);
    const again = await callEndpoint(t, deliveriesApi.returns, {
      body: { goods: [refused.id], freight: 30_000 },
      token: ctStaff,
    });
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({ message: `Hàng ${productCode(refused)} đã được hoàn` });
  });
});
