import { productCode } from '@depot/shared/products/products.rules';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, tripItems } from '../../db/schema/index';
import { buildCar, buildProduct, buildTrip } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';

let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const move = (payload: WireBody<typeof transportLinesApi.move>) =>
  callEndpoint(t, transportLinesApi.move, { body: payload, token: t.token });
const paid = (itemId: number, is_paid: boolean) =>
  callEndpoint(t, transportLinesApi.setPaid, {
    params: { transport_id: itemId },
    body: { is_paid },
    token: t.token,
  });
const itemsOfProduct = (id: number) =>
  t.db.select().from(tripItems).where(eq(tripItems.product_id, id)).orderBy(asc(tripItems.id));
const audit = (id: number, actions: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.entity_id, id),
        inArray(auditLog.action, actions),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('POST /api/transport/move', () => {
  it('moves loaded goods onto the live trip of another vehicle and date, with audit', async () => {
    const from = await buildTrip(t.db, { datetime_from: '2026-10-01', lines: 2 });
    const target = await buildCar(t.db);
    const ids = from.products.map((p) => p.id);
    const res = await move({ products: ids, car_id: target.id, datetime_from: '2026-10-02' });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.message).toBe('Chuyển hàng thành công');
    expect(res.data.moved).toBe(2);
    const tripId = res.data.trip_id as number;
    for (const id of ids) {
      const [old, now] = await itemsOfProduct(id);
      // A plain move: the old line is removed, not archived.
      expect(old).toMatchObject({ trip_id: from.trip.id, archived: false });
      expect(old!.removed_at).not.toBeNull();
      expect(now).toMatchObject({ trip_id: tripId, removed_at: null });
      expect(await audit(id, ['move'])).toMatchObject([
        {
          before: { trip_id: from.trip.id, car_id: from.car.id, datetime_from: '2026-10-01' },
          after: { trip_id: tripId, car_id: target.id, datetime_from: '2026-10-02' },
        },
      ]);
    }
    const rows = await t.db.select().from(products).where(inArray(products.id, ids));
    expect(rows.map((p) => p.status)).toEqual([true, true]);
    const lines = await callEndpoint(t, transportLinesApi.list, {
      query: { car_id: `${target.id}`, date_from: '2026-10-02', date_to: '2026-10-02' },
      token: t.token,
    });
    expect(lines.data.total).toBe(2);
  });

  it('joins the live trip already there and leaves goods already on it alone', async () => {
    const car = await buildCar(t.db);
    const there = await buildTrip(t.db, { car, datetime_from: '2026-10-03' });
    const from = await buildTrip(t.db, { datetime_from: '2026-10-03' });
    const res = await move({
      products: [there.products[0]!.id, from.products[0]!.id],
      car_id: car.id,
      datetime_from: '2026-10-03',
    });
    expect(res.data).toEqual({ trip_id: there.trip.id, moved: 1 });
    expect(await itemsOfProduct(there.products[0]!.id)).toHaveLength(1);
  });

  it('is refused with 409 naming goods that are not on a vehicle, and changes nothing', async () => {
    const from = await buildTrip(t.db, { datetime_from: '2026-10-04' });
    const idle = await buildProduct(t.db);
    const target = await buildCar(t.db);
    const res = await move({
      products: [from.products[0]!.id, idle.id],
      car_id: target.id,
      datetime_from: '2026-10-05',
    });
    expect(res.status).toBe(409);
    expect(res.message).toBe(
      `Hàng hóa chưa lên xe, không thể chuyển: ${productCode(idle)} ${idle.name}`,
    );
    expect(res.data).toEqual({
      products: [{ id: idle.id, code: productCode(idle), name: idle.name }],
    });
    expect(await itemsOfProduct(from.products[0]!.id)).toMatchObject([
      { trip_id: from.trip.id, removed_at: null },
    ]);
  });

  it('answers 400 on a bad body and 404 on an unknown vehicle or goods', async () => {
    const bad = await move({ products: [], datetime_from: 'hôm nay' });
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({
      products: 'Chọn mặt hàng cần chuyển',
      car_id: 'Vui lòng chọn xe',
      datetime_from: 'Ngày đi không hợp lệ (định dạng YYYY-MM-DD)',
    });
    const car = await buildCar(t.db);
    const noCar = await move({ products: [1], car_id: 999_999, datetime_from: '2026-10-05' });
    expect(noCar.status).toBe(404);
    expect(noCar.message).toBe('Không tìm thấy thông tin xe.');
    const noGoods = await move({
      products: [999_999],
      car_id: car.id,
      datetime_from: '2026-10-05',
    });
    expect(noGoods.status).toBe(404);
    expect(noGoods.message).toBe('Không tìm thấy hàng hóa');
  });
});

