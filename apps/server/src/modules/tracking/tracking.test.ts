import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { TRACK_NOT_FOUND, TRACK_TOO_MANY } from '@depot/shared/tracking/tracking.rules';
import { trackReplySchema } from '@depot/shared/tracking/tracking.schema';
import { trackingApi } from '@depot/shared/tracking/tracking.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { buildApp } from '../../app';
import { callEndpoint } from '../../../test/contract-call';
import { buildCar, buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { trackingSecret } from './tracking.queries';
import { trackingToken } from './tracking-token';

// `Tra cứu` (docs/domain.md, "Tracking"): no sign-in; a code with the receiver's last 4 digits, or
// the QR code's token; stages, plate, the taker's given name and nothing else; one answer for
// every miss; rate-limited per address; cached briefly.

let t: SignedInTestApp;
let goods: Awaited<ReturnType<typeof buildProduct>>;
let code: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  const receiver = await buildCustomer(t.db, { full_name: 'Trần Văn Bình', phone: '0912 345 678' });
  goods = await buildProduct(t.db, { customer_id: receiver.id, name: 'Máy bơm', price: 990_000 });
  code = `${String(goods.year_create % 100).padStart(2, '0')}${String(goods.month_create).padStart(2, '0')}-${String(goods.order).padStart(4, '0')}`;
  token = trackingToken(await trackingSecret(t.db), goods.id);
  const car = await buildCar(t.db, { number_car: '65C-123.45' });
  await callEndpoint(t, transportsApi.load, {
    body: { car_id: car.id, datetime_from: '2026-11-20', products: [goods.id] },
    token: t.token,
  });
});
afterAll(() => t.close());

const byCode = (query: { code: string; phone4: string }) =>
  callEndpoint(t, trackingApi.byCode, { query });

describe('GET /public/track', () => {
  it('answers a code with the last 4 digits, without signing in, with nothing beyond the stages', async () => {
    const res = await byCode({ code, phone4: '5678' });
    expect(res.status).toBe(200);
    expect(trackReplySchema.parse(res.data)).toEqual(res.data);
    expect(res.data).toEqual({
      code,
      stages: [
        { stage: 'received', at: expect.any(String), branch: null },
        { stage: 'loaded', at: expect.any(String), branch: null },
      ],
    });
    expect(JSON.stringify(res.raw)).not.toMatch(/990|Bình|0912|Máy bơm/);
  });

  it('says the same for a wrong code, wrong digits and a token it did not make', async () => {
    const answers = [
      await byCode({ code, phone4: '0000' }),
      await byCode({ code: '2611-99999', phone4: '5678' }),
      await byCode({ code: 'không phải mã', phone4: '5678' }),
      await callEndpoint(t, trackingApi.byToken, {
        params: { token: `${goods.id.toString(36)}-AAAAAAAAAAAAAAAA` },
      }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.raw).toEqual({ status: false, message: TRACK_NOT_FOUND, data: null });
    }
  });

  it('answers the QR code’s token, the plate once the vehicle left and the taker’s given name', async () => {
    const trip = await callEndpoint(t, tripsApi.list, { query: {}, token: t.token });
    await callEndpoint(t, tripsApi.depart, {
      params: { id: trip.data.rows[0]!.id },
      token: t.token,
    });
    const moving = await callEndpoint(t, trackingApi.byToken, { params: { token } });
    expect(moving.data.car).toBe('65C-123.45');
    expect(moving.data.stages.map((s) => s.stage)).toEqual(['received', 'loaded', 'in_transit']);
    const handed = await callEndpoint(t, deliveriesApi.create, {
      body: {
        goods: [goods.id],
        receiver_name: 'Nguyễn Thị Lan',
        receiver_phone: '0909000111',
        mode: 'door',
        delivered_by: 'Tài xế Hùng',
        request_id: randomUUID(),
      },
      token: t.token,
    });
    expect(handed.status, JSON.stringify(handed.raw)).toBe(200);
    const done = await callEndpoint(t, trackingApi.byToken, { params: { token } });
    expect(done.data).toMatchObject({ delivered: { first_name: 'Lan' } });
    expect(done.data.car).toBeUndefined();
    expect(done.data.stages.at(-1)!.stage).toBe('delivered');
    expect(JSON.stringify(done.raw)).not.toMatch(/Nguyễn|0909|Hùng/);
  });

  it('gives the token of the label’s QR code with the parcel, and it opens the same road', async () => {
    const one = await callEndpoint(t, productsApi.get, {
      params: { id: goods.id },
      token: t.token,
    });
    expect(one.data.track_token).toBe(token);
    const list = await callEndpoint(t, productsApi.list, { query: {}, token: t.token });
    expect(list.data.rows[0]).not.toHaveProperty('track_token');
  });

  it('may be kept 30 s and answers 304 when unchanged', async () => {
    const first = await t.app.inject({ url: `/api/public/track/${token}` });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const again = await t.app.inject({
      url: `/api/public/track/${token}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the page and the limit', () => {
  it('writes the page with the stages, the depot’s hotline and no script', async () => {
    const page = await t.app.inject({ url: `/tra-cuu/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('Đã giao hàng');
    expect(page.body).toContain('cho <strong>Lan</strong>');
    expect(page.body).not.toMatch(/<script|990|0912/);
    const miss = await t.app.inject({ url: `/tra-cuu?code=${code}&phone4=1111` });
    expect(miss.statusCode).toBe(404);
    expect(miss.body).toContain(TRACK_NOT_FOUND);
  });

  it('refuses an address past its lookups of the minute, page and API together', async () => {
    const app = await buildApp({ db: t.db, trackPerMinute: 3 });
    try {
      const urls = [
        `/api/public/track/${token}`,
        `/tra-cuu/${token}`,
        `/api/public/track/${token}`,
      ];
      for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
      const over = await app.inject({ url: `/api/public/track/${token}` });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ message: TRACK_TOO_MANY });
      const page = await app.inject({ url: `/tra-cuu/${token}` });
      expect(page.statusCode).toBe(429);
      expect(page.body).toContain(TRACK_TOO_MANY);
      // Another address still gets its answer.
      const other = await app.inject({
        url: `/api/public/track/${token}`,
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
