import { usersApi } from '@depot/shared/users/users.contract';
import { expect, test } from '../support/test';
import {
  apiEndpoint,
  createAccount,
  createStaffAccounts,
  signInAdmin,
  unique,
} from '../support/api';
import { todayInDepot } from '../support/env';
import { expectLoadErrorWithWayBack } from '../support/forms';
import { openSignedIn } from '../support/session';
import {
  confirmDelete,
  currentPage,
  expectListFitsPhone,
  expectTableLoaded,
  pageButton,
  PHONE_VIEWPORT,
} from '../support/lists';

test.describe('user accounts', () => {
  test('create from the list adds the account, clears the form, and the list shows it', async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Quản Lý Chi Nhánh');
    await openSignedIn(page, admin, '/users');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/users\/create$/);
    await expect(page.getByRole('heading', { name: 'Thêm mới tài khoản' })).toBeVisible();

    // The rules of spec §5 on each field: user-form.test.tsx.
    const username = unique('thukho_');
    await page.getByLabel('Tên đăng nhập').fill(username);
    await page.getByLabel('Mật khẩu').fill('matkhau123');
    await page.getByLabel('Email').fill(`${username}@chanhxe.vn`);
    await page.getByLabel('Họ và tên').fill('Võ Thị Thủ Kho');
    await page.getByRole('button', { name: 'Thêm mới' }).click();

    // As every create form: the result above an empty form, ready for the next account.
    const success = page.getByRole('alert').filter({ hasText: 'Thêm tài khoản thành công' });
    await expect(success).toBeVisible();
    await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('');

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    const row = page.getByRole('row', { name: new RegExp(username) });
    await expect(row).toContainText('Võ Thị Thủ Kho');
    await expect(row).toContainText(`${username}@chanhxe.vn`);
    await expect(row).toContainText(todayInDepot());
    await expect(row).toContainText('Nhân viên');
  });

  test('a username already taken gets the server message on the form', async ({ page }) => {
    const admin = await signInAdmin();
    const taken = await createAccount('staff');
    await openSignedIn(page, admin, '/users/create');
    await page.getByLabel('Tên đăng nhập').fill(taken.user.username);
    await page.getByLabel('Mật khẩu').fill('matkhau123');
    await page.getByLabel('Email').fill(`${unique('moi_')}@chanhxe.vn`);
    await page.getByLabel('Họ và tên').fill('Người Trùng Tên');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Tên đăng nhập đã tồn tại' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/users\/create$/);
  });

  test('edit keeps username and e-mail locked with their tooltips and saves the name', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    const staff = await createAccount('staff', 'Trương Văn Cũ');
    await openSignedIn(page, admin, `/users/update/${staff.user.id}`);
    await expect(page.getByRole('heading', { name: 'Cập nhật tài khoản' })).toBeVisible();
    const username = page.getByLabel('Tên đăng nhập');
    await expect(username).toHaveValue(staff.user.username);
    await expect(username).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();

    await username.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(
      'Bạn không được phép thay đổi tên đăng nhập',
    );
    await page.getByLabel('Email').hover({ force: true });
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'Bạn không được phép thay đổi email' }),
    ).toBeVisible();

    await page.getByLabel('Họ và tên').fill('Trương Văn Mới');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(page.getByText('Cập nhật tài khoản thành công')).toBeVisible();
    const info = await apiEndpoint(admin.token, usersApi.get, { params: { id: staff.user.id } });
    expect(info.fullname).toBe('Trương Văn Mới');
  });

  test('an update page whose account cannot be loaded shows why and the way back, no form', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/users/update/999999999');
    await expectLoadErrorWithWayBack(page, 'Không tìm thấy tài khoản', '/users');
    await page.goto('/users/update/abc');
    await expectLoadErrorWithWayBack(page, 'Mã không hợp lệ', '/users');
  });

  test('10 accounts a page with a pager; a delete from page 2 goes back to page 1', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    const marker = `Trang Hai ${unique('')}`;
    // Twenty: page 2 still holds some of them if the other worker adds accounts meanwhile.
    await createStaffAccounts(admin.token, 20, marker);
    await openSignedIn(page, admin, '/users');
    const bodyRows = page.locator('.ant-table-tbody').getByRole('row');
    await expect(bodyRows).toHaveCount(10);
    await expect(currentPage(page)).toHaveText('1');
    await expect(pageButton(page, 2)).toBeVisible();
    await expect(page.getByText(/^Tổng số \d+ tài khoản$/)).toBeVisible();

    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/paged=2/);
    await expect(currentPage(page)).toHaveText('2');
    // Page 1 also holds marker rows: read page 2's own rows, not page 1's left under the spinner.
    await expectTableLoaded(page);
    const target = bodyRows.filter({ hasText: marker }).first();
    await expect(target).toBeVisible();
    const editHref = await target.getByRole('link', { name: 'Sửa' }).getAttribute('href');
    const id = /\/users\/update\/(\d+)$/.exec(editHref ?? '')?.[1];
    expect(id).toBeDefined();
    // That account's own row: the page may refetch (another worker adds accounts) and move rows.
    const row = bodyRows.filter({ has: page.locator(`a[href="/users/update/${id}"]`) });
    await row.getByRole('button', { name: 'Xóa' }).click();
    await confirmDelete(page);

    await expect(page.locator('.toast-success')).toContainText('Xóa tài khoản thành công');
    await expect(page).toHaveURL(/paged=1/);
    await expect(currentPage(page)).toHaveText('1');
    await expect(bodyRows).toHaveCount(10);
    await expect(apiEndpoint(admin.token, usersApi.get, { params: { id } })).rejects.toThrow(/404/);
  });

  test('at 390 px the list does not scroll sideways; a row can still be edited and deleted', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    const staff = await createAccount('staff', 'Người Dùng Điện Thoại');
    await page.setViewportSize(PHONE_VIEWPORT);
    await openSignedIn(page, admin, '/users');
    await expectListFitsPhone(
      page,
      page.getByRole('row', { name: new RegExp(staff.user.username) }),
    );
  });
});
