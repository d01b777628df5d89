import { cashBookApi } from '@depot/shared/cash-book/cash-book.contract';
import {
  CASH_BOOK_RANGE_MESSAGE,
  CASH_DATE_IN_FUTURE,
  OPENING_REASON_REQUIRED,
} from '@depot/shared/cash-book/cash-book.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import { PAYMENT_DATE_ORDER } from '@depot/shared/payments/payments.schema';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { addDays, depotToday } from '@depot/shared/validation/dates';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, cashCounts, cashOpenings } from '../../db/schema/index';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { buildCustomer, buildTrip } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';

// docs/payments.md "Sổ quỹ (cash book)": the drawer's cash over three days, opening to closing.

let t: SignedInTestApp;
let staff: string;
let customer: number;
let tripId: number;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  staff = (await signIn(t, 'staff')).token;
  customer = (await buildCustomer(t.db)).id;
  tripId = (await buildTrip(t.db, { lines: 0 })).trip.id;
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A moment at the depot (UTC+7): `2026-03-10 08:00` → 01:00Z. */
function at(day: string, hour: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 7) * 3_600_000));
}
async function pay(amount: number, method: 'cash' | 'transfer' = 'cash') {
  const res = await callEndpoint(t, paymentsApi.create, {
    body: { customer_id: customer, amount, method },
    token: staff,
  });
  expect(res.status, res.message).toBe(200);
  return res.data.id;
}
async function spend(body: WireBody<typeof payoutsApi.create>) {
  const res = await callEndpoint(t, payoutsApi.create, { body, token: staff });
  expect(res.status, res.message).toBe(200);
  return res.data.id;
}
async function book(date_from: string, date_to = date_from) {
  const res = await callEndpoint(t, cashBookApi.book, {
    query: { date_from, date_to },
    token: staff,
  });
  expect(res.status, res.message).toBe(200);
  return res.data;
}
const setOpening = (body: WireBody<typeof cashBookApi.setOpening>, token = t.token) =>
  callEndpoint(t, cashBookApi.setOpening, { body, token });
const audits = async (entity: string) =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]!.n;
const rowsOf = async (table: typeof cashCounts | typeof cashOpenings) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('the first opening balance', () => {
  it('is set once by an admin; a change needs a reason and is audited', async () => {
    expect((await setOpening({ amount: 500_000, date: '2026-03-10' }, staff)).status).toBe(403);
    const first = await setOpening({ amount: 500_000, date: '2026-03-10' });
    expect(first.status, first.message).toBe(200);
    expect(first.data).toMatchObject({ amount: 500_000, date: '2026-03-10', reason: null });
    const again = await setOpening({ amount: 1_000_000, date: '2026-03-10' });
    expect(again.status).toBe(409);
    expect(again.errors).toEqual({ reason: OPENING_REASON_REQUIRED });
    expect((await book('2026-03-10')).opening).toBe(500_000);
    const changed = await setOpening({ amount: 1_000_000, date: '2026-03-10', reason: 'Đếm lại' });
    expect(changed.status, changed.message).toBe(200);
    expect(changed.data).toMatchObject({ amount: 1_000_000, reason: 'Đếm lại' });
    expect(changed.data.set_by?.id).toBe(t.user.id);
    expect(await rowsOf(cashOpenings)).toBe(1);
    expect(await audits('cash_opening')).toBe(2);
  });
});

