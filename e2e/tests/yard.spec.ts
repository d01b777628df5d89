import type { Product } from '@depot/shared/products/products.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, PASSWORD, type SignedIn } from '../support/api';
import { pick } from '../support/customers';
import { PHONE_VIEWPORT } from '../support/lists';
import { createGoodsApi, createGoodsCustomer, todayIso } from '../support/products';
import { createCarApi } from '../support/statements';

// docs/decisions/0002-scan-request-ids.md: the yard screen on a phone. A handheld scanner types a code and Enter; scans made
// with no network wait in the phone and are sent once it is back, each loaded exactly once.
test.use({ viewport: PHONE_VIEWPORT });

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Thủ Kho Bãi Xe');
});

test('scans five labels onto a vehicle, two of them offline, each loaded exactly once', async ({
  page,
  context,
}) => {
  const customer = await createGoodsCustomer(staff.token, 'Lâm Thị Quét');
  const goods: Product[] = [];
  for (let n = 1; n <= 5; n++) {
    goods.push(
      await createGoodsApi(staff.token, { customer_id: customer.id, name: `Kiện bãi ${n}` }),
    );
  }
  const car = await createCarApi(staff.token, 5000, 'Phan Văn Bãi');

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(staff.user.username);
  await page.getByLabel('Mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/xep-hang');

  const carSelect = page.getByRole('combobox', { name: 'Xe' });
  await pick(page, carSelect, car.number_car, `${car.number_car} · ${car.driver_name}`);
  const code = page.getByRole('textbox', { name: 'Mã hàng' });
  await expect(code).toBeFocused();
  const answer = page.getByRole('status', { name: 'Xếp hàng' });
  const scans = page.getByRole('list', { name: 'Các lượt quét' }).getByRole('listitem');

  // A handheld scanner types like a keyboard, Enter last; the field keeps its focus.
  for (const item of goods.slice(0, 3)) {
    await code.pressSequentially(item.code);
    await code.press('Enter');
    await expect(answer).toContainText(item.name);
    await expect(answer).toHaveAttribute('data-tone', 'ok');
    await expect(code).toBeFocused();
  }
  await expect(answer).toContainText('Lâm Thị Quét');
  await expect(page.getByText('30 kg / 5.000 kg')).toBeVisible();

  try {
    await context.setOffline(true);
    await expect(page.getByText('Mất mạng')).toBeVisible();
    for (const item of goods.slice(3)) {
      await code.pressSequentially(item.code);
      await code.press('Enter');
      await expect(answer).toContainText('Đang chờ gửi');
    }
    await expect(page.getByText('2 lượt quét đang chờ gửi')).toBeVisible();
    await expect(scans.filter({ hasText: 'Đang chờ gửi' })).toHaveCount(2);
  } finally {
    await context.setOffline(false);
  }
  await expect(scans.filter({ hasText: 'Đang chờ gửi' })).toHaveCount(0);
  await expect(answer).toContainText(goods[4]!.name);
  await expect(page.getByText('50 kg / 5.000 kg')).toBeVisible();

  const lines = await apiEndpoint(staff.token, transportLinesApi.list, {
    query: { car_id: car.id, date_from: todayIso(), date_to: todayIso(), limit: 50 },
  });
  expect(lines.rows.map((l) => l.product.id).sort((a, b) => a - b)).toEqual(
    goods.map((g) => g.id).sort((a, b) => a - b),
  );
});
