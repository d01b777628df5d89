import { randomUUID } from 'node:crypto';
import { productCode } from '@depot/shared/products/products.rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, scanRequests, tripItems } from '../../db/schema/index';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportsApi } from '@depot/shared/transports/transports.contract';

// docs/decisions/0002-scan-request-ids.md: the yard screen's scan loads or unloads the goods of a printed code through the
// pickup's rules, answers a refusal as `ok: false` (a 200), and a resend of the same client_id
// answers the same without scanning again.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const DAY = '2026-11-26';
type Body = WireBody<typeof transportsApi.scan>;

const scan = (payload: Body) =>
  callEndpoint(t, transportsApi.scan, { body: payload, token: t.token });
/** The reason of a refused scan (the reply is a union: the goods loaded, or why not). */
const reasonOf = (data: Awaited<ReturnType<typeof scan>>['data']) =>
  'reason' in data ? data.reason : undefined;
const body = (car_id: number, code: string, extra: Partial<Body> = {}): Body => ({
  client_id: randomUUID(),
  code,
  car_id,
  datetime_from: DAY,
  action: 'load',
  ...extra,
});
const liveLines = (productId: number) =>
  t.db.$count(tripItems, and(eq(tripItems.product_id, productId), isNull(tripItems.removed_at)));
const codeOf = (goods: typeof products.$inferSelect) => productCode(goods);

