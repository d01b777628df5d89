import type { Customer } from '@depot/shared/customers/customers.schema';
import { debtApi } from '@depot/shared/debt/debt.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows } from '../support/customers';
import { openDialogWith } from '../support/dialogs';
import { createGoodsApi } from '../support/products';
import { openSignedIn } from '../support/session';

test.describe('Thu tiền', () => {
  let staff: SignedIn;
  let customer: Customer;
  let goods: Product;
  // Opening debt 1 000 000 and one unpaid line of 300 000: 1 300 000 owed. The journey collects
  // 1 250 000: the opening debt, then 250 000 of the line; 50 000 is still owed.
  test.beforeAll(async () => {
    staff = await createAccount('staff', 'Nhân Viên Thu Ngân');
    customer = await createCustomerApi(staff.token, {
      full_name: unique('Lý Thị Trả Góp '),
      debt: 1_000_000,
    });
    goods = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: 'Thùng sơn',
      price_type: 'package',
      is_total_money: true,
      price: 300_000,
      quantity: 1,
    });
  });

  test('collect part of the debt on the debt screen, then print its receipt', async ({ page }) => {
    const owedBefore = await apiEndpoint(staff.token, debtApi.customer, {
      params: { customer_id: customer.id },
    });
    expect(owedBefore.outstanding_debt).toBe(1_300_000);

    await openSignedIn(page, staff, '/customers/debt');
    await expect(page.getByRole('heading', { name: 'Quản lý công nợ' })).toBeVisible();
    await page.getByLabel('Tìm theo tên khách hàng').fill(customer.full_name);
    await expect(dataRows(page)).toHaveCount(1);
    const row = dataRows(page).first();
    await expect(row).toContainText('1.300.000 đ');

    const dialog = page.getByRole('dialog', { name: 'Thu tiền' });
    await openDialogWith(
      row.getByRole('button', { name: `Thu tiền của ${customer.full_name}` }),
      dialog,
    );
    await expect(dialog).toContainText(customer.full_name);
    const amount = dialog.getByLabel('Số tiền');
    // It opens with what is owed.
    await expect(amount).toHaveValue('1.300.000');
    await amount.fill('1250000');
    await dialog.getByLabel('Ghi chú').fill('Trả bớt nợ');

    // The request id makes a resent click record the one payment: click again only while
    // nothing has answered and the button is not busy (a click lost on a dialog, support/dialogs).
    const submit = dialog.getByRole('button', { name: 'Thu tiền' });
    const recorded = dialog.getByRole('status');
    await expect(async () => {
      if (await recorded.isVisible()) return;
      const classes = await submit.getAttribute('class', { timeout: 1000 }).catch(() => null);
      if (classes !== null && !classes.includes('ant-btn-loading')) {
        await submit.click({ timeout: 2000 }).catch(() => {});
      }
      await expect(recorded).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(recorded).toContainText(/Đã thu PT-\d{4}-\d{4,}/);
    const number = /PT-\d{4}-\d{4,}/.exec((await recorded.textContent()) ?? '')![0];
    await expect(recorded).toContainText('Còn nợ sau phiếu này: 50.000 đ');

    // The debt fell by exactly the amount, on the screen behind and on the server.
    await expect(row).toContainText('50.000 đ');
    const owedAfter = await apiEndpoint(staff.token, debtApi.customer, {
      params: { customer_id: customer.id },
    });
    expect(owedAfter.outstanding_debt).toBe(owedBefore.outstanding_debt - 1_250_000);

    await dialog.getByRole('link', { name: 'In phiếu thu' }).click();
    await expect(page).toHaveURL(/\/phieu-thu-tien\/\d+$/);
    const sheet = page.getByRole('region', { name: `PHIẾU THU TIỀN ${number}` });
    await expect(sheet.getByRole('heading', { name: 'PHIẾU THU TIỀN' })).toBeVisible();
    const fact = (label: string) => sheet.getByRole('group', { name: label, exact: true });
    await expect(fact('Số phiếu')).toHaveText(`Số phiếu: ${number}`);
    await expect(fact('Khách hàng')).toContainText(customer.full_name);
    await expect(fact('Số tiền bằng số')).toHaveText('Số tiền bằng số: 1.250.000 đ');
    await expect(fact('Số tiền bằng chữ')).toHaveText(
      'Số tiền bằng chữ: Một triệu hai trăm năm mươi nghìn đồng',
    );
    await expect(fact('Hình thức')).toHaveText('Hình thức: Tiền mặt');
    await expect(fact('Người thu')).toHaveText('Người thu: Nhân Viên Thu Ngân');
    await expect(fact('Ghi chú')).toHaveText('Ghi chú: Trả bớt nợ');
    await expect(fact('Ngày giờ thu')).toHaveText(/^Ngày giờ thu: \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const paidFor = sheet.getByRole('table', { name: 'Khoản đã thu' });
    await expect(paidFor.getByRole('row', { name: /Nợ đầu kỳ/ })).toContainText('1.000.000 đ');
    await expect(paidFor.getByRole('row', { name: new RegExp(goods.code) })).toContainText(
      '250.000 đ',
    );
    await expect(fact('Còn nợ sau phiếu này')).toHaveText('Còn nợ sau phiếu này: 50.000 đ');
    await expect(fact('Tiền thừa ghi có')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'In' })).toBeVisible();
  });
});
