import { randomUUID } from 'node:crypto';
import {
  MAX_PAYMENT_AMOUNT,
  PAYMENT_AMOUNT_TOO_LARGE,
} from '@depot/shared/payments/payments.rules';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import {
  COST_TYPE_REQUIRED,
  OTHER_NOTE_REQUIRED,
  TRIP_REQUIRED,
} from '@depot/shared/payouts/payouts.schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, payouts } from '../../db/schema/index';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { PAYOUT_ALREADY_VOIDED, TRIP_GONE } from './payouts.service';

// docs/payments.md "Payouts": money paid out is a record, numbered PC-YYMM-NNNN by the month at
// the depot, recorded once per request_id, never edited, voided by an admin with a reason.

let t: SignedInTestApp;
let staff: string;
let tripId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staff = (await signIn(t, 'staff')).token;
  tripId = (await buildTrip(t.db, { lines: 0 })).trip.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

type Body = WireBody<typeof payoutsApi.create>;
const pay = (body: Body, token = staff) => callEndpoint(t, payoutsApi.create, { body, token });
const rows = async () => (await t.db.select({ n: count() }).from(payouts))[0]!.n;

describe('POST /api/payouts', () => {
  it('records a trip cost by staff, paid now by them, with its trip and type', async () => {
    const res = await pay({ kind: 'trip', amount: 1_500_000, trip_id: tripId, cost_type: 'fuel' });
    expect(res.status, res.message).toBe(200);
    expect(res.message).toBe(`Đã chi ${res.data.number}`);
    expect(res.data.number).toMatch(/^PC-\d{4}-\d{4,}$/);
    expect(res.data).toMatchObject({
      kind: 'trip',
      amount: 1_500_000,
      method: 'cash',
      cost_type: 'fuel',
      trip: { id: tripId },
      sender: null,
      branch_id: 1,
      voided_at: null,
    });
    expect(res.data.paid_by?.id).toBeGreaterThan(0);
    expect(res.data.trip?.number_car).not.toBe('');
  });

  it('numbers by the depot month, apart from payments, across two months', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 on 31 January at the depot (UTC+7), then 00:30 on 1 February.
    vi.setSystemTime(new Date('2026-01-31T16:30:00Z'));
    const jan1 = await pay({ kind: 'other', amount: 10_000, note: 'Văn phòng phẩm' });
    const jan2 = await pay({ kind: 'other', amount: 20_000, note: 'Nước uống' });
    vi.setSystemTime(new Date('2026-01-31T17:30:00Z'));
    const feb1 = await pay({ kind: 'other', amount: 30_000, note: 'Điện' }, t.token);
    vi.useRealTimers();
    expect([jan1.data.number, jan2.data.number, feb1.data.number]).toEqual([
      'PC-2601-0001',
      'PC-2601-0002',
      'PC-2602-0001',
    ]);
    expect(feb1.data.paid_at).toBe('2026-01-31T17:30:00.000Z');
  });

  it('records once for one request_id and answers the same', async () => {
    const before = await rows();
    const body: Body = {
      kind: 'trip',
      amount: 200_000,
      trip_id: tripId,
      cost_type: 'toll',
      request_id: randomUUID(),
    };
    const [a, b] = await Promise.all([pay(body), pay(body)]);
    const c = await pay(body);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.data).toEqual(a.data);
    expect(c.data).toEqual(a.data);
    expect(await rows()).toBe(before + 1);
  });

  it('refuses a trip cost without its trip or type, and other spending without a note', async () => {
    const before = await rows();
    const noTrip = await pay({ kind: 'trip', amount: 50_000 });
    expect(noTrip.status).toBe(400);
    expect(noTrip.errors).toEqual({ trip_id: TRIP_REQUIRED, cost_type: COST_TYPE_REQUIRED });
    const noNote = await pay({ kind: 'other', amount: 50_000 });
    expect(noNote.status).toBe(400);
    expect(noNote.errors).toEqual({ note: OTHER_NOTE_REQUIRED });
    const gift = await pay({ kind: 'gift' as 'other', amount: 50_000, note: 'x' });
    expect(gift.status).toBe(400);
    expect(gift.errors?.kind).toBe('Loại phiếu chi không hợp lệ');
    expect(await rows()).toBe(before);
  });

  it('refuses a trip that is gone, by its field, writing nothing', async () => {
    const before = await rows();
    const res = await pay({ kind: 'trip', amount: 1_000, trip_id: 999_999, cost_type: 'driver' });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({ trip_id: TRIP_GONE });
    expect(await rows()).toBe(before);
  });

  it('takes amounts up to the payments’ maximum, whole đồng, more than 0', async () => {
    const top = await pay({ kind: 'other', amount: MAX_PAYMENT_AMOUNT, note: 'Mua xe' }, t.token);
    expect(top.status, top.message).toBe(200);
    expect(top.data.amount).toBe(MAX_PAYMENT_AMOUNT);
    const before = await rows();
    const over = await pay({ kind: 'other', amount: MAX_PAYMENT_AMOUNT + 1, note: 'x' });
    expect(over.status).toBe(400);
    expect(over.errors).toEqual({ amount: PAYMENT_AMOUNT_TOO_LARGE });
    for (const amount of [0, -5, 10.5]) {
      expect((await pay({ kind: 'other', amount, note: 'x' })).status).toBe(400);
    }
    expect(await rows()).toBe(before);
  });

  it('has the database refuse what must never happen', async () => {
    const base = { number_year: 2020, number_month: 1, method: 'cash', branch_id: 1 };
    const other = { ...base, kind: 'other', amount: 1_000, note: 'x' };
    const refused = async (values: typeof payouts.$inferInsert) => {
      const error = (await t.db
        .insert(payouts)
        .values(values)
        .catch((e: unknown) => e)) as { cause?: { constraint?: string } };
      return error.cause?.constraint;
    };
    expect(await refused({ ...base, number_order: 1, kind: 'trip', amount: 1_000 })).toBe(
      'payouts_trip_check',
    );
    expect(await refused({ ...other, number_order: 2, amount: 0 })).toBe('payouts_amount_check');
    expect(await refused({ ...other, number_order: 3, amount: MAX_PAYMENT_AMOUNT + 1 })).toBe(
      'payouts_amount_check',
    );
    expect(await refused({ ...other, number_order: 4, kind: 'gift' })).toBe('payouts_kind_check');
    expect(await refused({ ...other, number_order: 5, note: null })).toBe(
      'payouts_other_note_check',
    );
    const codMoney = { kind: 'cod', cod_gross: other.amount, cod_fee: 0 };
    expect(await refused({ ...other, number_order: 6, ...codMoney })).toBe('payouts_sender_check');
    expect(await refused({ ...other, number_order: 6, cod_gross: 1, cod_fee: 0 })).toBe(
      'payouts_cod_money_check',
    );
    expect(await refused({ ...other, number_order: 7, void_reason: 'x' })).toBe(
      'payouts_void_check',
    );
    await t.db.insert(payouts).values({ ...other, number_order: 8 });
    expect(await refused({ ...other, number_order: 8 })).toBe('payouts_number_key');
  });
});

