import type { Page } from '@playwright/test';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { paymentsApi } from '@depot/shared/payments/payments.contract';
import type { Payment } from '@depot/shared/payments/payments.schema';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows } from '../support/customers';
import { closeDialogWith, openDialogWith } from '../support/dialogs';
import { todayInDepot } from '../support/env';
import { expectTableLoaded, PHONE_VIEWPORT } from '../support/lists';
import { openSignedIn } from '../support/session';
import { downloadExcel, sheetOf, values } from '../support/xlsx';

/** POST /api/payments as the Thu tiền dialog sends it: received now, by the signed-in person. */
function recordPayment(
  session: SignedIn,
  customer: Customer,
  amount: number,
  method: 'cash' | 'transfer',
  note: string,
): Promise<Payment> {
  return apiEndpoint(session.token, paymentsApi.create, {
    body: {
      customer_id: customer.id,
      amount,
      method,
      note,
    },
  });
}

/**
 * The cash book of today for one customer: journeys share the database and run side by side,
 * so only this customer's payments make the totals checked here.
 */
async function openCashBookOf(page: Page, session: SignedIn, customer: Customer) {
  await openSignedIn(page, session, `/so-quy?customer_id=${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Sổ quỹ' })).toBeVisible();
  await expect(page.getByLabel('Từ ngày')).toHaveValue(todayInDepot());
  await expect(page.getByLabel('Đến ngày')).toHaveValue(todayInDepot());
  await expectTableLoaded(page);
}

/** The payments' rows (each has its number), not the per-person totals' rows. */
const paymentRows = (page: Page) => dataRows(page).filter({ hasText: /PT-\d{4}-\d{4}/ });

/** A totals card shows exactly this sum (`0 đ` is no part of `250.000 đ` here). */
async function expectTotal(page: Page, name: string, money: string) {
  const card = page.getByRole('region', { name, exact: true });
  await expect(card).toHaveText(new RegExp(`^${name}\\s*${money.replace(/\./g, '\\.')}$`));
}

// Hiding voided payments (kept in the URL and on reload), the method filter, paging and the
// void dialog's checks are component tests (apps/web/src/features/cash-book/components/*.test.tsx).
test.describe('cash book (Sổ quỹ)', () => {
  test('an admin counts today’s payments, voids one with a reason and the totals follow', async ({
    page,
  }) => {
    const admin = await createAccount('admin', unique('Thủ Quỹ '));
    const customer = await createCustomerApi(admin.token, {
      full_name: unique('Phạm Thị Sổ Quỹ '),
      debt: 1_000_000,
    });
    const cash = await recordPayment(admin, customer, 250_000, 'cash', 'Thu tại quầy');
    const transfer = await recordPayment(admin, customer, 150_000, 'transfer', 'Vietcombank');

    await openCashBookOf(page, admin, customer);
    await expect(paymentRows(page)).toHaveCount(2);
    const cashRow = paymentRows(page).filter({ hasText: cash.number });
    await expect(cashRow).toContainText(customer.full_name);
    await expect(cashRow).toContainText('250.000 đ');
    await expect(cashRow).toContainText('Tiền mặt');
    await expect(cashRow).toContainText('Thu tại quầy');
    await expect(cashRow).toContainText(admin.user.fullname);
    // Giờ thu: the time only, as the whole range is one day.
    await expect(cashRow.getByRole('cell').nth(1)).toHaveText(/^\d{2}:\d{2}$/);
    await expect(paymentRows(page).filter({ hasText: transfer.number })).toContainText(
      'Chuyển khoản',
    );
    await expectTotal(page, 'Tổng thu', '400.000 đ');
    await expectTotal(page, 'Tiền mặt', '250.000 đ');
    await expectTotal(page, 'Chuyển khoản', '150.000 đ');
    const person = page
      .getByRole('table', { name: 'Theo người thu' })
      .getByRole('row', { name: new RegExp(admin.user.fullname) });
    await expect(person).toHaveText(`${admin.user.fullname}2250.000 đ150.000 đ400.000 đ`);

    // Hủy phiếu asks for a reason first: nothing is voided without one.
    const dialog = page.getByRole('dialog', { name: `Hủy phiếu thu ${cash.number}` });
    await openDialogWith(cashRow.getByRole('button', { name: 'Hủy phiếu' }), dialog);
    await dialog.getByRole('button', { name: 'Hủy phiếu' }).click();
    await expect(dialog.getByText('Vui lòng nhập lý do hủy phiếu thu')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Lý do hủy').fill('Thu nhầm, khách chuyển khoản lại');
    await closeDialogWith(dialog, 'Hủy phiếu');
    await expect(page.getByText(`Đã hủy phiếu thu ${cash.number}`)).toBeVisible();

    // The voided payment stays in sight, struck through, and leaves every total.
    await expectTotal(page, 'Tổng thu', '150.000 đ');
    await expectTotal(page, 'Tiền mặt', '0 đ');
    await expectTotal(page, 'Chuyển khoản', '150.000 đ');
    await expect(page.getByText('Đã hủy: 1 phiếu, 250.000 đ')).toBeVisible();
    await expect(person).toHaveText(`${admin.user.fullname}10 đ150.000 đ150.000 đ`);
    await expect(cashRow.locator('del').first()).toHaveText(cash.number);
    await expect(cashRow.getByRole('button', { name: 'Hủy phiếu' })).toHaveCount(0);
    await cashRow.getByText('Đã hủy', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Lý do hủy: Thu nhầm, khách chuyển khoản lại',
    );

    // Xuất Excel: the payments as listed (newest first), the void's reason, the same totals.
    const download = await downloadExcel(page);
    expect(download.suggestedFilename()).toBe(`sổ-quỹ-${todayInDepot()}.xlsx`);
    const sheet = await sheetOf(download);
    expect(values(sheet, 1)).toEqual([
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
    const [dd, mm, yyyy] = todayInDepot().split('-');
    const line = (n: number) => {
      const [number, at, ...rest] = values(sheet, n);
      // The depot's wall clock, as a date-time cell of today.
      return [number, (at as Date).toISOString().slice(0, 10), ...rest];
    };
    const { full_name, phone } = customer;
    const who = admin.user.fullname;
    expect(line(2)).toEqual([
      ...[transfer.number, `${yyyy}-${mm}-${dd}`, full_name, phone, 150_000, 'Chuyển khoản'],
      ...[who, 'Vietcombank'],
    ]);
    expect(line(3)).toEqual([
      ...[cash.number, `${yyyy}-${mm}-${dd}`, full_name, phone, 250_000, 'Tiền mặt'],
      ...[who, 'Thu tại quầy', 'Đã hủy: Thu nhầm, khách chuyển khoản lại'],
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('dd-mm-yyyy hh:mm');
    expect([5, 6, 7, 8].map((n) => values(sheet, n))).toEqual([
      ['Tổng kết', 'Số phiếu', 'Tiền mặt', 'Chuyển khoản', 'Tổng'],
      ['Tổng thu', 1, 0, 150_000, 150_000],
      [who, 1, 0, 150_000, 150_000],
      ['Đã hủy', 1, undefined, undefined, 250_000],
    ]);
    expect(sheet.rowCount).toBe(8);
  });

  test('at 390 px staff see their own cash book, cannot change Người thu nor void', async ({
    page,
  }) => {
    const staff = await createAccount('staff', unique('Thu Ngân '));
    const customer = await createCustomerApi(staff.token, {
      full_name: unique('Võ Văn Điện Thoại '),
      debt: 500_000,
    });
    const paid = await recordPayment(staff, customer, 120_000, 'cash', 'Thu trên điện thoại');

    await page.setViewportSize(PHONE_VIEWPORT);
    await openCashBookOf(page, staff, customer);
    const row = paymentRows(page).filter({ hasText: paid.number });
    await expect(row).toBeVisible();
    await expectTotal(page, 'Tổng thu', '120.000 đ');
    const receiver = page.getByRole('combobox', { name: 'Người thu' });
    await expect(receiver).toBeDisabled();
    await expect(page.locator('.ant-select').filter({ has: receiver })).toContainText(
      staff.user.fullname,
    );
    await expect(page.getByRole('button', { name: 'Hủy phiếu' })).toHaveCount(0);

    // Only the table scrolls sideways inside its card, never the page.
    const sideways = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(sideways.innerWidth).toBe(PHONE_VIEWPORT.width);
    expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.innerWidth);
  });
});
