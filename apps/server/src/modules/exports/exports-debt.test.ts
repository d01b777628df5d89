import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, rowsOf, sheetOf } from '../../../test/xlsx';

// GET /api/export/debt: the debt screen's customers, read back with exceljs.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const download = (query: Record<string, string> = {}, token: string | null = t.token) =>
  requestExport(t, '/api/export/debt', query, token);

/**
 * An: opening 50 000, a lump sum of 30 000 unpaid and one of 10 000 paid: owes 80 000.
 * Bình: 3 000 đ/kg × 40 kg = 120 000 unpaid: owes 120 000. Dũng: opening 5 000 only.
 * Chi: 60 000 received and paid: owes nothing, not listed.
 */
beforeAll(async () => {
  const customer = (full_name: string, debt = 0, number_house = '') =>
    buildCustomer(t.db, { full_name, debt, number_house, phone: '0903111222' });
  const an = await customer('An Công Nợ', 50_000, '12 Lê Lợi');
  const binh = await customer('Bình Công Nợ');
  const chi = await customer('Chi Hết Nợ');
  await customer('Dũng Công Nợ', 5000);
  const goods = (customer_id: number, o: Parameters<typeof buildProduct>[1]) =>
    buildProduct(t.db, { customer_id, datetime: '2026-03-01', ...o });
  await goods(an.id, { price: 30_000, is_total_money: true });
  await goods(an.id, { price: 10_000, is_total_money: true, is_paid: true });
  await goods(binh.id, { price: 3000, total_weight: 40 });
  await goods(chi.id, { price: 60_000, is_total_money: true, is_paid: true });
});

describe('GET /api/export/debt', () => {
  it('writes every customer who owes, largest debt first, and the totals', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="cong-no-\d{2}-\d{2}-\d{4}\.xlsx"; filename\*=UTF-8''c%C3%B4ng-n%E1%BB%A3-/,
    );
    const sheet = await sheetOf(res.rawPayload);
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual([
      'Khách hàng',
      'Số điện thoại',
      'Địa chỉ',
      'Nợ đầu kỳ',
      'Nợ đầu kỳ còn lại',
      'Hàng chưa thu',
      'Tiền khách gửi trước',
      'Tổng nợ',
    ]);
    expect(rows.slice(1, 4).map((r) => [r[0], r[3], r[4], r[5], r[6], r[7]])).toEqual([
      ['Bình Công Nợ', 0, 0, 120_000, 0, 120_000],
      ['An Công Nợ', 50_000, 50_000, 30_000, 0, 80_000],
      ['Dũng Công Nợ', 5000, 5000, 0, 0, 5000],
    ]);
    expect(rows[2]![1]).toBe('0903111222');
    // The factory's default address: the first ward of Quận 1, Hồ Chí Minh.
    expect(rows[2]![2]).toMatch(/^12 Lê Lợi, P\. .+ - Q\. 1 - TP\. Hồ Chí Minh$/);
    expect(rows[4]).toEqual([
      'Tổng cộng',
      '3 khách hàng',
      undefined,
      55_000,
      55_000,
      150_000,
      0,
      205_000,
    ]);
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getCell('H2').numFmt).toBe('#,##0');
    expect(sheet.getRow(5).font?.bold).toBe(true);
  });

  it('keeps the name filter of the debt screen, accents or not', async () => {
    const rows = rowsOf(await sheetOf((await download({ full_name: 'binh' })).rawPayload));
    expect(rows.map((r) => [r[0], r[7]])).toEqual([
      ['Khách hàng', 'Tổng nợ'],
      ['Bình Công Nợ', 120_000],
      ['Tổng cộng', 120_000],
    ]);
    expect(rows[2]![1]).toBe('1 khách hàng');
  });

  it('reads past the first page of the list: 105 customers, each row once', async () => {
    for (let i = 1; i <= 105; i += 1) {
      await buildCustomer(t.db, { full_name: `Trang Nợ ${i}`, debt: i * 100 });
    }
    const rows = rowsOf(await sheetOf((await download({ full_name: 'trang no' })).rawPayload));
    expect(rows).toHaveLength(107);
    expect(rows[1]![0]).toBe('Trang Nợ 105');
    expect(rows[105]![0]).toBe('Trang Nợ 1');
    expect(new Set(rows.slice(1, 106).map((r) => r[0])).size).toBe(105);
    // 100 × (1 + … + 105) = 556 500.
    expect(rows[106]!.slice(1)).toEqual([
      '105 khách hàng',
      undefined,
      556_500,
      556_500,
      0,
      0,
      556_500,
    ]);
  });

  it('refuses a bad filter with 400 and no token with 401', async () => {
    const bad = await download({ full_name: 'x'.repeat(300) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.full_name).toMatch(/^Từ khóa không được vượt quá/);
    expect((await download({}, null)).statusCode).toBe(401);
  });
});
