import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, unique, type SignedIn } from '../support/api';
import {
  createCustomerApi,
  createCustomersApi,
  dataRows,
  HA_NOI,
  HCM,
  openFilter,
  type CustomerRow,
  pick,
} from '../support/customers';
import { openSignedIn } from '../support/session';
import { confirmDelete, currentPage, pageButton, pager } from '../support/lists';

/** The ward header filter before a district is filtered: its hint, nothing to pick or apply. */
async function expectWardFilterWaiting(page: Page) {
  const popup = await openFilter(page, 'Phường/Xã');
  await expect(popup.getByText('Chọn quận/huyện để tìm kiếm theo phường/xã')).toBeVisible();
  await expect(popup.getByRole('combobox', { name: 'Phường/Xã' })).toBeDisabled();
  await expect(popup.getByRole('button', { name: 'Lọc', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

test.describe('customer list', () => {
  // One staff account for the file: signing one in costs seconds on a busy machine, and every
  // journey here keeps to customers of its own (a unique tag in their names).
  let staff: SignedIn;
  test.beforeAll(async () => {
    staff = await createAccount('staff');
  });

  test('the name header filter finds without accents and keeps the filter in the URL', async ({
    page,
  }) => {
    const tag = unique('');
    await createCustomersApi(staff.token, 2, (n) => ({ full_name: `Nguyễn Văn Ánh ${tag} ${n}` }));
    await openSignedIn(page, staff, '/customers');
    const popup = await openFilter(page, 'Họ và tên');
    await popup.getByRole('textbox', { name: 'Họ và tên' }).fill(`nguyen van anh ${tag}`);
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/full_name=nguyen/);
    await expect(dataRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Lọc theo họ và tên' })).toHaveClass(/active/);
    await page.reload();
    await expect(dataRows(page)).toHaveCount(2);
  });

  test('the district filter waits for a province and the ward filter for a district', async ({
    page,
  }) => {
    await openSignedIn(page, staff, '/customers');
    const popup = await openFilter(page, 'Quận/Huyện');
    await expect(popup.getByText('Chọn tỉnh/thành để tìm kiếm theo quận/huyện')).toBeVisible();
    await expect(popup.getByRole('combobox', { name: 'Quận/Huyện' })).toBeDisabled();
    await expect(popup.getByRole('button', { name: 'Lọc', exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expectWardFilterWaiting(page);

    // A province is not enough for a ward.
    await page.goto(`/customers?province_id=${HCM.province}`);
    await expectWardFilterWaiting(page);
  });

  // One level picked per journey, the levels above it given in the URL: three short journeys
  // rather than one that picks three selects and reloads the list four times.
  test.describe('province, district and ward header filters, one level at a time', () => {
    let tag: string;
    let inQuan1: CustomerRow;
    test.beforeAll(async () => {
      tag = unique('Lê Văn Địa ');
      inQuan1 = await createCustomerApi(staff.token, { full_name: `${tag} Một`, debt: 250000 });
      await createCustomerApi(staff.token, {
        full_name: `${tag} Ba`,
        district_id: HCM.quan3,
        ward_id: HCM.phuong14,
      });
      await createCustomerApi(staff.token, {
        full_name: `${tag} Hà Nội`,
        province_id: HA_NOI.province,
        district_id: HA_NOI.baDinh,
        ward_id: HA_NOI.phucXa,
      });
    });
    const listOf = (filters = '') => `/customers?full_name=${encodeURIComponent(tag)}${filters}`;

    test('the province filter keeps the customers of that province', async ({ page }) => {
      await openSignedIn(page, staff, listOf());
      await expect(dataRows(page)).toHaveCount(3);
      const popup = await openFilter(page, 'Tỉnh/Thành phố');
      await pick(
        page,
        popup.getByRole('combobox', { name: 'Tỉnh/Thành phố' }),
        'ho chi minh',
        'Thành phố Hồ Chí Minh',
      );
      await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
      await expect(page).toHaveURL(/province_id=79/);
      await expect(dataRows(page)).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Lọc theo tỉnh/thành phố' })).toHaveClass(
        /active/,
      );
    });

    test('with a province, the district filter offers its districts', async ({ page }) => {
      await openSignedIn(page, staff, listOf(`&province_id=${HCM.province}`));
      await expect(dataRows(page)).toHaveCount(2);
      const popup = await openFilter(page, 'Quận/Huyện');
      await expect(popup.getByText('Chọn tỉnh/thành để tìm kiếm theo quận/huyện')).toBeHidden();
      await pick(page, popup.getByRole('combobox', { name: 'Quận/Huyện' }), 'quan 1', 'Quận 1');
      await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`district_id=${HCM.quan1}`));
      await expect(dataRows(page)).toHaveCount(1);
    });

    test('with a district, the ward filter offers its wards', async ({ page }) => {
      await openSignedIn(
        page,
        staff,
        listOf(`&province_id=${HCM.province}&district_id=${HCM.quan1}`),
      );
      await expect(dataRows(page)).toHaveCount(1);
      const popup = await openFilter(page, 'Phường/Xã');
      await pick(
        page,
        popup.getByRole('combobox', { name: 'Phường/Xã' }),
        'ben nghe',
        'Phường Bến Nghé',
      );
      await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
      await expect(page).toHaveURL(/ward_id=26740/);
      await expect(dataRows(page)).toHaveCount(1);
      await expect(dataRows(page)).toContainText(inQuan1.full_name);
      await expect(dataRows(page)).toContainText('250.000 đ');
    });
  });

  test('clearing the province filter clears the district and ward filters too', async ({
    page,
  }) => {
    const tag = unique('Lê Thị Xóa Lọc ');
    await createCustomerApi(staff.token, { full_name: `${tag} Một` });
    await createCustomerApi(staff.token, {
      full_name: `${tag} Hà Nội`,
      province_id: HA_NOI.province,
      district_id: HA_NOI.baDinh,
      ward_id: HA_NOI.phucXa,
    });
    const filters = `province_id=${HCM.province}&district_id=${HCM.quan1}&ward_id=${HCM.benNghe}`;
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}&${filters}`);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Lọc theo phường/xã' })).toHaveClass(/active/);

    const popup = await openFilter(page, 'Tỉnh/Thành phố');
    await popup.getByRole('button', { name: 'Xóa lọc' }).click();
    await expect(page).not.toHaveURL(/province_id|district_id|ward_id/);
    await expect(page).toHaveURL(/full_name=/);
    await expect(dataRows(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Lọc theo quận/huyện' })).not.toHaveClass(
      /active/,
    );
  });

  test('pages of the chosen size, pagination only when there is a second page', async ({
    page,
  }) => {
    const tag = unique('Hoàng Trang ');
    await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        createCustomerApi(staff.token, { full_name: `${tag} ${n + 1}` }),
      ),
    );
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(16);
    await expect(pager(page)).toHaveCount(0);

    await page.goto(`/customers?full_name=${encodeURIComponent(tag)}&limit=15`);
    await expect(dataRows(page)).toHaveCount(15);
    await expect(page.getByText('Tổng số 16 khách hàng')).toBeVisible();
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/paged=2/);
    await expect(dataRows(page)).toHaveCount(1);
    await page.reload();
    await expect(dataRows(page)).toHaveCount(1);
    await page.goBack();
    await expect(dataRows(page)).toHaveCount(15);
  });

  test('phone and house-number header filters find by a part of the text', async ({ page }) => {
    const tag = unique('Vũ Thị Lọc ');
    // Six digits of our own in the middle of two phones, not at either end.
    const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const [first, second] = await createCustomersApi(staff.token, 3, (n) => ({
      full_name: `${tag} ${n}`,
      phone: n === 3 ? '0911000333' : `09${n}${digits}${n}`,
      number_house: n === 2 ? '17B Hẻm Cây Gạo' : `${n} Lý Thái Tổ`,
    }));
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(3);

    let popup = await openFilter(page, 'Số điện thoại');
    await popup.getByRole('textbox', { name: 'Số điện thoại' }).fill(digits);
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`phone=${digits}`));
    await expect(dataRows(page)).toHaveCount(2);
    await expect(dataRows(page).filter({ hasText: first!.full_name })).toHaveCount(1);

    popup = await openFilter(page, 'Số nhà');
    await popup.getByRole('textbox', { name: 'Số nhà' }).fill('Cây Gạo');
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/number_house=/);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page)).toContainText(second!.full_name);
    await expect(dataRows(page)).toContainText('17B Hẻm Cây Gạo');
  });

  test('a delete on page 2 goes back to page 1', async ({ page }) => {
    // Renders a page of 15 rows in a fresh browser: about 20 s on this two-core machine when it is
    // shared (load average above 20 measured), which would leave too little room under 30 s.
    test.slow();
    const tag = unique('Trịnh Văn Trang ');
    // 17 at 15 a page: still two pages after the delete, so the pager stays to be read.
    await createCustomersApi(staff.token, 17, (n) => ({ full_name: `${tag} ${n}` }));
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}&limit=15`);
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/paged=2/);
    await expect(dataRows(page)).toHaveCount(2);
    await expect(currentPage(page)).toHaveText('2');

    await dataRows(page).first().getByRole('button', { name: 'Xóa' }).click();
    await confirmDelete(page);
    await expect(page.getByText('Xóa khách hàng thành công')).toBeVisible();
    await expect(page).not.toHaveURL(/paged=/);
    await expect(page).toHaveURL(/limit=15/);
    await expect(currentPage(page)).toHaveText('1');
    await expect(dataRows(page)).toHaveCount(15);
    await expect(page.getByText('Tổng số 16 khách hàng')).toBeVisible();
  });

  test('50 a page by default; 15, 30, 50, 80 and 100 are offered', async ({ page }) => {
    // Renders a page of 50 rows in a fresh browser: about 20 s on this two-core machine when it is
    // shared (load average above 20 measured), which would leave too little room under 30 s.
    test.slow();
    const tag = unique('Đặng Văn Năm ');
    await createCustomersApi(staff.token, 51, (n) => ({ full_name: `${tag} ${n}` }));
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    // Fifty rows are the heaviest first render of these journeys: up to 10 s on a busy machine.
    await expect(page.getByText('Tổng số 51 khách hàng')).toBeVisible({ timeout: 15_000 });
    await expect(dataRows(page)).toHaveCount(50);
    await expect(currentPage(page)).toHaveText('1');

    const sizeChanger = pager(page).locator('.ant-pagination-options-size-changer');
    await expect(sizeChanger).toContainText('50 / trang');
    await sizeChanger.click();
    const sizes = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(sizes).toHaveText(['15', '30', '50', '80', '100'].map((n) => `${n} / trang`));
    await sizes.filter({ hasText: '80 / trang' }).click();
    await expect(page).toHaveURL(/limit=80/);
    await expect(dataRows(page)).toHaveCount(51);
    // One page is all there is: no pager.
    await expect(pager(page)).toHaveCount(0);
  });
});
