import { customersApi } from '@depot/shared/customers/customers.contract';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, HCM, pick, randomPhone, shownValue } from '../support/customers';
import { closeDialogWith } from '../support/dialogs';
import { runExclusively } from '../support/exclusive';
import { createSpecificationApi } from '../support/product-form';
import { createGoodsApi } from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, uniquePastDay } from '../support/statements';

// docs/decisions/0010-addresses-2025.md: addresses of the 2025 list (34 provinces → wards, no district), and converting the
// depot's old addresses to it.
/** Old wards of Quận 1 (old codes): Bến Nghé went whole into Phường Sài Gòn; Nguyễn Thái Bình was split. */
const OLD = { benNghe: 26740, nguyenThaiBinh: 26746 };

test.describe('addresses of the 2025 list', () => {
  test('a customer with a new address, found by an old name, is printed on the receipt without a district', async ({
    page,
  }) => {
    test.slow();
    const staff = await createAccount('staff');
    const name = unique('Trương Thị Mới ');
    const phone = randomPhone();
    await openSignedIn(page, staff, '/customers/create');
    await expect(page.getByRole('heading', { name: 'Thêm mới khách hàng' })).toBeVisible();
    await page.getByLabel('Họ và tên').fill(name);
    await page.getByLabel('Số điện thoại').fill(phone);
    await page.getByLabel('Số nhà').fill('5 Nguyễn Huệ');
    // The form offers the 2025 list: no district.
    await expect(page.getByLabel('Quận/Huyện')).toHaveCount(0);
    await pick(page, page.getByLabel('Tỉnh/Thành phố'), 'hồ chí minh', 'Thành phố Hồ Chí Minh');
    // Typing the old ward's name finds the new ward it became, which says what it was.
    await page.getByLabel('Phường/Xã').click();
    await page.getByLabel('Phường/Xã').fill('Bến Nghé');
    const options = page.locator('.ant-select-dropdown:visible');
    await expect(options.getByText(/trước là .*Bến Nghé/).first()).toBeVisible();
    await pick(page, page.getByLabel('Phường/Xã'), 'Bến Nghé', 'Phường Sài Gòn');
    await expect(shownValue(page, 'Phường/Xã')).toHaveAttribute('title', 'Phường Sài Gòn');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Thêm khách hàng thành công' }),
    ).toBeVisible();

    const { rows } = await apiEndpoint(staff.token, customersApi.list, { query: { phone } });
    const customer = rows[0]!;
    expect(customer).toMatchObject({
      address_version: 2025,
      province_id: { id: HCM.province },
      district_id: null,
      ward_id: { id: 26740, name: 'Sài Gòn', type: 'Phường' },
    });

    // Goods received for the customer and loaded on a vehicle, then its receipt printed.
    const day = uniquePastDay();
    const [car, spec] = await Promise.all([
      createCarApi(staff.token),
      createSpecificationApi(staff.token),
    ]);
    const goods = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      specification_id: spec.id,
      datetime: day.iso,
      price_type: 'package',
      name: unique('Thùng sơn '),
      total_weight: 20,
      price: 80_000,
      quantity: 2,
    });
    await loadApi(staff.token, car.id, day.iso, [goods.id]);
    await page.goto(`/report/cart/print/${car.id}/${day.iso}/${customer.id}`);
    const sheet = page.getByRole('region', { name: `Phiếu thu tiền ${name}` });
    await expect(sheet.getByRole('heading', { name: 'Phiếu thu tiền' })).toBeVisible();
    // The customer's line, with no district (the depot's own address above may well have one).
    await expect(sheet.getByText(/^Địa chỉ: 5 Nguyễn Huệ/)).toHaveText(
      'Địa chỉ: 5 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    );
  });

  test('an admin converts the old addresses: all certain ones at once, a split one by one click', async ({
    page,
  }) => {
    // Waits for the other worker's journey to end: the bulk step converts every customer.
    test.setTimeout(240_000);
    const admin: SignedIn = await createAccount('admin');
    const old = (full_name: string, ward_id: number) =>
      createCustomerApi(admin.token, {
        full_name,
        province_id: HCM.province,
        district_id: HCM.quan1,
        ward_id,
      });
    const whole = await old(unique('Đặng Văn Nguyên '), OLD.benNghe);
    const split = await old(unique('Mai Thị Chia '), OLD.nguyenThaiBinh);
    const { candidates } = await apiEndpoint(admin.token, locationsApi.convert, {
      query: { ward_id: OLD.nguyenThaiBinh },
    });
    expect(candidates.length).toBeGreaterThan(1);
    const chosen = candidates[candidates.length - 1]!;
    const read = (id: number) => apiEndpoint(admin.token, customersApi.get, { params: { id } });

    await runExclusively(async () => {
      await openSignedIn(page, admin, '/customers/doi-dia-chi');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Đổi địa chỉ theo danh mục mới' }),
      ).toBeVisible();
      const convertAll = page.getByRole('button', { name: /^Đổi tất cả \(\d+\)$/ });
      await expect(convertAll).toBeEnabled();
      const count = Number((await convertAll.textContent())!.match(/\d+/)![0]);
      expect(count).toBeGreaterThanOrEqual(1);
      await convertAll.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Đổi địa chỉ của ${count} khách hàng`);
      await closeDialogWith(dialog, 'Đổi địa chỉ');
      await expect(
        page.getByRole('alert').filter({ hasText: `Đã đổi ${count} khách hàng` }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Đổi tất cả (0)' })).toBeDisabled();
    });

    // The certain one is of the 2025 list now, its old address kept readable.
    expect(await read(whole.id)).toMatchObject({
      address_version: 2025,
      district_id: null,
      ward_id: { id: 26740, name: 'Sài Gòn' },
      old_address: {
        district_id: { id: HCM.quan1 },
        ward_id: { id: OLD.benNghe, name: 'Bến Nghé' },
      },
    });
    expect(await read(split.id)).toMatchObject({ address_version: 1, old_address: null });

    // The split one waits for a person: one click on the right ward.
    const row = page.getByRole('row').filter({ hasText: split.full_name });
    await expect(row).toContainText('P. Nguyễn Thái Bình - Q. 1');
    await row.getByRole('button', { name: `${chosen.ward.type} ${chosen.ward.name}` }).click();
    await expect(page.getByText(`Đã đổi địa chỉ của ${split.full_name}`)).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await read(split.id)).toMatchObject({
      address_version: 2025,
      ward_id: { id: chosen.ward.id },
      old_address: { ward_id: { id: OLD.nguyenThaiBinh } },
    });
  });
});
