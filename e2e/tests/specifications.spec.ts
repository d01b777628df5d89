import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, unique } from '../support/api';
import { todayInDepot } from '../support/env';
import { expectLoadErrorWithWayBack } from '../support/forms';
import { openSignedIn } from '../support/session';
import {
  confirmDelete,
  expectListFitsPhone,
  pageButton,
  pager,
  PHONE_VIEWPORT,
} from '../support/lists';
import { createSpecificationApi } from '../support/product-form';

/** Opens the name column's header filter, types the keyword and presses 'Lọc'. */
async function filterByName(page: Page, keyword: string): Promise<void> {
  await page.getByRole('button', { name: 'Lọc theo tên quy cách' }).click();
  await page.getByRole('textbox', { name: 'Tên quy cách' }).fill(keyword);
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
}

test.describe('specifications (quy cách)', () => {
  test('create saves and clears the form; the list finds it without accents', async ({ page }) => {
    const staff = await createAccount('staff');
    const suffix = unique('');
    const name = `Thùng carton ${suffix}`;
    await openSignedIn(page, staff, '/specifications');
    await expect(page.getByRole('heading', { name: 'Quy cách' })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/specifications\/create$/);
    await expect(page.getByRole('heading', { name: 'Thêm mới quy cách' })).toBeVisible();

    // The name's rules, and what the form clears after a create: specification-form.test.tsx.
    const field = page.getByLabel('Tên quy cách');
    await field.fill(name);
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Thêm quy cách thành công' }),
    ).toBeVisible();
    await expect(field).toHaveValue('');

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/specifications$/);
    await filterByName(page, `thung carton ${suffix}`);
    await expect(page).toHaveURL(/name=thung(\+|%20)carton/);
    const rows = page.getByRole('row').filter({ hasText: suffix });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText(todayInDepot());
    // One page only: no pagination.
    await expect(pager(page)).toHaveCount(0);

    // 'Xóa lọc' shows every specification again.
    await page.getByRole('button', { name: 'Lọc theo tên quy cách' }).click();
    await page.getByRole('button', { name: 'Xóa lọc' }).click();
    await expect(page).not.toHaveURL(/name=/);
  });

  test('a name already used in another case is refused by the server, on the form', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const suffix = unique('');
    await createSpecificationApi(staff.token, `Bao tải ${suffix}`);
    await openSignedIn(page, staff, '/specifications/create');
    await page.getByLabel('Tên quy cách').fill(`BAO TẢI ${suffix.toUpperCase()}`);
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Tên quy cách đã tồn tại' }).first(),
    ).toBeVisible();
    // The same message sits on the field itself.
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText(
      'Tên quy cách đã tồn tại',
    );
  });

  test('edit loads the name into the same form and saves it', async ({ page }) => {
    const staff = await createAccount('staff');
    const suffix = unique('');
    await createSpecificationApi(staff.token, `Thùng gỗ ${suffix}`);
    await openSignedIn(page, staff, `/specifications?name=${suffix}`);
    const row = page.getByRole('row').filter({ hasText: suffix });
    await row.getByRole('link', { name: 'Sửa' }).click();
    await expect(page).toHaveURL(/\/specifications\/update\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Cập nhật quy cách' })).toBeVisible();
    const field = page.getByLabel('Tên quy cách');
    await expect(field).toHaveValue(`Thùng gỗ ${suffix}`);

    await field.fill(`Thùng gỗ lớn ${suffix}`);
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cập nhật quy cách thành công' }),
    ).toBeVisible();
    await expect(field).toHaveValue(`Thùng gỗ lớn ${suffix}`);
    await page.getByRole('button', { name: 'Quay lại' }).click();
    await filterByName(page, suffix);
    await expect(page.getByRole('row').filter({ hasText: suffix })).toContainText(
      `Thùng gỗ lớn ${suffix}`,
    );
  });

  test('an update page whose specification cannot be loaded shows why and the way back, no form', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/specifications/update/999999');
    await expectLoadErrorWithWayBack(page, 'Không tìm thấy quy cách', '/specifications');
    await page.goto('/specifications/update/abc');
    await expectLoadErrorWithWayBack(page, 'Mã không hợp lệ', '/specifications');
  });

  test('15 a page, paging in the URL, pagination only with more than one page', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const prefix = unique('trang');
    for (let i = 1; i <= 16; i += 1) {
      await createSpecificationApi(
        staff.token,
        `Quy cách ${prefix} số ${String(i).padStart(2, '0')}`,
      );
    }
    await openSignedIn(page, staff, `/specifications?name=${prefix}`);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(15);
    await expect(page.getByText('Tổng số 16 quy cách')).toBeVisible();
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/paged=2/);
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);

    await page.getByRole('button', { name: 'Làm mới' }).click();
    await expect(rows).toHaveCount(1);
  });

  test('a delete from page 2 goes back to page 1 of the same filter', async ({ page }) => {
    const staff = await createAccount('staff');
    const prefix = unique('xoa');
    for (let i = 1; i <= 16; i += 1) {
      await createSpecificationApi(
        staff.token,
        `Quy cách ${prefix} số ${String(i).padStart(2, '0')}`,
      );
    }
    await openSignedIn(page, staff, `/specifications?name=${prefix}&paged=2`);
    const rows = page.getByRole('row').filter({ hasText: prefix });
    await expect(rows).toHaveCount(1);
    const last = rows.filter({ hasText: 'số 16' });
    await last.getByRole('button', { name: 'Xóa' }).click();
    await confirmDelete(page);

    await expect(page.locator('.toast-success')).toContainText('Xóa quy cách thành công');
    await expect(page).not.toHaveURL(/paged=/);
    await expect(page).toHaveURL(new RegExp(`name=${prefix}`));
    await expect(rows).toHaveCount(15);
    await expect(last).toHaveCount(0);
    // 15 left fit on one page: the pager (and its total) hides.
    await expect(pager(page)).toHaveCount(0);
  });

  test('at 390 px the list does not scroll sideways; a row can still be edited and deleted', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const name = `Quy cách ${unique('dien thoai')}`;
    await createSpecificationApi(staff.token, name);
    await page.setViewportSize(PHONE_VIEWPORT);
    await openSignedIn(page, staff, `/specifications?name=${encodeURIComponent(name)}`);
    await expectListFitsPhone(page, page.getByRole('row').filter({ hasText: name }));
  });
});
