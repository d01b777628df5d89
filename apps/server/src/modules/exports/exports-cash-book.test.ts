import { formatDate } from '@depot/shared/text/format';
import { depotToday } from '@depot/shared/validation/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../../test/factories';
import { createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, rowsOf, sheetOf } from '../../../test/xlsx';
import { callEndpoint } from '../../../test/contract-call';
import { paymentsApi } from '@depot/shared/payments/payments.contract';

// GET /api/export/cash-book: the cash book's payments and totals, read back with exceljs.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const download = (query: Record<string, string> = {}, token: string | null = t.token) =>
  requestExport(t, '/api/export/cash-book', query, token);

type Recorded = { id: number; number: string; received_at: string };

const pay = async (amount: number, method: 'cash' | 'transfer', note: string, token = t.token) =>
  (
    await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: customer.id, amount, method, note },
      token,
    })
  ).data as Recorded;

/** To the second: Excel keeps a day's fraction, exceljs reads it back to the second. */
const toSecond = (ms: number) => new Date(Math.round(ms / 1000) * 1000);
/** The depot's wall clock of a moment, as exceljs reads a date-time cell back (UTC). */
const wallClock = (iso: string) => toSecond(Date.parse(iso) + 7 * 60 * 60 * 1000);

/**
 * Today, by the admin, for one customer: 250 000 in cash, 150 000 by transfer, and 40 000 in
 * cash voided (received last, so listed first: newest first, as the screen).
 */
let customer: { id: number; full_name: string; phone: string };
let cash: Recorded;
let transfer: Recorded;
let voided: Recorded;
beforeAll(async () => {
  customer = await buildCustomer(t.db, {
    full_name: 'Lê Văn Sổ Quỹ',
    phone: '0907555666',
    debt: 1_000_000,
  });
  cash = await pay(250_000, 'cash', 'Thu tại quầy');
  transfer = await pay(150_000, 'transfer', 'Vietcombank');
  voided = await pay(40_000, 'cash', 'Thu thử');
  const res = await callEndpoint(t, paymentsApi.void, {
    params: { id: voided.id },
    body: { reason: 'Thu nhầm khách' },
    token: t.token,
  });
  expect(res.status).toBe(200);
});

describe('GET /api/export/cash-book', () => {
  it('writes the day’s payments, the void’s reason, and the totals per method and person', async () => {
    const res = await download({ customer_id: String(customer.id) });
    expect(res.statusCode).toBe(200);
    const today = formatDate(depotToday());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="so-quy-${today}.xlsx"; ` +
        `filename*=UTF-8''s%E1%BB%95-qu%E1%BB%B9-${today}.xlsx`,
    );
    const sheet = await sheetOf(res.rawPayload);
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual([
      'Số phiếu',
      'Ngày giờ thu',
      'Khách hàng',
      'Số điện thoại',
      'Số tiền',
      'Hình thức',
      'Người thu',
      'Ghi chú',
      'Trạng thái',
    ]);
    const admin = t.user.fullname;
    const line = (p: Recorded, amount: number, method: string, note: string, status = '') => [
      p.number,
      wallClock(p.received_at),
      customer.full_name,
      '0907555666',
      amount,
      method,
      admin,
      note,
      ...(status ? [status] : []),
    ];
    for (const r of rows.slice(1, 4)) r[1] = toSecond((r[1] as Date).getTime());
    expect(rows.slice(1, 4)).toEqual([
      line(voided, 40_000, 'Tiền mặt', 'Thu thử', 'Đã hủy: Thu nhầm khách'),
      line(transfer, 150_000, 'Chuyển khoản', 'Vietcombank'),
      line(cash, 250_000, 'Tiền mặt', 'Thu tại quầy'),
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(sheet.getCell('E2').numFmt).toBe('#,##0');

    // A blank row, then the totals: the voided payment only in its own row.
    expect(rows.slice(4)).toEqual([
      [],
      ['Tổng kết', 'Số phiếu', 'Tiền mặt', 'Chuyển khoản', 'Tổng'],
      ['Tổng thu', 2, 250_000, 150_000, 400_000],
      [admin, 2, 250_000, 150_000, 400_000],
      ['Đã hủy', 1, undefined, undefined, 40_000],
    ]);
    expect(sheet.getRow(7).font?.bold).toBe(true);
    expect(sheet.getCell('C7').numFmt).toBe('#,##0');
    expect(sheet.getCell('B7').numFmt).toBe('#,##0');
  });

  it('keeps the screen’s filters: without voided payments, over a range of days', async () => {
    const from = '2026-01-01';
    const res = await download({
      customer_id: String(customer.id),
      include_voided: 'false',
      date_from: from,
      date_to: depotToday(),
    });
    expect(res.headers['content-disposition']).toContain(
      `filename="so-quy-01-01-2026-den-${formatDate(depotToday())}.xlsx"`,
    );
    const rows = rowsOf(await sheetOf(res.rawPayload));
    expect(rows.slice(1, 3).map((r) => r[0])).toEqual([transfer.number, cash.number]);
    expect(rows.slice(3)).toEqual([
      [],
      ['Tổng kết', 'Số phiếu', 'Tiền mặt', 'Chuyển khoản', 'Tổng'],
      ['Tổng thu', 2, 250_000, 150_000, 400_000],
      [t.user.fullname, 2, 250_000, 150_000, 400_000],
    ]);
  });

  it('gives staff their own drawer only, and 403 for another person’s', async () => {
    const staff = await signIn(t, 'staff');
    const own = await pay(10_000, 'transfer', 'Thu ca chiều', staff.token);
    const mine = await download({ customer_id: String(customer.id) }, staff.token);
    expect(mine.statusCode).toBe(200);
    const rows = rowsOf(await sheetOf(mine.rawPayload));
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      own.number,
      undefined,
      'Tổng kết',
      'Tổng thu',
      staff.user.fullname,
    ]);
    expect(rows[4]).toEqual(['Tổng thu', 1, 0, 10_000, 10_000]);

    const other = await download({ received_by: String(t.user.id) }, staff.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Chỉ quản trị viên được xem sổ quỹ của người khác');
  });

  it('reads past the first page of the cash book: 205 payments, each row once', async () => {
    const many = await buildCustomer(t.db, { full_name: 'Mai Nhiều Phiếu', debt: 10_000_000 });
    for (let i = 1; i <= 205; i += 1) {
      await callEndpoint(t, paymentsApi.create, {
        body: { customer_id: many.id, amount: 1000, method: i % 5 ? 'cash' : 'transfer' },
        token: t.token,
      });
    }
    const rows = rowsOf(
      await sheetOf((await download({ customer_id: String(many.id) })).rawPayload),
    );
    expect(rows).toHaveLength(1 + 205 + 4);
    expect(new Set(rows.slice(1, 206).map((r) => r[0])).size).toBe(205);
    expect(rows[208]).toEqual(['Tổng thu', 205, 164_000, 41_000, 205_000]);
  });

  it('refuses a bad filter with 400 and no token with 401', async () => {
    const bad = await download({ date_from: '2026-02-10', date_to: '2026-02-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date_to).toBe('Đến ngày không được trước từ ngày');
    expect((await download({}, null)).statusCode).toBe(401);
  });
});
