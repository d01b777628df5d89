import path from 'node:path';
import { productsApi } from '@depot/shared/products/products.contract';
import { parseVietQr } from '@depot/shared/receipts/vietqr';
import { formatDate } from '@depot/shared/text/format';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { depotToday } from '@depot/shared/validation/dates';
import { holdDepotSettings } from '../support/depot-lock';
import { closeDialogWith, openDialogWith } from '../support/dialogs';
import { apiEndpoint, createAccount } from '../support/api';
import {
  decodeQr,
  pdfInfo,
  pdfText,
  RECEIPT_BANK,
  saveDepotSettings,
  seedReceipts,
} from '../support/receipts';
import { openSignedIn } from '../support/session';
import { loadApi } from '../support/statements';
import { expect, test } from '../support/test';
import { createGoodsApi } from '../support/products';
import { scratchFile } from '../support/scratch';

const money = (n: number) => `${n.toLocaleString('de-DE')} đ`;

// The receipts read the depot's settings, which these journeys change: one at a time, and
// every journey that changes them is in this file.
// The depot's settings are shared by the whole server: see holdDepotSettings.
holdDepotSettings();

test.describe.configure({ mode: 'serial' });

test.describe('the receipt (phiếu thu tiền)', () => {
  test('opens from the statement card, totals as the statement, collects chosen lines then all until the stamp', async ({
    page,
    context,
  }) => {
    await saveDepotSettings();
    const staff = await createAccount('staff');
    const { car, day, customers, goods } = await seedReceipts(staff.token, 2);
    const customer = customers[0]!;
    const [rice, sauce, fridge] = goods[0]!;

    await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    const card = page.getByRole('article').filter({ hasText: customer.full_name });
    const link = card.getByRole('link', { name: 'In' });
    const href = `/report/cart/print/${car.id}/${day.iso}/${customer.id}`;
    await expect(link).toHaveAttribute('href', href);
    const opened = context.waitForEvent('page');
    await link.click();
    const receipt = await opened;

    const sheet = receipt.getByRole('region', { name: `Phiếu thu tiền ${customer.full_name}` });
    await expect(sheet.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    expect(new URL(receipt.url()).pathname).toBe(href);
    // The vehicle and the driver on lines of their own in the title's column.
    await expect(sheet).toContainText(`Số xe: ${car.number_car}Tài xế: ${car.driver_name}`);
    await expect(sheet).toContainText(`Ngày đến: ${day.shown}`);
    // The labels of spec 2 §2.6, as the PDF prints them; the print date is the depot's day.
    await expect(sheet).toContainText(`Ngày in: ${formatDate(depotToday())}`);
    await expect(sheet).toContainText('Ngày giao hàng: ....');
    await expect(sheet).toContainText('12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
    await expect(sheet).toContainText(`Điện thoại: ${customer.phone}`);
    const lines = sheet.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row');
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: rice!.name })).toContainText('200.000 đ');
    await expect(lines.filter({ hasText: sauce!.name })).toContainText('Kiện');
    await expect(lines.filter({ hasText: fridge!.name })).toContainText('Tổng tiền');
    await expect(sheet).not.toContainText(customers[1]!.full_name);

    // The totals are the statement's for this customer (GET /transport/products).
    const statement = await apiEndpoint(staff.token, transportLinesApi.list, {
      query: { car_id: car.id, date_from: day.iso, date_to: day.iso, customer_id: customer.id },
    });
    const total = (name: string) =>
      sheet.getByRole('table', { name: 'Tổng tiền' }).getByRole('row', { name });
    await expect(total('Tổng số kiện')).toContainText(String(statement.totals.quantity));
    await expect(total('Tổng tiền')).toContainText(money(statement.totals.amount));
    await expect(total('Đã thanh toán')).toContainText(money(statement.totals.collected));
    await expect(total('Còn phải thu')).toContainText(money(statement.totals.due));
    expect(statement.totals.due).toBe(650_000);
    // Nothing collected yet: no payment to name.
    await expect(sheet.getByText(/^Theo phiếu thu:/)).toHaveCount(0);
    await expect(sheet).toContainText('Bằng chữ: Sáu trăm năm mươi nghìn đồng');

    // The VietQR asks for what is due, to the depot's account.
    const qr = sheet.getByRole('img', { name: 'Quét mã để chuyển khoản' });
    await expect(sheet).toContainText(`Ngân hàng: ${RECEIPT_BANK.short_name}`);
    const png = scratchFile('qr.png');
    await qr.screenshot({ path: png });
    expect(parseVietQr(decodeQr(png))).toMatchObject({
      valid: true,
      bank_bin: RECEIPT_BANK.bank_bin,
      account_number: RECEIPT_BANK.account_number,
      amount: 650_000,
    });

    // On paper: no payment form, no delete column.
    const payment = receipt.getByRole('form', { name: 'Thu tiền' });
    await expect(payment).toBeVisible();
    await receipt.emulateMedia({ media: 'print' });
    await expect(payment).toBeHidden();
    await expect(sheet.getByRole('columnheader', { name: 'Xóa' })).toBeHidden();
    await receipt.emulateMedia({ media: 'screen' });

    // Collect the chosen line: the receipt reloads with it paid.
    await payment.getByRole('checkbox', { name: new RegExp(rice!.name) }).check();
    await payment.getByRole('button', { name: 'Thu tiền các dòng đã chọn' }).click();
    await expect(total('Đã thanh toán')).toContainText('200.000 đ');
    await expect(total('Còn phải thu')).toContainText('450.000 đ');
    // The paid sum names the payment (phiếu thu tiền) it came from, on a line of its own.
    await expect(sheet.getByText(/^Theo phiếu thu:/)).toHaveText(
      /^Theo phiếu thu: PT-\d{4}-\d{4,} \(200\.000 đ\)$/,
    );
    await expect(lines.filter({ hasText: rice!.name })).toContainText('Đã thu');
    await expect(payment.getByRole('checkbox')).toHaveCount(2);
    await expect(sheet.getByText('Đã Đóng', { exact: true })).toHaveCount(0);

    // Then all: closed, read-only, stamped.
    await payment.getByRole('button', { name: 'Thu tất cả' }).click();
    await expect(sheet.getByText('Đã Đóng', { exact: true })).toBeVisible();
    await expect(total('Còn phải thu')).toContainText('0 đ');
    await expect(payment).toHaveCount(0);
    await expect(sheet.getByRole('columnheader', { name: 'Xóa' })).toHaveCount(0);
    await expect(qr).toHaveCount(0);
    const after = await apiEndpoint(staff.token, transportLinesApi.list, {
      query: { car_id: car.id, date_from: day.iso, date_to: day.iso, customer_id: customer.id },
    });
    expect(after.totals).toMatchObject({ collected: 650_000, due: 0 });
  });

  test('deletes a line after the confirmation; the goods stay in the goods list', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const { car, day, customers, goods } = await seedReceipts(staff.token);
    const [rice, sauce, fridge] = goods[0]!;
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}`);
    const lines = page.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row');
    await expect(lines).toHaveCount(4);
    // The confirmation of each delete opened and closed through the helpers: a second press
    // right after the first dialog closed was seen lost on CI (the line stayed).
    const confirm = page.getByRole('dialog');
    await openDialogWith(page.getByRole('button', { name: `Xóa ${rice!.name}` }), confirm);
    await closeDialogWith(confirm, 'Đồng ý');
    await expect(lines).toHaveCount(3);
    await expect(page.getByRole('table', { name: 'Tổng tiền' })).toContainText('450.000 đ');
    const product = await apiEndpoint(staff.token, productsApi.get, { params: { id: rice!.id } });
    expect(product.name).toBe(rice!.name);

    // The last lines gone, there is nothing left to print: the reason and the way back.
    for (const line of [sauce!, fridge!]) {
      await openDialogWith(page.getByRole('button', { name: `Xóa ${line.name}` }), confirm);
      await closeDialogWith(confirm, 'Đồng ý');
      await expect(page.getByRole('button', { name: `Xóa ${line.name}` })).toHaveCount(0);
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'Không có hàng hóa để in' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /^Phiếu thu tiền/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Về bảng kê' })).toBeVisible();
  });

  test('downloads the PDF of the receipt, with the customer’s name in Vietnamese', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token);
    await openSignedIn(
      page,
      staff,
      `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}?size=A4`,
    );
    await expect(page.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = scratchFile('receipt.pdf');
    await file.saveAs(pdf);
    expect(await pdfText(pdf)).toContain(customers[0]!.full_name);
    // The paper size chosen on the page: A4 here (A5 by default).
    expect((await pdfInfo(pdf)).paper).toBe('A4');
  });

  test('shows what the settings say: a new depot name after a reload', async ({ page }) => {
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token);
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}`);
    await expect(page.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    const renamed = await saveDepotSettings();
    await page.reload();
    await expect(page.getByRole('region', { name: /Phiếu thu tiền/ })).toContainText(renamed);
    await expect(page.getByText('0909 888 777').first()).toBeVisible();
  });

  test('says why a receipt cannot be made, with the way back', async ({ page }) => {
    const staff = await createAccount('staff');
    const { day, customers } = await seedReceipts(staff.token);
    await openSignedIn(page, staff, `/report/cart/print/999999/${day.iso}/${customers[0]!.id}`);
    await expect(page.getByRole('alert')).toContainText('Không tìm thấy thông tin xe.');
    await expect(page.getByRole('link', { name: 'Về bảng kê' })).toHaveAttribute(
      'href',
      `/chi-tiet-bang-ke?car_id=999999&datetime=${day.iso}`,
    );
  });
});

