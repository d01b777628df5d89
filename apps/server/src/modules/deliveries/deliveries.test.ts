import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import {
  DELIVERY_BY_REQUIRED,
  DELIVERY_ONE_RECEIVER,
  DELIVERY_PHOTO_INVALID,
  deliveryCollectChanged,
} from '@depot/shared/deliveries/deliveries.rules';
import type { DeliveryCreateBody } from '@depot/shared/deliveries/deliveries.schema';
import { productCode } from '@depot/shared/products/products.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { deliveries, deliveryItems, payments, products, trips } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildBranch, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { scanOff } from '../../../test/scan-off';

// `Giao hàng` (docs/domain.md, "Handover"): a receiver's parcels handed over where they are,
// what they owe collected in the same step, the parcels leaving Hàng chờ giao; voided by an admin.

/** A real JPEG's first bytes (FF D8 FF E0) and a real PNG's, as a phone would send them. */
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64')}`;
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]).toString('base64')}`;

let t: SignedInTestApp;
let ct: number;
let ctStaff: string;
let sgStaff: string;
let receiver: Awaited<ReturnType<typeof buildCustomer>>;
let other: Awaited<ReturnType<typeof buildCustomer>>;
let arrived: Awaited<ReturnType<typeof buildProduct>>[];
let onRoad: Awaited<ReturnType<typeof buildProduct>>;
let atSaigon: Awaited<ReturnType<typeof buildProduct>>;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'superadmin' });
  ct = await buildBranch(t.db);
  ctStaff = (await signIn(t, 'staff', ct)).token;
  sgStaff = (await signIn(t, 'staff', 1)).token;
  receiver = await buildCustomer(t.db, { full_name: 'Tiệm Điện Máy Cần Thơ', phone: '0292123456' });
  other = await buildCustomer(t.db, { full_name: 'Nhà Thuốc An Khang' });
  const line = (name: string, cod = 0) =>
    buildProduct(t.db, {
      customer_id: receiver.id,
      name,
      price_type: 'package',
      price: 60_000,
      quantity: 1,
      cod_amount: cod,
    });
  arrived = [await line('Tủ lạnh', 2_000_000), await line('Quạt máy'), await line('Nồi cơm')];
  onRoad = await line('Máy giặt');
  atSaigon = await line('Tivi');
  const { trip } = await buildTrip(t.db, {
    products: [...arrived, onRoad],
    datetime_from: '2026-11-20',
  });
  await t.db.update(trips).set({ to_branch_id: ct }).where(eq(trips.id, trip.id));
  const ids = [...arrived, onRoad].map((g) => g.id);
  await t.db
    .update(products)
    .set({ destination_branch_id: ct })
    .where(sql`${products.id} = any(${sql.param(ids)}::int[])`);
  await callEndpoint(t, tripsApi.depart, { params: { id: trip.id }, token: sgStaff });
  for (const goods of arrived) await scanOff(t, ctStaff, trip, goods);
  // The first line's freight was paid at the counter: only its thu hộ is owed.
  await t.db
    .update(products)
    .set({ paid_amount: 60_000, is_paid: true })
    .where(eq(products.id, arrived[0]!.id));
});
afterAll(() => t.close());

const deliver = (body: Partial<DeliveryCreateBody>, token = ctStaff) =>
  callEndpoint(t, deliveriesApi.create, {
    body: {
      receiver_name: receiver.full_name,
      receiver_phone: receiver.phone,
      request_id: randomUUID(),
      goods: [],
      ...body,
    },
    token,
  });

describe('POST /deliveries', () => {
  it('refuses what a person would get wrong, field by field, and records nothing', async () => {
    const res = await callEndpoint(t, deliveriesApi.create, {
      body: {
        goods: [],
        receiver_name: '',
        receiver_phone: '12345a',
        mode: 'door',
        photo: 'data:image/png;base64,AAAA',
      },
      token: ctStaff,
    });
    expect(res.status).toBe(400);
    expect(res.raw).toMatchObject({
      errors: {
        goods: 'Vui lòng chọn hàng cần giao',
        receiver_name: expect.any(String),
        receiver_phone: 'Số điện thoại chỉ gồm chữ số',
        delivered_by: DELIVERY_BY_REQUIRED,
        photo: DELIVERY_PHOTO_INVALID,
      },
    });
    expect(await t.db.select().from(deliveries)).toHaveLength(0);
  });

  it('takes one receiver a time and only parcels that are at the branch', async () => {
    const stranger = await buildProduct(t.db, { customer_id: other.id });
    const mixed = await deliver({ goods: [arrived[1]!.id, stranger.id] }, t.token);
    expect(mixed.status).toBe(400);
    expect(mixed.raw).toMatchObject({ message: DELIVERY_ONE_RECEIVER });
    const road = await deliver({ goods: [onRoad.id] });
    expect(road.status).toBe(409);
    expect(road.raw).toMatchObject({
      message: `Hàng ${productCode(onRoad)} chưa đến chi nhánh nhận`,
    });
    const elsewhere = await deliver({ goods: [atSaigon.id] });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.raw).toMatchObject({
      message: `Hàng ${productCode(atSaigon)} không ở chi nhánh này`,
    });
    // Scanned off at Cần Thơ: Sài Gòn's clerk cannot hand it over.
    const fromSaigon = await deliver({ goods: [arrived[1]!.id] }, sgStaff);
    expect(fromSaigon.status).toBe(409);
    expect(await t.db.select().from(deliveries)).toHaveLength(0);
  });

  it('refuses to collect a sum other than what is owed now, naming the new sum', async () => {
    const res = await deliver({
      goods: [arrived[0]!.id, arrived[1]!.id],
      collect: { amount: 2_000_000 },
    });
    expect(res.status).toBe(409);
    expect(res.raw).toMatchObject({ message: deliveryCollectChanged('2.060.000 đ') });
    expect(await t.db.select().from(deliveries)).toHaveLength(0);
  });

  it('hands two parcels over with photo and signature, collecting freight and thu hộ', async () => {
    const before = await callEndpoint(t, productsApi.waiting, { token: ctStaff });
    expect(before.data.rows[0]!.parcels.map((g) => g.id)).toEqual(
      expect.arrayContaining(arrived.map((g) => g.id)),
    );
    const res = await deliver({
      goods: [arrived[0]!.id, arrived[1]!.id],
      receiver_name: 'Chị Lan (vợ chủ tiệm)',
      receiver_phone: '0909111222',
      photo: JPEG,
      signature: PNG,
      collect: { amount: 2_060_000, method: 'transfer' },
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({
      number: expect.stringMatching(/^GH-\d{4}-0001$/),
      receiver_name: 'Chị Lan (vợ chủ tiệm)',
      mode: 'pickup',
      has_photo: true,
      has_signature: true,
      branch: { id: ct },
      voided_at: null,
    });
    expect(res.data.goods.map((g) => g.name)).toEqual(['Tủ lạnh', 'Quạt máy']);
    expect(res.data.payments.map((p) => [p.purpose, p.amount, p.method])).toEqual([
      ['freight', 60_000, 'transfer'],
      ['cod', 2_000_000, 'transfer'],
    ]);
    const lines = await t.db.select().from(products).where(eq(products.customer_id, receiver.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    expect(byId.get(arrived[0]!.id)).toMatchObject({ cod_paid: 2_000_000, is_paid: true });
    expect(byId.get(arrived[1]!.id)).toMatchObject({ paid_amount: 60_000, is_paid: true });
    // The photo is kept whole, and served to the branch.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${res.data.id}/photo`,
      headers: { authorization: `Bearer ${ctStaff}` },
    });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect([...photo.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // They leave Hàng chờ giao; the third waits; the goods list says Đã giao.
    const after = await callEndpoint(t, productsApi.waiting, { token: ctStaff });
    expect(after.data.rows[0]!.parcels.map((g) => g.id)).toEqual([arrived[2]!.id]);
    const delivered = await callEndpoint(t, productsApi.list, {
      query: { stage: 'delivered' },
      token: ctStaff,
    });
    expect(delivered.data.rows.map((r) => r.id).sort()).toEqual(
      [arrived[0]!.id, arrived[1]!.id].sort(),
    );
    const road = await callEndpoint(t, productsApi.timeline, {
      params: { id: arrived[1]!.id },
      token: ctStaff,
    });
    // With the handover's number, for the link to its slip.
    expect(road.data.at(-1)).toMatchObject({
      stage: 'delivered',
      branch: { id: ct },
      delivery: { id: res.data.id, number: res.data.number },
    });
    expect(road.data[0]!.delivery).toBeNull();
    // Handed over once: a second handover of the same parcel is refused.
    const again = await deliver({ goods: [arrived[1]!.id] });
    expect(again.status).toBe(409);
    expect(again.raw).toMatchObject({
      message: `Hàng ${productCode(arrived[1]!)} đã giao cho người nhận`,
    });
  });

  it('records once per request id, and a door delivery names who took it there', async () => {
    const requestId = randomUUID();
    const body: Partial<DeliveryCreateBody> = {
      goods: [arrived[2]!.id],
      mode: 'door',
      delivered_by: 'Anh Tư xe ôm',
      request_id: requestId,
    };
    const [a, b] = await Promise.all([deliver(body), deliver(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.id).toBe(b.data.id);
    expect(a.data).toMatchObject({ mode: 'door', delivered_by: 'Anh Tư xe ôm', payments: [] });
    const live = await t.db
      .select()
      .from(deliveryItems)
      .where(and(eq(deliveryItems.product_id, arrived[2]!.id), isNull(deliveryItems.voided_at)));
    expect(live).toHaveLength(1);
  });
});

