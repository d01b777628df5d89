import type { Page } from '@playwright/test';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { Payment } from '@depot/shared/payments/payments.schema';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows } from '../support/customers';
import { createProductApi } from '../support/product-form';
import { openSignedIn } from '../support/session';

// Money on every screen tells the same story (docs/domain.md, "Money on screens"): a part payment,
// the opening debt as a line, credit as its own figure, and every payment printable again.

function pay(session: SignedIn, customer: Customer, amount: number): Promise<Payment> {
  return apiEndpoint(session.token, paymentsApi.create, {
    body: {
      customer_id: customer.id,
      amount,
      method: 'cash',
      note: 'Trả tại quầy',
    },
  });
}

/** The debt screen filtered to one customer, in the view given (owing or with credit). */
async function openDebtRow(page: Page, staff: SignedIn, customer: Customer, credit = false) {
  await openSignedIn(page, staff, `/customers/debt${credit ? '?has_credit=true' : ''}`);
  await expect(page.getByRole('heading', { name: 'Quản lý công nợ' })).toBeVisible();
  await page.getByLabel('Tìm theo tên khách hàng').fill(customer.full_name);
  await expect(dataRows(page)).toHaveCount(1);
  return dataRows(page).first();
}

test.describe('money on screens', () => {
  let staff: SignedIn;
  test.beforeAll(async () => {
    staff = await createAccount('staff', 'Thu Ngân Sổ Quỹ');
  });

  test('a part payment: the opening debt paid off, the line part paid, the same on list, drawer and period', async ({
    page,
  }) => {
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Tạp Hóa Trả Một Phần '),
      debt: 500_000,
    });
    const rice = await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Gạo ST25',
      price_type: 'package',
      is_total_money: true,
      price: 200_000,
      quantity: 1,
      datetime: '2026-11-02',
    });
    await pay(staff, customer, 650_000);

    const row = await openDebtRow(page, staff, customer);
    await expect(row).toContainText('500.000 đ · đã thu 500.000 · còn 0');
    await expect(row).toContainText('50.000 đ');

    await page.getByRole('button', { name: `Xem công nợ của ${customer.full_name}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(customer.full_name) });
    await expect(drawer).toContainText('500.000 đ · đã thu 500.000 · còn 0');
    await expect(drawer.getByRole('row', { name: /Gạo ST25/ })).toContainText(
      'Đã thu 150.000 · còn 50.000',
    );
    await expect(drawer).not.toContainText('550.000');

    await openSignedIn(
      page,
      staff,
      `/cong-no/theo-ky?customer_id=${customer.id}&date_from=2026-11-01&date_to=2026-11-30`,
    );
    await expect(page.getByRole('heading', { name: 'Bảng đối chiếu công nợ' })).toBeVisible();
    const goods = page.getByRole('table', { name: 'Hàng nhận trong kỳ' });
    await expect(goods.getByRole('row', { name: new RegExp(rice.name) })).toContainText(
      'Đã thu 150.000 · còn 50.000',
    );
    const payments = page.getByRole('table', { name: 'Tiền đã thu trong kỳ' });
    for (const header of ['Số phiếu', 'Ngày thu', 'Hình thức', 'Người thu', 'Số tiền', 'Ghi chú']) {
      await expect(payments.getByRole('columnheader', { name: header })).toBeVisible();
    }
  });

  test('credit: its own figure on the debt screen and the customers list, never a negative debt', async ({
    page,
  }) => {
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Đại Lý Gửi Trước '),
      debt: 20_000,
    });
    await pay(staff, customer, 100_000);

    const row = await openDebtRow(page, staff, customer, true);
    await expect(row).toContainText('80.000 đ');
    await expect(row).not.toContainText('-80.000');
    await page.getByRole('button', { name: `Xem công nợ của ${customer.full_name}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(customer.full_name) });
    await expect(drawer.getByRole('row', { name: /Tiền khách gửi trước/ })).toContainText(
      '80.000 đ',
    );
    await expect(drawer).not.toContainText('-80.000');

    await openSignedIn(
      page,
      staff,
      `/customers?full_name=${encodeURIComponent(customer.full_name)}`,
    );
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Tiền khách gửi trước 80.000 đ');
    await expect(dataRows(page).first()).not.toContainText('-80.000');
  });

  test('a payment printed again from Sổ quỹ says Bản in lại', async ({ page }) => {
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Khách Xin Bản Sao '),
      debt: 300_000,
    });
    const payment = await pay(staff, customer, 120_000);
    await openSignedIn(page, staff, `/so-quy?customer_id=${customer.id}`);
    await expect(page.getByRole('heading', { name: 'Sổ quỹ' })).toBeVisible();
    await page.getByRole('link', { name: `In lại phiếu thu ${payment.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/phieu-thu-tien/${payment.id}\\?reprint=1$`));
    const sheet = page.getByRole('region', { name: `PHIẾU THU TIỀN ${payment.number}` });
    await expect(sheet).toContainText(/Bản in lại · In lúc \d{2}:\d{2} \d{2}-\d{2}-\d{4}/);
    await expect(sheet).toContainText('120.000 đ');
  });
});
