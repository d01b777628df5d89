import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, sheetOf } from '../../../test/xlsx';

// GET /api/export/statistics: the statistics screen's statements, read back with exceljs.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const download = (query: Record<string, string>, token: string | null = t.token) =>
  requestExport(t, '/api/export/statistics', query, token);

/**
 * An on car 1, 2025-07-10: 3 000 đ/kg × 45,5 kg = 136 500 (unpaid) + 20 000 × 4 packages of
 * 10 kg = 80 000 (paid). Bình on car 1, same day: a lump sum of 100 000 (paid, 10 kg). An on
 * car 2, 2025-07-11: 1 500 đ/kg × 10,25 kg = 15 375 (paid). Bình on 2025-07-20: out of range.
 */
async function fixture() {
  const car1 = await buildCar(t.db);
  const car2 = await buildCar(t.db);
  const an = await buildCustomer(t.db, { full_name: 'An Thống Kê' });
  const binh = await buildCustomer(t.db, { full_name: 'Bình Thống Kê' });
  const line = (customer_id: number, o: Parameters<typeof buildProduct>[1]) =>
    buildProduct(t.db, { customer_id, datetime: '2025-07-01', ...o });
  const a = [
    await line(an.id, { price: 3000, total_weight: 45.5 }),
    await line(an.id, { price: 20_000, quantity: 4, price_type: 'package', is_paid: true }),
  ];
  await buildTrip(t.db, { car: car1, datetime_from: '2025-07-10', products: a });
  const b = await line(binh.id, { price: 100_000, is_total_money: true, is_paid: true });
  await buildTrip(t.db, { car: car1, datetime_from: '2025-07-10', products: [b] });
  const c = await line(an.id, { price: 1500, total_weight: 10.25, is_paid: true });
  await buildTrip(t.db, { car: car2, datetime_from: '2025-07-11', products: [c] });
  const e = await line(binh.id, { price: 70_000, is_total_money: true });
  await buildTrip(t.db, { car: car1, datetime_from: '2025-07-20', products: [e] });
  return { car1, car2 };
}

let fx: Awaited<ReturnType<typeof fixture>>;
beforeAll(async () => {
  fx = await fixture();
});
const range = { date_from: '2025-07-10', date_to: '2025-07-11' };

describe('GET /api/export/statistics', () => {
  it('writes each statement of the range, newest first, and the totals of the filtered set', async () => {
    const res = await download(range);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'filename="thong-ke-10-07-2025-den-11-07-2025.xlsx"',
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(5);
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual([
      'Ngày lên hàng',
      'Biển số xe',
      'Khách hàng',
      'Số dòng hàng',
      'Trọng lượng (kg)',
      'Thành tiền',
      'Đã thu',
      'Còn lại',
      'Thanh toán',
    ]);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(row(2)).toEqual([
      day('2025-07-11'),
      fx.car2.number_car,
      'An Thống Kê',
      1,
      10.25,
      15375,
      15375,
      0,
      'Đã thanh toán',
    ]);
    expect(row(3)).toEqual([
      day('2025-07-10'),
      fx.car1.number_car,
      'An Thống Kê',
      2,
      55.5,
      216500,
      80000,
      136500,
      'Chưa thanh toán',
    ]);
    expect(row(4).slice(2, 8)).toEqual(['Bình Thống Kê', 1, 10, 100000, 100000, 0]);
    expect(row(5)).toEqual(['Tổng cộng', undefined, '3 bảng kê', 4, 75.75, 331875, 195375, 136500]);
    expect(sheet.getCell('A2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell('F3').numFmt).toBe('#,##0');
    expect(sheet.getRow(5).font?.bold).toBe(true);
  });

  it('keeps the payment filter: unpaid statements only', async () => {
    const sheet = await sheetOf((await download({ ...range, charge: 'false' })).rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell('F2').value).toBe(216500);
    expect(sheet.getCell('H3').value).toBe(136500);
  });

  it('refuses a reversed range with 400 and no token with 401', async () => {
    const bad = await download({ date_from: '2025-07-11', date_to: '2025-07-10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.date_to).toBe('Đến ngày không được trước từ ngày');
    expect((await download(range, null)).statusCode).toBe(401);
  });
});
