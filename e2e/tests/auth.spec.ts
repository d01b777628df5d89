import { authApi } from '@depot/shared/auth/auth.contract';
import { usersApi } from '@depot/shared/users/users.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, PASSWORD, signInAdmin } from '../support/api';
import { E2E_ADMIN } from '../support/env';
import { openSignedIn, openWithTokenOnly } from '../support/session';

test.describe('sign-in and the session', () => {
  test('a page needing a session redirects to the login page when there is no token', async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Đăng Nhập' })).toBeVisible();
    expect(logs).toContain('Missing token');
  });

  test('the login page fits the window without a scroll bar and has one main landmark', async ({
    page,
  }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Đăng Nhập' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
      expect(overflow, `${width} px`).toBe(0);
      await expect(page.getByRole('main')).toHaveCount(1);
    }
  });

  test('a wrong password shows the server message and stays on the login page', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill(E2E_ADMIN.username);
    await page.getByLabel('Mật khẩu').fill('sai-mat-khau');
    await page.getByRole('button', { name: 'Đăng Nhập' }).click();
    await expect(page.getByRole('alert')).toContainText('Tên đăng nhập hoặc mật khẩu không đúng');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in goes to the goods page with the user in the header', async ({ page }) => {
    const staff = await createAccount('staff', 'Phạm Thị Thu Ngân');
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill(staff.user.username);
    await page.getByLabel('Mật khẩu').fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng Nhập' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Quản lý sản phẩm' })).toBeVisible();
    await expect(page.getByText('Phạm Thị Thu Ngân')).toBeVisible();
    // Staff do not manage accounts: no menu entry, and the page itself refuses.
    await expect(page.getByRole('menuitem', { name: 'Khách hàng' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Tài khoản' })).toHaveCount(0);
    await page.goto('/users');
    await expect(page.getByText('Bạn không có quyền truy cập trang này')).toBeVisible();
  });

  test('with only a token stored, start-up loads the admin from /users/info: name and Tài khoản', async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Đặng Quốc Quản Trị');
    await openWithTokenOnly(page, admin.token, '/products');
    await expect(page.getByTestId('current-user')).toHaveText('Đặng Quốc Quản Trị');
    // The entry depends on the role, which nothing but /users/info could have supplied.
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('link', { name: 'Tài khoản', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Tài khoản', exact: true }).click();
    await expect(page).toHaveURL(/\/users(\?.*)?$/);
    await expect(page.getByRole('heading', { name: 'Quản lý tài khoản' })).toBeVisible();
    // Kept for the next start-up, as a login would have.
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ id: admin.user.id, role: 'admin' });
  });

  test('with only a staff token stored, the name loads, Tài khoản stays hidden and /users is refused', async ({
    page,
  }) => {
    const staff = await createAccount('staff', 'Lý Thị Kho Hàng');
    await openWithTokenOnly(page, staff.token, '/users');
    await expect(page.getByTestId('current-user')).toHaveText('Lý Thị Kho Hàng');
    await expect(page.getByText('Bạn không có quyền truy cập trang này')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('link', { name: 'Khách hàng', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tài khoản', exact: true })).toHaveCount(0);
  });

  test('a session revoked on the server sends the user to the login page on the next call', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/users');
    await expect(page.getByRole('heading', { name: 'Quản lý tài khoản' })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await page.getByLabel('Tên đăng nhập').fill('nhanvien_moi');
    await page.getByLabel('Mật khẩu').fill('matkhau123');
    await page.getByLabel('Email').fill('nhanvien_moi@chanhxe.vn');
    await page.getByLabel('Họ và tên').fill('Nhân Viên Mới Vào');
    // The session ends on the server (revoked elsewhere) while the form is open.
    await apiEndpoint(admin.token, authApi.logout);
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Polled: the login page may still be settling (it signs out on entry) when the URL matches.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('opening the login page signs out and revokes the token', async ({ page }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/products');
    await expect(page.getByRole('heading', { name: 'Quản lý sản phẩm' })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Đăng Nhập' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect
      .poll(() =>
        apiEndpoint(staff.token, usersApi.me).then(
          () => 'valid',
          (e: Error) => e.message,
        ),
      )
      .toMatch(/401/);
    await page.goto('/customers');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-out button ends the session', async ({ page }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/products');
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(() =>
        apiEndpoint(staff.token, usersApi.me).then(
          () => 'valid',
          (e: Error) => e.message,
        ),
      )
      .toMatch(/401/);
  });

  test('the sidebar collapses with the menu button and lists the depot screens', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    for (const entry of [
      'Thống Kê',
      'Khách hàng',
      'Hàng hóa',
      'Bảng kê hàng theo xe',
      'Xe',
      'Quy cách',
      'Tài khoản',
    ]) {
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    const sider = page.locator('.ant-layout-sider');
    const wide = (await sider.boundingBox())!.width;
    await page.getByRole('button', { name: 'Thu gọn menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())!.width).toBeLessThan(wide);
    await page.getByRole('button', { name: 'Mở rộng menu' }).click();
    await expect.poll(async () => (await sider.boundingBox())!.width).toBe(wide);
  });

  test('a signed-in page has one main landmark, the page under the header', async ({ page }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/cars');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { name: 'Xe' })).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/khong-co-trang-nay');
    await expect(page.getByText('Không tìm thấy trang')).toBeVisible();
  });
});
