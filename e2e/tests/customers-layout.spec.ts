import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows, HCM, openFilter } from '../support/customers';
import { openSignedIn } from '../support/session';

/** Where a place is written long: Bà Rịa - Vũng Tàu → Thị xã Phú Mỹ → Phường Hắc Dịch. */
const PHU_MY = { province_id: 77, district_id: 754, ward_id: 26725 };

const FILTER_COLUMNS = [
  'Họ và tên',
  'Số điện thoại',
  'Số nhà',
  'Tỉnh/Thành phố',
  'Quận/Huyện',
  'Phường/Xã',
];

/**
 * The width of the table a finger can scroll through on the first row: the table's visible
 * width less its pinned (sticky) cells on either side.
 */
function scrollableWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.ant-table-content');
    const row = document.querySelector('tbody tr.ant-table-row');
    if (!scroller || !row) return 0;
    const view = scroller.getBoundingClientRect();
    let left = view.left;
    let right = view.right;
    for (const cell of Array.from(row.children)) {
      if (getComputedStyle(cell).position !== 'sticky') continue;
      const box = cell.getBoundingClientRect();
      if (box.left <= view.left + 1) left = Math.max(left, box.right);
      else right = Math.min(right, box.left);
    }
    return right - left;
  });
}

test.describe('customer list on a phone and on a wide screen', () => {
  // One staff account for the file: signing one in costs seconds on a busy machine, and every
  // journey here keeps to customers of its own (a unique tag in their names).
  let staff: SignedIn;
  test.beforeAll(async () => {
    staff = await createAccount('staff');
  });

  test('at 390 px most of the table scrolls, and every header filter opens inside the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = unique('Ngô Văn Điện ');
    await createCustomerApi(staff.token, { full_name: tag, number_house: '8 Hẻm Cây Gạo' });
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(1);
    // Only the name stays pinned: half the phone's width is left to scroll the other columns.
    expect(await scrollableWidth(page)).toBeGreaterThanOrEqual(180);
    // The page itself never scrolls sideways, only the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    for (const column of FILTER_COLUMNS) {
      const popup = await openFilter(page, column);
      const box = (await popup.boundingBox())!;
      expect(box.x, column).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, column).toBeLessThanOrEqual(390);
      await expect(popup.getByRole('button', { name: 'Lọc', exact: true })).toBeInViewport({
        ratio: 1,
      });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
    }

    // 'Lọc' of the last column's popup, at the table's right end, is reached and works.
    const popup = await openFilter(page, 'Số nhà');
    await popup.getByRole('textbox', { name: 'Số nhà' }).fill('Cây Gạo');
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/number_house=/);
    await expect(dataRows(page)).toHaveCount(1);
  });

  test('at 1440 px a row is one line: places in their short forms, the full form on hover', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A short tag: the name column holds a usual name, not a test's long unique suffix.
    const tag = `Ngọc ${unique('')}`;
    await createCustomerApi(staff.token, { full_name: `${tag} 1`, ...PHU_MY });
    await createCustomerApi(staff.token, {
      full_name: `${tag} 2`,
      province_id: HCM.province,
      district_id: HCM.quan1,
      ward_id: HCM.benNghe,
    });
    await openSignedIn(page, staff, `/customers?full_name=${encodeURIComponent(tag)}`);
    await expect(dataRows(page)).toHaveCount(2);

    const phuMy = dataRows(page).filter({ hasText: `${tag} 1` });
    await expect(phuMy).toContainText('T. Bà Rịa - Vũng Tàu');
    await expect(phuMy).toContainText('TX. Phú Mỹ');
    await expect(phuMy).toContainText('P. Hắc Dịch');
    await expect(phuMy.getByTitle('Thị xã Phú Mỹ')).toBeVisible();
    const hcm = dataRows(page).filter({ hasText: `${tag} 2` });
    await expect(hcm).toContainText('TP. Hồ Chí Minh');
    await expect(hcm).toContainText('Q. 1');

    // One line of text is a row of about 48 px; a wrapped place made it 70.
    for (const row of [phuMy, hcm]) {
      expect((await row.boundingBox())!.height).toBeLessThanOrEqual(56);
    }
    // Every column fits beside the open sidebar: nothing to scroll sideways.
    const scrolls = await page
      .locator('.ant-table-content')
      .evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth);
    expect(scrolls).toBe(false);
  });
});
