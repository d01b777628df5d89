import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodCustomer } from '../../../test/period-fixture';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, sheetOf } from '../../../test/xlsx';

// GET /api/export/debt-statement: a customer's statement of account, read back with exceljs.
let t: SignedInTestApp;
let customerId: number;
afterAll(() => t.close());

const download = (query: Record<string, string>, token: string | null = t.token) =>
  requestExport(t, '/api/export/debt-statement', query, token);
const feb = () => ({
  customer_id: String(customerId),
  date_from: '2026-02-01',
  date_to: '2026-02-28',
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The customer of test/period-fixture.ts: February opens at 50 000 and closes at 55 000. */
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  customerId = (await periodCustomer(t.db, t.user, { phone: '0912345678' })).id;
});

describe('GET /api/export/debt-statement', () => {
  it('writes the four figures, the goods and the collections of the period with their sums', async () => {
    const res = await download(feb());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="cong-no-do-ky-han-01-02-2026-den-28-02-2026.xlsx"',
    );
    const sheet = await sheetOf(res.rawPayload);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Bảng đối chiếu công nợ']);
    expect(row(2)).toEqual(['Khách hàng', 'Đỗ Kỳ Hạn - 0912345678']);
    expect(row(3)).toEqual(['Từ ngày', day('2026-02-01'), 'Đến ngày', day('2026-02-28')]);
    expect(sheet.getCell('B3').numFmt).toBe('dd-mm-yyyy');
    const figures = [5, 6, 7, 8, 9].map((n) => [row(n)[0], row(n)[3]]);
    expect(figures).toEqual([
      ['Số dư đầu kỳ', 50_000],
      ['Tiền hàng trong kỳ', 25_000],
      ['Đã thu trong kỳ', 20_000],
      ['Còn nợ cuối kỳ', 55_000],
      ['Tiền khách gửi trước', 0],
    ]);
    expect(row(11)).toEqual(['Hàng nhận trong kỳ']);
    expect(row(12)).toEqual([
      'Ngày nhận',
      'Mã hàng',
      'Tên hàng',
      'Thành tiền',
      'Đã thu',
      'Còn nợ',
      'Trạng thái',
    ]);
    expect([row(13)[0], row(13)[3], row(14)[0], row(14)[3]]).toEqual([
      day('2026-02-03'),
      20_000,
      day('2026-02-20'),
      5000,
    ]);
    expect(row(13)[1]).toMatch(/^2602-\d{4}$/);
    // Each line with what is collected and due of it now, and its state in words.
    expect(row(13).slice(4)).toEqual([expect.any(Number), expect.any(Number), expect.any(String)]);
    expect(row(15)).toEqual(['Tổng cộng', undefined, '2 dòng', 25_000]);
    expect(row(17)).toEqual(['Tiền đã thu trong kỳ']);
    // The payments under their own headers, not the goods'.
    expect(row(18)).toEqual([
      'Ngày thu',
      'Số phiếu',
      'Hình thức',
      'Số tiền',
      'Người thu',
      'Ghi chú',
    ]);
    expect([row(19)[0], row(19)[2], row(19)[3]]).toEqual([day('2026-02-15'), 'Tiền mặt', 20_000]);
    expect(row(19)[1]).toMatch(/^PT-2602-\d{4}$/);
    expect(row(20)).toEqual(['Tổng cộng', undefined, '1 phiếu', 20_000]);
    expect(sheet.rowCount).toBe(20);
    expect(sheet.getCell('D19').numFmt).toBe('#,##0');
    expect(sheet.getRow(20).font?.bold).toBe(true);
  });

  it('writes an empty period with its zero sums', async () => {
    const sheet = await sheetOf(
      (await download({ ...feb(), date_from: '2026-04-01', date_to: '2026-04-30' })).rawPayload,
    );
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(8)).toEqual(['Còn nợ cuối kỳ', undefined, undefined, 62_000]);
    expect(values(13)).toEqual(['Tổng cộng', undefined, '0 dòng', 0]);
    expect(values(17)).toEqual(['Tổng cộng', undefined, '0 phiếu', 0]);
  });

  it('refuses bad parameters with 400, an unknown customer with 404, no token with 401', async () => {
    const reversed = await download({ ...feb(), date_from: '2026-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.date_to).toBe('Đến ngày không được trước từ ngày');
    const missing = await download({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.customer_id).toBeTruthy();
    const unknown = await download({ ...feb(), customer_id: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy khách hàng');
    expect((await download(feb(), null)).statusCode).toBe(401);
  });
});