describe('GET and void', () => {
  it('shows a handover to its branch only, and an admin voids it: the parcel waits again', async () => {
    const [row] = await t.db.select().from(deliveries).where(eq(deliveries.mode, 'door'));
    const fromSaigon = await callEndpoint(t, deliveriesApi.get, {
      params: { id: row!.id },
      token: sgStaff,
    });
    expect(fromSaigon.status).toBe(404);
    const staffVoid = await callEndpoint(t, deliveriesApi.void, {
      params: { id: row!.id },
      body: { reason: 'Nhầm khách' },
      token: ctStaff,
    });
    expect(staffVoid.status).toBe(403);
    const voided = await callEndpoint(t, deliveriesApi.void, {
      params: { id: row!.id },
      body: { reason: 'Giao nhầm người' },
      token: t.token,
    });
    expect(voided.status).toBe(200);
    expect(voided.data).toMatchObject({ void_reason: 'Giao nhầm người' });
    const waiting = await callEndpoint(t, productsApi.waiting, { token: ctStaff });
    expect(waiting.data.rows[0]!.parcels.map((g) => g.id)).toEqual([arrived[2]!.id]);
    const twice = await callEndpoint(t, deliveriesApi.void, {
      params: { id: row!.id },
      body: { reason: 'Lần nữa' },
      token: t.token,
    });
    expect(twice.status).toBe(409);
    // The money taken with the first handover stays recorded.
    expect(await t.db.select().from(payments).where(isNull(payments.voided_at))).toHaveLength(2);
  });
});
