import { expect, test } from '../support/test';
import { createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows } from '../support/customers';
import { createProductApi } from '../support/product-form';
import { openSignedIn } from '../support/session';
import { downloadExcel, sheetOf, values } from '../support/xlsx';

// Xuất Excel of the debt list and of a statement of account, read back with exceljs.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A lump sum of goods, received on a day, paid or not. */
const goods = (customer_id: number, name: string, price: number, datetime: string, paid = false) =>
  createProductApi(staff.token, {
    customer_id,
    name,
    price,
    datetime,
    is_paid: paid,
    price_type: 'package',
    is_total_money: true,
    quantity: 1,
  });

test.describe('Excel exports of debt', () => {
  test('the debt screen exports the customers its search finds, largest debt first, with totals', async ({
    page,
  }) => {
    // Một: opening 300 000 + 70 000 unpaid = 370 000. Hai: 187 500 unpaid. Ba: paid up.
    const tag = unique('NoXuat');
    const one = await createCustomerApi(staff.token, {
      full_name: `Lâm ${tag} Một`,
      debt: 300_000,
    });
    const two = await createCustomerApi(staff.token, { full_name: `Lâm ${tag} Hai` });
    const three = await createCustomerApi(staff.token, { full_name: `Lâm ${tag} Ba` });
    await goods(one.id, 'Thùng sơn', 70_000, '2026-03-02');
    await goods(two.id, 'Máy bơm', 187_500, '2026-03-03');
    await goods(three.id, 'Bàn ghế', 90_000, '2026-03-04', true);

    await openSignedIn(page, staff, '/customers/debt');
    await page.getByLabel('Tìm theo tên khách hàng').fill(tag.toLowerCase());
    await expect(dataRows(page)).toHaveCount(2);
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toMatch(/^công-nợ-\d\d-\d\d-\d{4}\.xlsx$/);

    const sheet = await sheetOf(download);
    expect(sheet.rowCount).toBe(4);
    expect(values(sheet, 1)).toEqual([
      'Khách hàng',
      'Số điện thoại',
      'Địa chỉ',
      'Nợ đầu kỳ',
      'Nợ đầu kỳ còn lại',
      'Hàng chưa thu',
      'Tiền khách gửi trước',
      'Tổng nợ',
    ]);
    expect(values(sheet, 2)).toEqual([
      one.full_name,
      one.phone,
      '12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh',
      300_000,
      300_000,
      70_000,
      0,
      370_000,
    ]);
    expect(values(sheet, 3)).toEqual([
      two.full_name,
      two.phone,
      '12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh',
      0,
      0,
      187_500,
      0,
      187_500,
    ]);
    expect(values(sheet, 4)).toEqual([
      'Tổng cộng',
      '2 khách hàng',
      undefined,
      300_000,
      300_000,
      257_500,
      0,
      557_500,
    ]);
    expect(sheet.getCell('H2').numFmt).toBe('#,##0');
  });

  test('the statement of account exports its figures, goods and collections, and stays off paper', async ({
    page,
  }) => {
    // Opening 1 000 000; 100 000 received 10-02-2024; 50 000 received 05-03-2024 and marked
    // paid when entered, which records a payment today (docs/decisions/0001-payments-are-records.md: money is dated by when it came
    // in); 70 000 received 15-03-2024. March 2024: opens 1 100 000, goods 120 000, collected 0,
    // closes 1 220 000.
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Vũ Thị Đối Chiếu '),
      debt: 1_000_000,
    });
    await goods(customer.id, 'Tháng hai', 100_000, '2024-02-10');
    await goods(customer.id, 'Đã trả', 50_000, '2024-03-05', true);
    await goods(customer.id, 'Tháng ba', 70_000, '2024-03-15');

    await openSignedIn(
      page,
      staff,
      `/cong-no/theo-ky?customer_id=${customer.id}&date_from=2024-03-01&date_to=2024-03-31`,
    );
    await expect(page.getByRole('heading', { name: 'Bảng đối chiếu công nợ' })).toBeVisible();
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toBe(
      `công-nợ-${customer.full_name}-01-03-2024-đến-31-03-2024.xlsx`,
    );

    const sheet = await sheetOf(download);
    expect(values(sheet, 2)).toEqual(['Khách hàng', `${customer.full_name} - ${customer.phone}`]);
    expect(values(sheet, 3)).toEqual(['Từ ngày', day('2024-03-01'), 'Đến ngày', day('2024-03-31')]);
    expect([5, 6, 7, 8, 9].map((n) => [values(sheet, n)[0], values(sheet, n)[3]])).toEqual([
      ['Số dư đầu kỳ', 1_100_000],
      ['Tiền hàng trong kỳ', 120_000],
      ['Đã thu trong kỳ', 0],
      ['Còn nợ cuối kỳ', 1_220_000],
      ['Tiền khách gửi trước', 0],
    ]);
    expect(values(sheet, 11)).toEqual(['Hàng nhận trong kỳ']);
    expect(
      [13, 14].map((n) => [values(sheet, n)[0], values(sheet, n)[2], values(sheet, n)[3]]),
    ).toEqual([
      [day('2024-03-05'), 'Đã trả', 50_000],
      [day('2024-03-15'), 'Tháng ba', 70_000],
    ]);
    expect(values(sheet, 13)[6]).toBe('Đã thu');
    expect(values(sheet, 14)[6]).toBe('Chưa thu');
    expect(values(sheet, 15)).toEqual(['Tổng cộng', undefined, '2 dòng', 120_000]);
    expect(values(sheet, 17)).toEqual(['Tiền đã thu trong kỳ']);
    expect(values(sheet, 18)).toEqual([
      'Ngày thu',
      'Số phiếu',
      'Hình thức',
      'Số tiền',
      'Người thu',
      'Ghi chú',
    ]);
    expect(values(sheet, 19)).toEqual(['Tổng cộng', undefined, '0 phiếu', 0]);
    expect(sheet.rowCount).toBe(19);

    // The toolbar (with the export) is for the screen: printed, only the sheet is left.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Xuất Excel' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Bảng đối chiếu công nợ' })).toBeVisible();
  });
});
