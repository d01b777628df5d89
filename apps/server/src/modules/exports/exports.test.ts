import { productListQuerySchema } from '@depot/shared/products/products.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, sheetOf, valuesOf } from '../../../test/xlsx';
import { systemContext } from '../../lib/context';
import { exportProducts } from '../products/products-export.service';
import { seedStatement } from '../receipts/receipts.test-support';
import { XLSX_TYPE } from './xlsx-stream';

// GET /api/export/products and /api/export/statement: the files read back with exceljs.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const download = (url: string, query: Record<string, string>, token: string | null = t.token) =>
  requestExport(t, url, query, token);

describe('GET /api/export/products', () => {
  let customerId: number;
  beforeAll(async () => {
    const owner = await buildCustomer(t.db, { full_name: 'Trần Văn Xuất' });
    customerId = owner.id;
    const c = { customer_id: owner.id };
    await buildProduct(t.db, {
      ...c,
      name: 'Sơn',
      price: 1500,
      total_weight: 12.35,
      quantity: 2,
      datetime: '2026-10-01',
    });
    await buildProduct(t.db, {
      ...c,
      name: 'Gạo',
      price: 50000,
      quantity: 3,
      total_weight: 30.1,
      price_type: 'package',
      is_paid: true,
      datetime: '2026-10-02',
      product_type: 'Dễ vỡ',
    });
    const fridge = await buildProduct(t.db, {
      ...c,
      name: 'Tủ lạnh',
      price: 250000,
      total_weight: 80.2,
      is_total_money: true,
      datetime: '2026-10-03',
    });
    await buildTrip(t.db, { products: [fridge], datetime_from: '2026-10-04' });
  });

  it('streams the filtered goods, newest first, with typed cells and a totals row', async () => {
    const res = await download('/api/export/products', { customer_id: String(customerId) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="hang-hoa-\d\d-\d\d-\d{4}\.xlsx"; filename\*=UTF-8''h%C3%A0ng-h%C3%B3a-/,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(valuesOf(sheet, 1)).toEqual([
      'Mã',
      'Khách hàng',
      'Tên hàng',
      'Số lượng',
      'Quy cách',
      'Trọng lượng (kg)',
      'Đơn giá',
      'Thành tiền',
      'Ngày nhận',
      'Trạng thái',
      'Thanh toán',
      'Ghi chú',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(5);
    const names = [2, 3, 4].map((n) => sheet.getCell(n, 3).value);
    expect(names).toEqual(['Tủ lạnh', 'Gạo', 'Sơn']);
    const fridge = sheet.getRow(2);
    expect(fridge.getCell(1).value).toMatch(/^2610-\d{4}$/);
    expect(fridge.getCell(2).value).toBe('Trần Văn Xuất');
    expect(fridge.getCell(8).value).toBe(250000);
    expect(fridge.getCell(9).value).toEqual(new Date('2026-10-03T00:00:00Z'));
    expect(fridge.getCell(9).numFmt).toBe('dd-mm-yyyy');
    expect(fridge.getCell(10).value).toBe('Đã lên xe');
    expect(fridge.getCell(11).value).toBe('Chưa thanh toán');
    const rice = sheet.getRow(3);
    expect([rice.getCell(4).value, rice.getCell(5).value]).toEqual([3, 'Kiện']);
    expect(rice.getCell(8).value).toBe(150000);
    expect(rice.getCell(8).numFmt).toBe('#,##0');
    expect(rice.getCell(11).value).toBe('Đã thanh toán');
    expect(rice.getCell(12).value).toBe('Dễ vỡ');
    const paint = sheet.getRow(4);
    expect(paint.getCell(6).value).toBe(12.35);
    expect(paint.getCell(6).numFmt).toBe('#,##0.00');
    expect(paint.getCell(8).value).toBe(18525); // 1 500 đ/kg × 12,35 kg
    expect(paint.getCell(10).value).toBe('Chưa lên xe');
    const total = sheet.getRow(5);
    expect(total.font?.bold).toBe(true);
    expect(total.getCell(1).value).toBe('Tổng cộng');
    expect(total.getCell(2).value).toBe('3 dòng hàng');
    expect(total.getCell(4).value).toBe(2 + 3 + 1);
    expect(total.getCell(6).value).toBe(122.65);
    expect(total.getCell(8).value).toBe(250000 + 150000 + 18525);
  });

  it('applies the list filters', async () => {
    const res = await download('/api/export/products', {
      customer_id: String(customerId),
      is_paid: 'false',
      date_to: '2026-10-02',
    });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getCell(2, 3).value).toBe('Sơn');
    expect(sheet.getCell(3, 8).value).toBe(18525);
  });

  it('an empty result is a file with the header and a zero totals row', async () => {
    const res = await download('/api/export/products', { name: 'không-có-hàng-này-đâu' });
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(valuesOf(sheet, 2)).toEqual([
      'Tổng cộng',
      '0 dòng hàng',
      undefined,
      0,
      undefined,
      0,
      undefined,
      0,
    ]);
  });

  it('reads batches by keyset in the list order', async () => {
    const owner = await buildCustomer(t.db);
    const made = [];
    for (const d of ['2026-09-01', '2026-09-03', '2026-09-03', '2026-09-02', '2026-09-05']) {
      made.push(await buildProduct(t.db, { customer_id: owner.id, datetime: d }));
    }
    const batches = [];
    const ctx = systemContext(t.db);
    for await (const batch of exportProducts(
      ctx,
      productListQuerySchema.parse({ customer_id: String(owner.id) }),
      2,
    )) {
      batches.push(batch.map((l) => l.name));
    }
    const [a, b, c, d, e] = made.map((m) => m.name);
    expect(batches).toEqual([[e, c], [b, d], [a]]);
  });

  it('refuses bad filters with 400 before any byte, and no token with 401', async () => {
    const bad = await download('/api/export/products', {
      date_from: '2026-10-05',
      date_to: '2026-10-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/json/);
    const op = await download('/api/export/products', { quantity: '2', quantity_op: 'x' });
    expect(op.statusCode).toBe(400);
    expect((await download('/api/export/products', {}, null)).statusCode).toBe(401);
    expect((await download('/api/export/products', {}, 'hỏng')).statusCode).toBe(401);
  });
});

describe('GET /api/export/statement', () => {
  it('writes each customer with a subtotal, then the vehicle total', async () => {
    const date = '2026-08-14';
    const first = await seedStatement(t, {
      date,
      full_name: 'Lê Thị Bảng',
      paid: [true, false, false],
    });
    await seedStatement(t, {
      date,
      car: first.car,
      full_name: 'Ân Văn Kê',
      paid: [true, true, true],
    });
    const res = await download('/api/export/statement', { id: String(first.car.id), date });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const plate = first.car.number_car;
    expect(res.headers['content-disposition']).toContain(
      `filename="bang-ke-${plate}-14-08-2026.xlsx"`,
    );
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getCell('B2').value).toBe(plate);
    expect(sheet.getCell('B3').value).toEqual(new Date('2026-08-14T00:00:00Z'));
    expect(sheet.getCell('B3').numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getCell('A5').value).toBe('Khách hàng');
    // By name: Ân Văn Kê (all paid) first, 3 lines and a subtotal, then Lê Thị Bảng.
    const column = (n: number) =>
      [6, 7, 8, 9, 10, 11, 12, 13, 14].map((r) => sheet.getCell(r, n).value);
    expect(column(1)).toEqual([
      'Ân Văn Kê',
      'Ân Văn Kê',
      'Ân Văn Kê',
      'Cộng: Ân Văn Kê',
      'Lê Thị Bảng',
      'Lê Thị Bảng',
      'Lê Thị Bảng',
      'Cộng: Lê Thị Bảng',
      `Tổng cộng xe ${plate}`,
    ]);
    expect(column(8)).toEqual([
      18525, 150000, 250000, 418525, 18525, 150000, 250000, 418525, 837050,
    ]);
    expect(column(9)).toEqual([18525, 150000, 250000, 418525, 18525, 0, 0, 18525, 437050]);
    expect(column(10)).toEqual([0, 0, 0, 0, 0, 150000, 250000, 400000, 400000]);
    expect(sheet.getCell(14, 6).value).toBe(2 * (12.35 + 30 + 80));
    expect(sheet.getCell(14, 4).value).toBe(2 * (2 + 3 + 1));
    expect(sheet.getRow(9).font?.bold).toBe(true);
    expect(sheet.getRow(14).font?.bold).toBe(true);
  });

  it('answers 400, 404 and 401 as JSON', async () => {
    const missing = await download('/api/export/statement', { date: '2026-08-14' });
    expect(missing.statusCode).toBe(400);
    const none = await download('/api/export/statement', { id: '999999', date: '2026-08-14' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Không tìm thấy thông tin xe.');
    expect(
      (await download('/api/export/statement', { id: '1', date: '2026-08-14' }, null)).statusCode,
    ).toBe(401);
  });
});
