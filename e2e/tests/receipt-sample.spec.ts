import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { closeDialogWith, openDialogWith } from '../support/dialogs';
import { storeSession } from '../support/session';

test.describe('the static receipt template /in', () => {
  test('shows the sample receipt without a single request and toggles it closed and open', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    // Signed in as after the login form (token and user stored): from the app's first script on,
    // the page must not ask the server anything (spec 2 §2.10), not even the user's info that
    // the other screens start fetching before they render (app/prefetch-first-screen.ts).
    await storeSession(page, staff);
    const calls: string[] = [];
    const record = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    };
    page.on('request', record);
    await page.goto('/in');
    const sheet = page.getByRole('region', { name: 'Phiếu thu tiền Trần Thị Mai' });
    await expect(sheet.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();

    await expect(sheet).toContainText(
      'Địa chỉ: 25 Trần Hưng Đạo, Phường 2, Quận 5, Thành phố Hồ Chí Minh',
    );
    await expect(sheet).toContainText('Ngày đến: 20-11-2026');
    // The placeholders of a fresh install: nothing cached, nothing fetched.
    await expect(sheet).toContainText('Chành xe (chưa cài đặt tên)');
    await expect(sheet.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row')).toHaveCount(
      10,
    );
    const totals = sheet.getByRole('table', { name: 'Tổng tiền' });
    // Per kg 500.000 + 540.000 + 361.500, per package 225.000 + 240.000 + 105.000, lump sums
    // 250.000 + 600.000 + 200.000; paid: 540.000 + 240.000 + 600.000.
    await expect(totals.getByRole('row', { name: 'Tổng tiền' })).toContainText('3.021.500 đ');
    await expect(totals.getByRole('row', { name: 'Đã thanh toán' })).toContainText('1.380.000 đ');
    await expect(totals.getByRole('row', { name: 'Còn phải thu' })).toContainText('1.641.500 đ');
    // The total in words, and what is still due in words (part of it is paid).
    await expect(sheet).toContainText(
      'Bằng chữ: Ba triệu không trăm hai mươi mốt nghìn năm trăm đồng',
    );
    await expect(sheet).toContainText(
      'Còn phải thu bằng chữ: Một triệu sáu trăm bốn mươi mốt nghìn năm trăm đồng',
    );
    await expect(sheet.getByText('Đã Đóng', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Xóa' })).toBeVisible();

    // Open: a line deleted and two collected, here only.
    const confirm = page.getByRole('dialog');
    await openDialogWith(sheet.getByRole('button', { name: /^Xóa Sữa hộp/ }), confirm);
    await closeDialogWith(confirm, 'Đồng ý');
    await expect(sheet.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row')).toHaveCount(
      9,
    );
    await expect(totals.getByRole('row', { name: 'Còn phải thu' })).toContainText('1.536.500 đ');
    const payment = page.getByRole('form', { name: 'Thu tiền' });
    await payment.getByRole('checkbox', { name: /Gạo ST25/ }).check();
    await payment.getByRole('checkbox', { name: /Nước mắm/ }).check();
    await payment.getByRole('button', { name: 'Thu tiền các dòng đã chọn' }).click();
    await expect(totals.getByRole('row', { name: 'Còn phải thu' })).toContainText('811.500 đ');
    await expect(payment.getByRole('checkbox')).toHaveCount(3);

    // Closed: the stamp, no delete column, no payment form.
    const closed = page.getByRole('switch', { name: 'Đã đóng' });
    await closed.click();
    await expect(closed).toHaveAttribute('aria-checked', 'true');
    await expect(sheet.getByText('Đã Đóng', { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Xóa' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Thu tất cả' })).toHaveCount(0);
    await expect(totals.getByRole('row', { name: 'Còn phải thu' })).toContainText('0 đ');

    // And open again: the sample as it was.
    await closed.click();
    await expect(sheet.getByText('Đã Đóng', { exact: true })).toHaveCount(0);
    await expect(sheet.getByRole('table', { name: 'Phiếu thu tiền' }).getByRole('row')).toHaveCount(
      10,
    );
    await expect(page.getByRole('button', { name: 'Thu tất cả' })).toBeVisible();

    // Once the app's modules have all run (the page's load), a start-up call would have gone.
    await page.waitForLoadState('load');
    page.off('request', record);
    expect(calls).toEqual([]);
  });
});