describe('GET /api/cash-book over three days', () => {
  let voidedOut: number;
  let voidedIn: number;
  beforeAll(async () => {
    at('2026-03-09', 23);
    await pay(999); // before the book starts: not in it
    at('2026-03-10', 8);
    await pay(300_000);
    at('2026-03-10', 9);
    await pay(200_000, 'transfer');
    at('2026-03-10', 10);
    await spend({ kind: 'trip', amount: 100_000, trip_id: tripId, cost_type: 'fuel' });
    at('2026-03-10', 11);
    voidedOut = await spend({ kind: 'other', amount: 50_000, note: 'Nước uống' });
    at('2026-03-11', 8);
    voidedIn = await pay(40_000);
    at('2026-03-11', 9);
    await pay(70_000);
    at('2026-03-11', 10);
    await spend({
      kind: 'trip',
      amount: 30_000,
      trip_id: tripId,
      cost_type: 'toll',
      method: 'transfer',
    });
    at('2026-03-12', 7);
    await spend({ kind: 'other', amount: 20_000, note: 'Điện' });
    vi.useRealTimers();
    const reason = { reason: 'Ghi nhầm' };
    const v1 = await callEndpoint(t, payoutsApi.void, {
      params: { id: voidedOut },
      body: reason,
      token: t.token,
    });
    const v2 = await callEndpoint(t, paymentsApi.void, {
      params: { id: voidedIn },
      body: reason,
      token: t.token,
    });
    expect([v1.status, v2.status]).toEqual([200, 200]);
  });

  it('lists the cash of a day in time order with the balance after each', async () => {
    const day = await book('2026-03-10');
    expect(day.opening).toBe(1_000_000);
    expect(day.rows.map((r) => [r.direction, r.amount, r.balance])).toEqual([
      ['in', 300_000, 1_300_000],
      ['out', 100_000, 1_200_000],
    ]);
    expect(day.rows[0]).toMatchObject({ purpose: 'freight', customer: { id: customer } });
    expect(day.rows[0]!.number).toMatch(/^PT-2603-/);
    expect(day.rows[1]).toMatchObject({ kind: 'trip', cost_type: 'fuel', trip: { id: tripId } });
    expect(day.rows[1]!.number).toMatch(/^PC-2603-/);
    expect(day.closing).toBe(1_200_000);
    expect(day.totals.in).toEqual({
      count: 1,
      amount: 300_000,
      by_purpose: { freight: 300_000, cod: 0 },
    });
    expect(day.totals.out).toMatchObject({ count: 1, amount: 100_000 });
    expect(day.totals.out.by_kind).toEqual({ cod: 0, trip: 100_000, other: 0 });
    expect(day.totals.out.by_cost_type.fuel).toBe(100_000);
    expect(day.totals.by_method).toEqual({
      cash: { in: 300_000, out: 100_000 },
      transfer: { in: 200_000, out: 0 },
    });
    expect(day.totals.by_person).toHaveLength(1);
    expect(day.totals.by_person[0]).toMatchObject({ in: 300_000, out: 100_000 });
    expect(day.totals.voided).toEqual({ count: 1, amount: 50_000 });
  });

  it('opens each day at the closing of the day before', async () => {
    const [d10, d11, d12] = [
      await book('2026-03-10'),
      await book('2026-03-11'),
      await book('2026-03-12'),
    ];
    expect(d11.opening).toBe(d10.closing);
    expect(d11.rows.map((r) => r.amount)).toEqual([70_000]);
    expect(d11.closing).toBe(1_270_000);
    expect(d11.totals.voided).toEqual({ count: 1, amount: 40_000 });
    expect(d11.totals.by_method.transfer).toEqual({ in: 0, out: 30_000 });
    expect(d12.opening).toBe(d11.closing);
    expect(d12.closing).toBe(1_250_000);
    const range = await book('2026-03-10', '2026-03-12');
    expect([range.opening, range.closing, range.rows.length]).toEqual([1_000_000, 1_250_000, 4]);
    expect(range.rows.at(-1)!.balance).toBe(range.closing);
    // Before its first opening balance the book holds that balance and nothing else.
    const before = await book('2026-03-09');
    expect([before.opening, before.rows.length, before.closing]).toEqual([1_000_000, 0, 1_000_000]);
  });

  it('records a cash count with its difference; a later count of the day corrects it', async () => {
    const short = await callEndpoint(t, cashBookApi.count, {
      body: { date: '2026-03-11', counted: 1_260_000, note: 'Đếm cuối ngày' },
      token: staff,
    });
    expect(short.status, short.message).toBe(200);
    expect(short.data).toMatchObject({ counted: 1_260_000, book: 1_270_000, difference: -10_000 });
    expect(short.message).toContain('thiếu');
    const exact = await callEndpoint(t, cashBookApi.count, {
      body: { date: '2026-03-11', counted: '1270000' },
      token: staff,
    });
    expect(exact.data.difference).toBe(0);
    const day = await book('2026-03-11');
    expect(day.counts).toHaveLength(1);
    expect(day.counts[0]).toMatchObject({ id: exact.data.id, counted: 1_270_000, book: 1_270_000 });
    expect(day.counts[0]!.counted_by).not.toBeNull();
    expect(await rowsOf(cashCounts)).toBe(2);
    expect(await audits('cash_count')).toBe(2);
  });
});

describe('refusals', () => {
  it('answers 400 with field messages for bad dates and amounts, writing nothing', async () => {
    const get = (query: Record<string, string>) =>
      callEndpoint(t, cashBookApi.book, { query, token: staff });
    expect((await get({ date_from: '2026-13-01' })).errors?.date_from).toContain('không hợp lệ');
    expect((await get({ date_from: '2026-03-12', date_to: '2026-03-10' })).errors).toEqual({
      date_to: PAYMENT_DATE_ORDER,
    });
    expect((await get({ date_from: '2024-01-01', date_to: '2026-03-10' })).errors).toEqual({
      date_to: CASH_BOOK_RANGE_MESSAGE,
    });
    const [counts, openings] = [await rowsOf(cashCounts), await rowsOf(cashOpenings)];
    const bad = await callEndpoint(t, cashBookApi.count, {
      body: { date: '2026-02-30', counted: -5 },
      token: staff,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['counted', 'date']);
    expect(bad.errors?.counted).toBe('Số tiền đếm được không được âm');
    const tomorrow = addDays(depotToday(), 1);
    const future = await callEndpoint(t, cashBookApi.count, {
      body: { date: tomorrow, counted: 1 },
      token: staff,
    });
    expect([future.status, future.errors]).toEqual([400, { date: CASH_DATE_IN_FUTURE }]);
    const opening = await setOpening({ amount: 'abc' as unknown as number, date: '', reason: 'x' });
    expect(opening.status).toBe(400);
    expect(Object.keys(opening.errors ?? {}).sort()).toEqual(['amount', 'date']);
    expect([await rowsOf(cashCounts), await rowsOf(cashOpenings)]).toEqual([counts, openings]);
  });
});
