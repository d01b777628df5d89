import { createAccount } from '../support/api';
import { seedReceipts } from '../support/receipts';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

test.describe('the vehicle’s receipts', () => {
  test('prints one read-only sheet per customer of the vehicle on that date', async ({ page }) => {
    const staff = await createAccount('staff');
    const { car, day, customers } = await seedReceipts(staff.token, 3);
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/${day.iso}`);
    const sheets = page.getByRole('region', { name: /^Phiếu thu tiền / });
    await expect(sheets).toHaveCount(3);
    for (const [index, customer] of customers.entries()) {
      const sheet = sheets.nth(index);
      await expect(sheet).toContainText(customer.full_name);
      await expect(
        sheet.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row'),
      ).toHaveCount(4);
      await expect(sheet.getByRole('table', { name: 'Tổng tiền' })).toContainText('650.000 đ');
    }
    await expect(page.getByRole('columnheader', { name: 'Xóa' })).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Thu tiền' })).toHaveCount(0);
    // Each sheet starts a page of its own on paper.
    await page.emulateMedia({ media: 'print' });
    const breaks = await sheets.evaluateAll((all) =>
      all.map((s) => getComputedStyle(s).breakBefore),
    );
    expect(breaks).toEqual(['auto', 'page', 'page']);
    // Nothing is cut across two sheets: the header repeats, rows and the footer stay whole.
    const first = sheets.first();
    const goodsTable = first.getByRole('table', { name: 'Phiếu thu tiền' });
    expect(await goodsTable.locator('thead').evaluate((e) => getComputedStyle(e).display)).toBe(
      'table-header-group',
    );
    const rowBreaks = await goodsTable
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => getComputedStyle(r).breakInside));
    expect(rowBreaks).toEqual(['avoid', 'avoid', 'avoid']);
    const footer = first.locator('.receipt-footer');
    expect(await footer.evaluate((e) => getComputedStyle(e).breakInside)).toBe('avoid');
    await expect(footer).toContainText('Người thu tiền');
  });

  test('says there is nothing to print on a day without goods', async ({ page }) => {
    const staff = await createAccount('staff');
    const { car } = await seedReceipts(staff.token);
    // Journeys load goods on days of 2024 only.
    await openSignedIn(page, staff, `/report/cart/print/${car.id}/2023-06-15`);
    await expect(page.getByText('Không có hàng hóa để in')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Phiếu thu tiền / })).toHaveCount(0);
  });
});