describe('POST /api/payouts/:id/void', () => {
  it('is refused to staff (403) and without a reason (400)', async () => {
    const made = await pay({ kind: 'other', amount: 5_000, note: 'Gửi xe' });
    const id = made.data.id;
    const byStaff = await callEndpoint(t, payoutsApi.void, {
      params: { id },
      body: { reason: 'Nhầm' },
      token: staff,
    });
    expect(byStaff.status).toBe(403);
    const empty = await callEndpoint(t, payoutsApi.void, {
      params: { id },
      body: { reason: '' },
      token: t.token,
    });
    expect(empty.status).toBe(400);
    expect(empty.errors?.reason).toBeDefined();
    const read = await callEndpoint(t, payoutsApi.get, { params: { id }, token: staff });
    expect(read.data.voided_at).toBeNull();
  });

  it('an admin voids with the reason, once, in the money trail; it stays listed', async () => {
    const made = await pay({ kind: 'trip', amount: 70_000, trip_id: tripId, cost_type: 'loading' });
    const id = made.data.id;
    const res = await callEndpoint(t, payoutsApi.void, {
      params: { id },
      body: { reason: 'Ghi trùng' },
      token: t.token,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.message).toBe(`Đã hủy phiếu chi ${made.data.number}`);
    expect(res.data).toMatchObject({ void_reason: 'Ghi trùng', voided_by: { id: t.user.id } });
    expect(res.data.voided_at).not.toBeNull();
    const again = await callEndpoint(t, payoutsApi.void, {
      params: { id },
      body: { reason: 'Lần nữa' },
      token: t.token,
    });
    expect(again.status).toBe(409);
    expect(again.message).toBe(PAYOUT_ALREADY_VOIDED);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payout'), eq(auditLog.entity_id, id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'void', actor_id: t.user.id });
    const list = await callEndpoint(t, payoutsApi.list, {
      query: { trip_id: String(tripId), kind: 'trip', limit: '200' },
      token: staff,
    });
    const listed = list.data.rows.find((r) => r.id === id);
    expect(listed?.void_reason).toBe('Ghi trùng');
  });

  it('answers 404 for a payout that does not exist', async () => {
    const res = await callEndpoint(t, payoutsApi.void, {
      params: { id: 999_999 },
      body: { reason: 'x' },
      token: t.token,
    });
    expect(res.status).toBe(404);
  });
});