describe('PATCH /api/transport/:transport_id/paid', () => {
  it('sets the paid flag of the line, with an audit row per change only', async () => {
    const { items, products: loaded } = await buildTrip(t.db, { datetime_from: '2026-10-06' });
    const id = loaded[0]!.id;
    const res = await paid(items[0]!.id, true);
    expect(res.raw).toEqual({
      status: true,
      message: 'Cập nhật trạng thái thanh toán thành công',
      data: { id: items[0]!.id, product_id: id, is_paid: true },
    });
    await paid(items[0]!.id, true);
    await paid(items[0]!.id, false);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row!.is_paid).toBe(false);
    expect(await audit(id, ['paid', 'unpaid'])).toMatchObject([
      { action: 'paid', actor_id: t.user.id, before: { is_paid: false }, after: { is_paid: true } },
      { action: 'unpaid', before: { is_paid: true }, after: { is_paid: false } },
    ]);
  });

  it('is refused on an archived line, and on a moved one', async () => {
    const { items } = await buildTrip(t.db, { datetime_from: '2026-10-07', lines: 2 });
    await callEndpoint(t, transportLinesApi.archive, {
      params: { transport_id: items[0]!.id },
      token: t.token,
    });
    const archived = await paid(items[0]!.id, true);
    expect(archived.status).toBe(409);
    expect(archived.message).toBe('Dòng này đã bị xóa khỏi bảng kê');
    const car = await buildCar(t.db);
    await move({ products: [items[1]!.product_id], car_id: car.id, datetime_from: '2026-10-08' });
    const moved = await paid(items[1]!.id, true);
    expect(moved.status).toBe(409);
    expect(moved.message).toBe('Dòng này đã được chuyển sang xe hoặc ngày khác');
  });

  it('toggled twice at once ends consistent: one change, one audit row', async () => {
    const { items, products: loaded } = await buildTrip(t.db, { datetime_from: '2026-10-09' });
    const results = await Promise.all([paid(items[0]!.id, true), paid(items[0]!.id, true)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await t.db.select().from(products).where(eq(products.id, loaded[0]!.id));
    expect(row!.is_paid).toBe(true);
    expect(await audit(loaded[0]!.id, ['paid', 'unpaid'])).toHaveLength(1);
  });

  it('toggled both ways at once ends on the flag of the last audit row', async () => {
    const { items, products: loaded } = await buildTrip(t.db, { datetime_from: '2026-10-10' });
    await Promise.all([paid(items[0]!.id, true), paid(items[0]!.id, false)]);
    const [row] = await t.db.select().from(products).where(eq(products.id, loaded[0]!.id));
    const trail = await audit(loaded[0]!.id, ['paid', 'unpaid']);
    const last = trail.at(-1);
    expect(row!.is_paid).toBe(last ? last.after!.is_paid : false);
    // Each change starts from where the one before ended.
    for (let i = 1; i < trail.length; i++) {
      expect(trail[i]!.before!.is_paid).toBe(trail[i - 1]!.after!.is_paid);
    }
  });

  it('answers 404 on an unknown line and 400 on a flag that is no boolean', async () => {
    expect((await paid(999_999, true)).status).toBe(404);
    // A flag that is no boolean, on purpose: sent by hand.
    const bad = await call(t, {
      method: 'PATCH',
      url: '/api/transport/1/paid',
      token: t.token,
      payload: { is_paid: 'có' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Trạng thái thanh toán phải là true hoặc false');
  });
});