/**
 * docs/receipt-a5.png: a receipt of 5 lines as it prints on A5, on one sheet (docs/domain.md;
 * 148 × 210 mm at 96 dpi, twice the pixels). Only when asked:
 * `RECEIPT_SCREENSHOT=1 npx playwright test … receipt.spec.ts`.
 */
test.describe('the receipt at A5 for the docs', () => {
  test.use({ viewport: { width: 559, height: 794 }, deviceScaleFactor: 2 });
  test.skip(!process.env.RECEIPT_SCREENSHOT, 'set RECEIPT_SCREENSHOT=1 to refresh the PNG');

  test('saves docs/receipt-a5.png', async ({ page }) => {
    await saveDepotSettings('Chành Xe Phương Nam');
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token, 1, {
      tag: '',
      specification: 'Bao',
    });
    // Two more lines priced per package: five in all.
    const more = await Promise.all(
      [
        { name: 'Bánh kẹo', price: 30_000, quantity: 8, total_weight: 40 },
        { name: 'Sữa hộp', price: 35_000, quantity: 3, total_weight: 36 },
      ].map((line) =>
        createGoodsApi(staff.token, {
          customer_id: customers[0]!.id,
          price_type: 'package',
          datetime: day.iso,
          ...line,
        }),
      ),
    );
    await loadApi(
      staff.token,
      car.id,
      day.iso,
      more.map((g) => g.id),
    );
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}`);
    await expect(
      page.getByRole('table', { name: 'Phiếu thu tiền' }).locator('tbody tr'),
    ).toHaveCount(5);
    await expect(page.getByRole('img', { name: 'Quét mã để chuyển khoản' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // The 8 mm margins @page gives the paper, which a screenshot of the page has not.
    await page.addStyleTag({ content: 'body { padding: 8mm; }' });
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../../docs/receipt-a5.png'),
      fullPage: true,
    });
  });
});
