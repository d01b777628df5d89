import { settingsApi } from '@depot/shared/settings/settings.contract';
import type { Settings } from '@depot/shared/settings/settings.schema';
import { expect, test } from '../support/test';
import { holdDepotSettings } from '../support/depot-lock';
import { apiEndpoint, createAccount, unique } from '../support/api';
import { pick } from '../support/customers';
import { fieldOf } from '../support/product-form';
import { seedReceipts } from '../support/receipts';
import { openSignedIn } from '../support/session';
import { todayInDepot } from '../support/env';

const VIETCOMBANK = 'Vietcombank — Ngân hàng TMCP Ngoại Thương Việt Nam';

// The depot's settings are shared by the whole server: see holdDepotSettings.
holdDepotSettings();

test.describe('settings: the depot details receipts print', () => {
  test.describe.configure({ mode: 'serial' });

  test('a manager opens Cài đặt from the menu; the shared rules speak per field; the bank search folds accents', async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Quản Lý Cài Đặt');
    await openSignedIn(page, admin, '/products');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await nav.getByRole('link', { name: 'Cài đặt', exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Cài đặt' })).toBeVisible();
    const field = (label: string) => page.getByRole('textbox', { name: label });
    const placeholders = page.getByText('Thông tin chành xe đang là giá trị mẫu');
    // On a fresh install the placeholders are said to be placeholders; another journey (the
    // receipts') may have saved settings on this server already.
    const before = await apiEndpoint(admin.token, settingsApi.get);
    if (before.configured) await expect(placeholders).toHaveCount(0);
    else await expect(placeholders).toBeVisible();
    await expect(field('Tên chành xe')).toHaveValue(String(before.depot_name));
    await expect(field('Giờ nhận hàng')).toHaveValue(String(before.hours_note));

    const errorOf = (label: string) =>
      fieldOf(page, field(label)).locator('.ant-form-item-explain-error');
    await field('Tên chành xe').fill('');
    await field('Hotline').fill('gọi ngay');
    await field('Số tài khoản').fill('0071 000');
    // Emptied, whatever an earlier journey saved: the bank account is then incomplete.
    await field('Chủ tài khoản').fill('');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(errorOf('Tên chành xe')).toHaveText('Vui lòng nhập tên chành xe');
    await expect(errorOf('Hotline')).toHaveText(
      'Hotline chỉ gồm số điện thoại (chữ số, khoảng trắng, . - + /)',
    );
    await expect(errorOf('Số tài khoản')).toHaveText(
      'Số tài khoản gồm 4–19 chữ số hoặc chữ cái, không dấu cách',
    );
    // One bank field filled asks for the other two (the rule spanning the three, from shared).
    await expect(errorOf('Chủ tài khoản')).toHaveText(
      'Nhập đủ ngân hàng, số tài khoản và chủ tài khoản (hoặc để trống cả ba)',
    );

    // The bank search ignores case and accents: `vietcom` and `ngoai thuong` find Vietcombank.
    const bank = page.getByRole('combobox', { name: 'Ngân hàng' });
    const options = page.locator('.ant-select-dropdown:visible');
    await bank.click();
    await bank.fill('vietcom');
    await expect(options.getByTitle(VIETCOMBANK, { exact: true })).toBeVisible();
    await bank.fill('ngoai thuong');
    await expect(options.getByTitle(VIETCOMBANK, { exact: true })).toBeVisible();
    await bank.fill('khong co ngan hang nay');
    await expect(options).toContainText('Không tìm thấy ngân hàng');
  });

  test('a manager saves the depot details: the values stay, the placeholders note goes, a reload shows them', async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Quản Lý Cài Đặt');
    await openSignedIn(page, admin, '/settings');
    const field = (label: string) => page.getByRole('textbox', { name: label });
    await expect(field('Tên chành xe')).not.toHaveValue('');
    await field('Tên chành xe').fill('Chành xe Phú Quý');
    await field('Địa chỉ').fill('12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
    await field('Hotline').fill('0903 123 456');
    await pick(page, page.getByRole('combobox', { name: 'Ngân hàng' }), 'vietcom', VIETCOMBANK);
    await field('Số tài khoản').fill('0071000123456');
    await field('Chủ tài khoản').fill('NGUYEN VAN PHU');
    await field('Ghi chú hàng thất lạc').fill('Hàng thất lạc giải quyết trong 7 ngày.');
    await page.getByRole('button', { name: 'Cập nhật' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Đã lưu cài đặt' })).toBeVisible();
    await expect(field('Tên chành xe')).toHaveValue('Chành xe Phú Quý');
    const placeholders = page.getByText('Thông tin chành xe đang là giá trị mẫu');
    await expect(placeholders).toHaveCount(0);
    const saved = await apiEndpoint(admin.token, settingsApi.get);
    expect(saved).toMatchObject({
      depot_name: 'Chành xe Phú Quý',
      hotline: '0903 123 456',
      bank_bin: '970436',
      account_number: '0071000123456',
      account_holder: 'NGUYEN VAN PHU',
      receipt_note: 'Hàng thất lạc giải quyết trong 7 ngày.',
      configured: true,
    });

    await page.reload();
    await expect(field('Tên chành xe')).toHaveValue('Chành xe Phú Quý');
    await expect(field('Số tài khoản')).toHaveValue('0071000123456');
    await expect(fieldOf(page, page.getByRole('combobox', { name: 'Ngân hàng' }))).toContainText(
      VIETCOMBANK,
    );
    await expect(placeholders).toHaveCount(0);
  });

  test("the server's own 400 lands on its field, nothing saved", async ({ page }) => {
    const admin = await createAccount('superadmin');
    const before = await apiEndpoint(admin.token, settingsApi.get);
    await openSignedIn(page, admin, '/settings');
    const hotline = page.getByRole('textbox', { name: 'Hotline' });
    await expect(hotline).toHaveValue(String(before.hotline));
    // What passes the form but not the server reaches it as sent: a hotline of letters.
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PUT'
        ? route.continue({
            postData: { ...route.request().postDataJSON(), hotline: 'không có số' },
          })
        : route.continue(),
    );
    await page.getByRole('textbox', { name: 'Tên chành xe' }).fill('Chành xe Mới');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(fieldOf(page, hotline).locator('.ant-form-item-explain-error')).toHaveText(
      'Hotline chỉ gồm số điện thoại (chữ số, khoảng trắng, . - + /)',
    );
    const after = await apiEndpoint(admin.token, settingsApi.get);
    expect(after.depot_name).toBe(before.depot_name);
  });

  test('what the form saves is what the receipt prints: depot name, hotline, hours', async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Quản Lý Cài Đặt');
    const {
      configured: _c,
      updated_at: _u,
      ...before
    } = await apiEndpoint(admin.token, settingsApi.get);
    const { car, day, customers } = await seedReceipts(admin.token);
    const customer = customers[0]!;
    const depotName = unique('Chành xe Sao Mai ');
    try {
      await openSignedIn(page, admin, '/settings');
      const field = (label: string) => page.getByRole('textbox', { name: label });
      await expect(field('Tên chành xe')).toHaveValue(String(before.depot_name));
      await field('Tên chành xe').fill(depotName);
      await field('Hotline').fill('0283 555 6789');
      await field('Giờ nhận hàng').fill('Giờ nhận hàng: 7h – 19h. Nghỉ Chủ Nhật.');
      await page.getByRole('button', { name: 'Cập nhật' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Đã lưu cài đặt' })).toBeVisible();

      await page.goto(`/report/cart/print/${car.id}/${day.iso}/${customer.id}`);
      const sheet = page.getByRole('region', { name: `Phiếu thu tiền ${customer.full_name}` });
      await expect(sheet).toContainText(depotName);
      await expect(sheet).toContainText('Hotline: 0283 555 6789');
      await expect(sheet).toContainText('Giờ nhận hàng: 7h – 19h. Nghỉ Chủ Nhật.');
    } finally {
      // The other journeys of this server see the depot as it was.
      await apiEndpoint(admin.token, settingsApi.update, { body: before });
    }
    expect(await apiEndpoint(admin.token, settingsApi.get)).toMatchObject(before);
  });

  test('staff have no Cài đặt entry and the page refuses them', async ({ page }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/settings');
    await expect(page.getByText('Bạn không có quyền truy cập trang này')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tên chành xe' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('link', { name: 'Danh sách bảng kê', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Cài đặt', exact: true })).toHaveCount(0);
  });
});

test.describe("the depot's day and what staff see (docs/domain.md)", () => {
  // The browser far from the depot: its own day is not the depot's for most of the day.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test("the owner picks the depot's time zone in a searchable select; staff get the depot's day, and no statistics once the owner hides them", async ({
    page,
  }) => {
    const admin = await createAccount('admin', 'Chủ Chành Xe');
    const staff = await createAccount('staff', 'Nhân Viên Quầy');
    const {
      configured: _c,
      updated_at: _u,
      ...before
    } = await apiEndpoint(admin.token, settingsApi.get);
    try {
      await openSignedIn(page, admin, '/settings');
      const zone = page.getByRole('combobox', { name: 'Múi giờ của chành xe' });
      await expect(fieldOf(page, zone)).toContainText(String(before.time_zone));
      // Bangkok keeps Vietnam's day (UTC+7 all year), so the journeys running beside this one
      // still see the today they expect while it is saved.
      await pick(page, zone, 'bangkok', 'Asia/Bangkok (GMT+07:00)');
      const statistics = page.getByRole('checkbox', { name: 'Thống kê' });
      await expect(statistics).toBeChecked();
      await page.getByRole('button', { name: 'Cập nhật' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Đã lưu cài đặt' })).toBeVisible();
      expect(await apiEndpoint(admin.token, settingsApi.get)).toMatchObject({
        time_zone: 'Asia/Bangkok',
        staff_see_statistics: true,
      });
      await page.reload();
      await expect(fieldOf(page, zone)).toContainText('Asia/Bangkok (GMT+07:00)');

      // What staff see with the statistics switched off. The switch is the whole server's:
      // saved for real it would refuse the statistics journeys other workers run as staff
      // meanwhile, so the settings reply is changed on the way (the server's 403 is the API
      // tests' part, settings-depot-day.test.ts).
      await page.route('**/api/settings', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: Settings };
        body.data.staff_see_statistics = false;
        await route.fulfill({ response, json: body });
      });
      await openSignedIn(page, staff, '/so-quy');
      // The cash book opens on today at the depot, not the browser's day in Los Angeles.
      await expect(page.getByLabel('Từ ngày')).toHaveValue(todayInDepot());
      await expect(page.getByLabel('Đến ngày')).toHaveValue(todayInDepot());
      const nav = page.getByRole('navigation', { name: 'Menu chính' });
      await expect(nav.getByRole('link', { name: 'Tổng quan', exact: true })).toBeVisible();
      for (const hidden of ['Thống Kê', 'Phiếu thu', 'Chi tiết vận chuyển'])
        await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Sổ quỹ', exact: true })).toBeVisible();
      await page.goto('/phieu-thu');
      await expect(page.getByText('Bạn không có quyền truy cập trang này')).toBeVisible();
    } finally {
      // The other journeys of this server see the depot as it was.
      await apiEndpoint(admin.token, settingsApi.update, { body: before });
    }
    expect(await apiEndpoint(admin.token, settingsApi.get)).toMatchObject(before);
  });
});
