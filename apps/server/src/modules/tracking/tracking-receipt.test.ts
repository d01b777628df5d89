import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { TRACK_NOT_FOUND } from '@depot/shared/tracking/tracking.rules';
import { trackReceiptReplySchema } from '@depot/shared/tracking/tracking.schema';
import { trackingApi } from '@depot/shared/tracking/tracking.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../../app';
import { products } from '../../db/schema/index';
import { callEndpoint } from '../../../test/contract-call';
import { buildCar, buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';

// A receipt's QR code (docs/domain.md, "Tracking"): one link for the customer's goods of that
// receipt, each with where it is now and its own link; nothing beyond.

let t: SignedInTestApp;
let token: string;
let parcels: { id: number; code: string }[];
let carId: number;
let customerId: number;

const codeOf = (g: { year_create: number; month_create: number; order: number }) =>
  `${String(g.year_create % 100).padStart(2, '0')}${String(g.month_create).padStart(2, '0')}-${String(g.order).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  const customer = await buildCustomer(t.db, { full_name: 'Lê Thị Mai', phone: '0933 222 111' });
  const other = await buildCustomer(t.db, { full_name: 'Phan Văn Tư' });
  customerId = customer.id;
  const mine = [
    await buildProduct(t.db, { customer_id: customer.id, name: 'Bao gạo', price: 770_000 }),
    await buildProduct(t.db, { customer_id: customer.id, name: 'Thùng sơn' }),
  ];
  const theirs = await buildProduct(t.db, { customer_id: other.id });
  parcels = mine.map((g) => ({ id: g.id, code: codeOf(g) }));
  const car = await buildCar(t.db, { number_car: '51C-888.88' });
  carId = car.id;
  const loaded = await callEndpoint(t, transportsApi.load, {
    body: {
      car_id: car.id,
      datetime_from: '2026-11-21',
      products: [...mine.map((g) => g.id), theirs.id],
    },
    token: t.token,
  });
  expect(loaded.status).toBe(200);
  const receipt = await callEndpoint(t, receiptsApi.get, {
    query: { car_id: car.id, customer_id: customer.id, datefrom: '2026-11-21' },
    token: t.token,
  });
  token = receipt.data.track_token;
});
afterAll(() => t.close());

describe('GET /public/track/receipt/:token', () => {
  it('lists the receipt’s own goods with their stage and link, nothing else', async () => {
    expect(token).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.261121-/);
    const res = await callEndpoint(t, trackingApi.byReceipt, { params: { token } });
    expect(res.status).toBe(200);
    expect(trackReceiptReplySchema.parse(res.data)).toEqual(res.data);
    expect(res.data.parcels.map((p) => [p.code, p.stage])).toEqual(
      parcels.map((p) => [p.code, 'loaded']),
    );
    expect(res.data.car).toBeUndefined();
    expect(JSON.stringify(res.raw)).not.toMatch(/770000|770\.000|Mai|0933|Bao gạo|Tư/);
    // Each parcel's own link opens its road.
    const one = await callEndpoint(t, trackingApi.byToken, {
      params: { token: res.data.parcels[0]!.token },
    });
    expect(one.data.code).toBe(parcels[0]!.code);
  });

  it('gives the same token on the vehicle’s receipts', async () => {
    const all = await callEndpoint(t, receiptsApi.vehicleStatement, {
      query: { id: carId, date: '2026-11-21' },
      token: t.token,
    });
    const mine = all.data.receipts.find((r) => r.customer.id === customerId)!;
    expect(mine.track_token).toBe(token);
    expect(new Set(all.data.receipts.map((r) => r.track_token)).size).toBe(2);
  });

  it('answers a changed token as a wrong code: another customer, another day, another MAC', async () => {
    const [subject, mac] = [
      token.slice(0, token.indexOf('-')),
      token.slice(token.indexOf('-') + 1),
    ];
    const [car, , day] = subject.split('.');
    const forged = [
      `${car}.${(customerId + 1).toString(36)}.${day}-${mac}`,
      `${car}.${customerId.toString(36)}.261122-${mac}`,
      `${subject}-${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
    ];
    for (const bad of forged) {
      const res = await callEndpoint(t, trackingApi.byReceipt, { params: { token: bad } });
      expect(res.status).toBe(404);
      expect(res.raw).toEqual({ status: false, message: TRACK_NOT_FOUND, data: null });
    }
  });

  it('writes the page with each parcel linked to its own road', async () => {
    const page = await t.app.inject({ url: `/tra-cuu/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Hàng của phiếu thu (2 mã hàng)');
    for (const p of parcels) expect(page.body).toContain(`Mã hàng ${p.code}: Đã xếp lên xe`);
    expect(page.body).toMatch(/href="\/tra-cuu\/[0-9a-z]+-[A-Za-z0-9_-]{16}"/);
    expect(page.body).not.toMatch(/<script|770000|770\.000|0933/);
  });

  it('is kept a few seconds by the server as it runs, page and API alike', async () => {
    const app = await buildApp({ db: t.db, trackCacheMs: 60_000 });
    try {
      const url = `/api/public/track/receipt/${token}`;
      expect((await app.inject({ url })).statusCode).toBe(200);
      // Gone meanwhile: the kept answer still says what it said, the page too; a server that
      // keeps nothing reads the change at once.
      await t.db
        .update(products)
        .set({ deleted_at: new Date() })
        .where(
          inArray(
            products.id,
            parcels.map((p) => p.id),
          ),
        );
      expect((await app.inject({ url })).statusCode).toBe(200);
      expect((await app.inject({ url: `/tra-cuu/${token}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    } finally {
      await app.close();
      await t.db
        .update(products)
        .set({ deleted_at: null })
        .where(
          inArray(
            products.id,
            parcels.map((p) => p.id),
          ),
        );
    }
  });
});
