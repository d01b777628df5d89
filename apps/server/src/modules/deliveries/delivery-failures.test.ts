import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import {
  FAILURE_REASON_INACTIVE,
  FAILURE_REASON_TAKEN,
} from '@depot/shared/deliveries/delivery-failures.schema';
import { productCode } from '@depot/shared/products/products.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { trackingApi } from '@depot/shared/tracking/tracking.contract';
import { deliveryAttempts } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// `Không giao được` (docs/domain.md, "Handover"): a reason from the depot's list and a note; the
// parcel stays waiting with its attempts counted; admins edit the list.

let t: SignedInTestApp;
let staff: string;
let goods: Awaited<ReturnType<typeof buildProduct>>;
let receiver: Awaited<ReturnType<typeof buildCustomer>>;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staff = (await signIn(t, 'staff')).token;
  receiver = await buildCustomer(t.db, { full_name: 'Cô Ba Bán Vải', phone: '0987654321' });
  goods = await buildProduct(t.db, { customer_id: receiver.id, name: 'Cuộn vải' });
});
afterAll(() => t.close());

const reasons = async () => (await callEndpoint(t, deliveriesApi.reasons, { token: staff })).data;
const fail = (body: { goods: number[]; reason_id: number; note?: string }) =>
  callEndpoint(t, deliveriesApi.failed, { body, token: staff });

describe('POST /deliveries/failed', () => {
  it('starts with the four usual reasons', async () => {
    expect((await reasons()).map((r) => r.name)).toEqual([
      'Không liên lạc được',
      'Khách hẹn ngày khác',
      'Khách từ chối nhận',
      'Sai địa chỉ',
    ]);
  });

  it('records each attempt with its reason; the parcel is still to hand over', async () => {
    const [unreachable, later] = await reasons();
    expect((await fail({ goods: [goods.id], reason_id: unreachable!.id })).data).toEqual({
      attempts: [{ product_id: goods.id, attempts: 1 }],
    });
    const second = await fail({ goods: [goods.id], reason_id: later!.id, note: 'Hẹn thứ Hai' });
    expect(second.data.attempts).toEqual([{ product_id: goods.id, attempts: 2 }]);
    const rows = await t.db.select().from(deliveryAttempts);
    expect(rows.map((r) => [r.reason_id, r.note])).toEqual([
      [unreachable!.id, null],
      [later!.id, 'Hẹn thứ Hai'],
    ]);
    const road = await callEndpoint(t, productsApi.timeline, {
      params: { id: goods.id },
      token: staff,
    });
    expect(road.data.filter((e) => e.stage === 'delivery_failed')).toHaveLength(2);
    // The customer reads `Không giao được`, shown once however many attempts.
    const code = productCode(goods);
    const pub = await callEndpoint(t, trackingApi.byCode, { query: { code, phone4: '4321' } });
    expect(pub.data.stages.map((s) => s.stage)).toEqual(['received', 'not_delivered']);
  });

  it('refuses an unknown or retired reason, and only admins edit the list', async () => {
    expect((await fail({ goods: [goods.id], reason_id: 9999 })).status).toBe(404);
    const staffAdd = await callEndpoint(t, deliveriesApi.createReason, {
      body: { name: 'Hàng bị hư' },
      token: staff,
    });
    expect(staffAdd.status).toBe(403);
    const added = await callEndpoint(t, deliveriesApi.createReason, {
      body: { name: 'Hàng bị hư' },
      token: t.token,
    });
    expect(added.data).toMatchObject({ name: 'Hàng bị hư', active: true });
    const twice = await callEndpoint(t, deliveriesApi.createReason, {
      body: { name: 'hàng bị hư' },
      token: t.token,
    });
    expect(twice.status).toBe(409);
    expect(twice.raw).toMatchObject({ errors: { name: FAILURE_REASON_TAKEN } });
    const retired = await callEndpoint(t, deliveriesApi.updateReason, {
      params: { id: added.data.id },
      body: { name: 'Hàng bị hư', active: false },
      token: t.token,
    });
    expect(retired.data.active).toBe(false);
    const refused = await fail({ goods: [goods.id], reason_id: added.data.id });
    expect(refused.status).toBe(409);
    expect(refused.raw).toMatchObject({ message: FAILURE_REASON_INACTIVE });
  });
});
