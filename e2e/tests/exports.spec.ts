import type ExcelJS from 'exceljs';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { createGoodsApi, createGoodsCustomer, goodsRows, openGoodsList } from '../support/products';
import { openSignedIn } from '../support/session';
import { downloadExcel, sheetOf } from '../support/xlsx';
import { seedLoadedVehicle } from '../support/statements';

// Xuất Excel: each file downloaded through the button, then opened with exceljs.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

const column = (sheet: ExcelJS.Worksheet, col: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => sheet.getCell(from + i, col).value);

test.describe('Excel exports', () => {
  test('the goods list exports its current filters: the lines, typed cells and the totals', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Chành Xuất Tệp');
    const tag = customer.full_name.split(' ').pop()!;
    await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Bao gạo ${tag}`,
      datetime: '2025-03-04',
    });
    await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Tủ lạnh ${tag}`,
      price: 300000,
      quantity: 1,
      total_weight: 45.5,
      is_total_money: true,
      is_paid: true,
      datetime: '2025-03-05',
    });

    await openGoodsList(page, staff, `/products?customer=${encodeURIComponent(tag)}`);
    await expect(goodsRows(page)).toHaveCount(2);
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toMatch(/^hàng-hóa-\d\d-\d\d-\d{4}\.xlsx$/);

    const sheet = await sheetOf(download);
    expect(sheet.getCell('C1').value).toBe('Tên hàng');
    expect(sheet.rowCount).toBe(4);
    expect(column(sheet, 3, 2, 3)).toEqual([`Tủ lạnh ${tag}`, `Bao gạo ${tag}`]);
    expect(column(sheet, 2, 2, 3)).toEqual([customer.full_name, customer.full_name]);
    expect(column(sheet, 8, 2, 4)).toEqual([300000, 100000, 400000]);
    expect(column(sheet, 6, 2, 4)).toEqual([45.5, 10, 55.5]);
    expect(column(sheet, 9, 2, 3)).toEqual([
      new Date('2025-03-05T00:00:00Z'),
      new Date('2025-03-04T00:00:00Z'),
    ]);
    expect(column(sheet, 11, 2, 3)).toEqual(['Đã thanh toán', 'Chưa thanh toán']);
    expect(sheet.getCell('A4').value).toBe('Tổng cộng');
  });

  test('a vehicle statement exports each customer with a subtotal and the vehicle total', async ({
    page,
  }) => {
    const seeded = await seedLoadedVehicle(staff.token, [
      [
        { name: 'Tivi', total_weight: 100, price: 2000 },
        { name: 'Tủ lạnh', total_weight: 50, price: 3000 },
      ],
      [{ name: 'Máy giặt', total_weight: 80, price: 1000 }],
    ]);
    const { car, day, customers } = seeded;
    await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toBe(`bảng-kê-${car.number_car}-${day.shown}.xlsx`);

    const sheet = await sheetOf(download);
    expect(sheet.getCell('B2').value).toBe(car.number_car);
    expect(sheet.getCell('B3').value).toEqual(new Date(`${day.iso}T00:00:00Z`));
    const [a, b] = customers.map((c) => c.full_name);
    expect(column(sheet, 1, 6, 11)).toEqual([
      a,
      a,
      `Cộng: ${a}`,
      b,
      `Cộng: ${b}`,
      `Tổng cộng xe ${car.number_car}`,
    ]);
    expect(column(sheet, 8, 6, 11)).toEqual([200000, 150000, 350000, 80000, 80000, 430000]);
    expect(column(sheet, 10, 6, 11)).toEqual([200000, 150000, 350000, 80000, 80000, 430000]);
    expect(sheet.getCell('F11').value).toBe(230);
  });

  test('the statistics export the range on screen: one row per customer and vehicle, then the totals', async ({
    page,
  }) => {
    const seeded = await seedLoadedVehicle(staff.token, [
      [{ name: 'Quạt', total_weight: 12.5, price: 4000 }],
      [{ name: 'Bàn', total_weight: 20, price: 1500 }],
    ]);
    const { car, day, customers } = seeded;
    await openSignedIn(page, staff, `/thong-ke?date_from=${day.iso}&date_to=${day.iso}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toBe(`thống-kê-${day.shown}-đến-${day.shown}.xlsx`);

    const sheet = await sheetOf(download);
    expect(sheet.rowCount).toBe(4);
    expect(column(sheet, 1, 2, 3)).toEqual([
      new Date(`${day.iso}T00:00:00Z`),
      new Date(`${day.iso}T00:00:00Z`),
    ]);
    expect(column(sheet, 2, 2, 3)).toEqual([car.number_car, car.number_car]);
    expect(column(sheet, 3, 2, 3)).toEqual(customers.map((c) => c.full_name));
    expect(column(sheet, 6, 2, 4)).toEqual([50000, 30000, 80000]);
    expect(column(sheet, 8, 2, 4)).toEqual([50000, 30000, 80000]);
    expect(sheet.getCell('A4').value).toBe('Tổng cộng');
  });
});