describe('POST /api/transports/scan', () => {
  it('loads the goods of a code for a staff member, with the goods and the trip totals', async () => {
    const car = await buildCar(t.db, { total_weight: 1000 });
    const customer = await buildCustomer(t.db, { full_name: 'Trần Thị Quét' });
    const goods = await buildProduct(t.db, { customer_id: customer.id, total_weight: 25.5 });
    const reply = await scan(body(car.id, codeOf(goods).toLowerCase()));
    expect(reply.status, JSON.stringify(reply.raw)).toBe(200);
    expect(reply.data).toMatchObject({
      ok: true,
      action: 'load',
      goods: { id: goods.id, code: codeOf(goods), name: goods.name, customer: 'Trần Thị Quét' },
      load: { car_id: car.id, count: 1, loaded_weight: 25.5, capacity: 1000 },
    });
    expect(reply.message).toContain(`Đã lên xe ${car.number_car}`);
    expect(await liveLines(goods.id)).toBe(1);
    const trail = await t.db.$count(
      auditLog,
      and(eq(auditLog.entity_id, goods.id), eq(auditLog.action, 'load')),
    );
    expect(trail).toBe(1);
  });

  it('unloads through the same endpoint, and refuses goods not on that vehicle', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db, { total_weight: 10 });
    const other = await buildProduct(t.db, { total_weight: 10 });
    await scan(body(car.id, codeOf(goods)));
    await scan(body(car.id, codeOf(other)));
    const reply = await scan(body(car.id, codeOf(goods), { action: 'unload' }));
    expect(reply.data).toMatchObject({ ok: true, action: 'unload', load: { count: 1 } });
    expect(await liveLines(goods.id)).toBe(0);
    const [row] = await t.db.select().from(products).where(eq(products.id, goods.id));
    expect(row!.status).toBe(false);
    const again = await scan(body(car.id, codeOf(goods), { action: 'unload' }));
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ ok: false, kind: 'not_loaded' });
    expect(reasonOf(again.data)).toBe(
      `Hàng ${codeOf(goods)} chưa lên xe ${car.number_car} ngày 26-11-2026`,
    );
  });

  it('answers a resend of the same client_id the same, loading once', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    const sent = body(car.id, codeOf(goods));
    const first = await scan(sent);
    const second = await scan(sent);
    expect(first.data.ok).toBe(true);
    expect(second.raw).toEqual(first.raw);
    expect(await liveLines(goods.id)).toBe(1);
  });

  it('loads once when the same scan arrives several times at once', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    const sent = body(car.id, codeOf(goods));
    const replies = await Promise.all([1, 2, 3].map(() => scan(sent)));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.raw)).toBe(200);
      expect(reply.raw).toEqual(replies[0]!.raw);
    }
    expect(replies[0]!.data.ok).toBe(true);
    expect(await liveLines(goods.id)).toBe(1);
  });

  it('keeps a refusal: the same id answers it again even once the goods are free', async () => {
    const [carA, carB] = [await buildCar(t.db), await buildCar(t.db)];
    const goods = await buildProduct(t.db);
    await scan(body(carA.id, codeOf(goods)));
    const refusedScan = body(carB.id, codeOf(goods));
    const refused = await scan(refusedScan);
    expect(refused.data).toMatchObject({ ok: false, kind: 'already_loaded' });
    expect(reasonOf(refused.data)).toBe(
      `Hàng ${codeOf(goods)} đã ở trên xe ${carA.number_car} ngày 26-11-2026`,
    );
    await scan(body(carA.id, codeOf(goods), { action: 'unload' }));
    // The body, not the whole reply: its Date header may fall in the next second.
    expect((await scan(refusedScan)).raw).toEqual(refused.raw);
    expect(await liveLines(goods.id)).toBe(0);
  });

  it('says when the goods are already on this very vehicle', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    await scan(body(car.id, codeOf(goods)));
    const twice = await scan(body(car.id, codeOf(goods)));
    expect(twice.data).toMatchObject({ ok: false, kind: 'already_here', load: { count: 1 } });
  });

  it('refuses an unknown code and a wrong suffix', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    for (const code of ['9901-9999', 'KHONG-PHAI-MA', `${codeOf(goods)}-Z`]) {
      const sent = body(car.id, code);
      const reply = await scan(sent);
      expect(reply.status).toBe(200);
      expect(reply.data).toMatchObject({ ok: false, kind: 'unknown_code', goods: null });
      expect(reasonOf(reply.data)).toBe(`Không tìm thấy hàng có mã ${code.toUpperCase()}`);
      // No goods row to read the kept answer with: the resend refuses again, rolls that back
      // on the kept id, and answers what was kept.
      expect((await scan(sent)).raw).toEqual(reply.raw);
    }
  });

  it('refuses removed goods', async () => {
    const car = await buildCar(t.db);
    const goods = await buildProduct(t.db);
    await t.db
      .update(products)
      .set({ deleted_at: sql`now()` })
      .where(eq(products.id, goods.id));
    const reply = await scan(body(car.id, codeOf(goods)));
    expect(reply.data).toMatchObject({ ok: false, kind: 'removed' });
    expect(reasonOf(reply.data)).toBe(`Hàng ${codeOf(goods)} ${goods.name} đã bị xóa`);
    expect(await liveLines(goods.id)).toBe(0);
  });

  it('asks to confirm past the capacity, and loads when sent again confirmed', async () => {
    const car = await buildCar(t.db, { total_weight: 100 });
    const goods = await buildProduct(t.db, { total_weight: 80 });
    const heavy = await buildProduct(t.db, { total_weight: 30 });
    await scan(body(car.id, codeOf(goods)));
    const refused = await scan(body(car.id, codeOf(heavy)));
    expect(refused.data).toMatchObject({
      ok: false,
      kind: 'over_capacity',
      load: { loaded_weight: 80, capacity: 100 },
    });
    expect(reasonOf(refused.data)).toContain('vượt tải trọng');
    expect(await liveLines(heavy.id)).toBe(0);
    const confirmed = await scan(body(car.id, codeOf(heavy), { confirm_over_capacity: true }));
    expect(confirmed.data).toMatchObject({ ok: true, load: { loaded_weight: 110 } });
  });

  it('refuses with 409 a client_id sent again for another scan', async () => {
    const car = await buildCar(t.db);
    const [a, b] = [await buildProduct(t.db), await buildProduct(t.db)];
    const sent = body(car.id, codeOf(a));
    await scan(sent);
    const reused = await scan({ ...sent, code: codeOf(b) });
    expect(reused.status).toBe(409);
    expect(await liveLines(b.id)).toBe(0);
    expect(
      await t.db.$count(scanRequests, eq(scanRequests.client_id, sent.client_id as string)),
    ).toBe(1);
  });

  it('unloads goods a statement already carries, and names where other goods are', async () => {
    const car = await buildCar(t.db);
    const trip = await buildTrip(t.db, { car, datetime_from: DAY, lines: 1 });
    const [goods] = await t.db.select().from(products).where(eq(products.id, trip.products[0]!.id));
    const elsewhere = await buildCar(t.db);
    const wrong = await scan(body(elsewhere.id, codeOf(goods!), { action: 'unload' }));
    expect(reasonOf(wrong.data)).toBe(
      `Hàng ${codeOf(goods!)} đang ở trên xe ${car.number_car} ngày 26-11-2026, ` +
        `không phải xe ${elsewhere.number_car} ngày 26-11-2026`,
    );
    const done = await scan(body(car.id, codeOf(goods!), { action: 'unload' }));
    expect(done.data).toMatchObject({ ok: true, load: { count: 0 } });
  });

  it('refuses a vehicle that does not exist, loading and unloading', async () => {
    const goods = await buildProduct(t.db);
    for (const action of ['load', 'unload'] as const) {
      const reply = await scan(body(2_000_000_000, codeOf(goods), { action }));
      expect(reply.status).toBe(200);
      expect(reply.data).toMatchObject({ ok: false, kind: 'car_missing' });
    }
    expect(await liveLines(goods.id)).toBe(0);
  });

  it('refuses a body that is no scan with 400', async () => {
    const car = await buildCar(t.db);
    // An action the body's type does not have, on purpose: sent by hand.
    const payload = { ...body(car.id, ''), client_id: 'abc', action: 'move' };
    const reply = await call(t, {
      method: 'POST',
      url: '/api/transports/scan',
      token: t.token,
      payload,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({
      client_id: 'Mã lượt quét không hợp lệ',
      code: 'Vui lòng nhập mã hàng',
      action: 'Thao tác phải là lên hàng, dỡ hàng hoặc nhận hàng xuống',
    });
  });
});
