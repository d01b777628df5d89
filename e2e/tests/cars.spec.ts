import type { Page } from '@playwright/test';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { expectToastStaysThreeSeconds, pauseClock, stepClockUntil } from '../support/clock';
import { expectLoadErrorWithWayBack } from '../support/forms';
import { expectListFitsPhone, pager, PHONE_VIEWPORT } from '../support/lists';
import { openSignedIn } from '../support/session';
import { expectOpened } from '../support/dialogs';

/** A random car plate: as typed ('51c 123.45') and as the server stores it ('51C-123.45'). */
function randomPlate(): { province: string; digits: string; normal: string } {
  const province = String(10 + Math.floor(Math.random() * 90));
  const digits = String(10_000 + Math.floor(Math.random() * 90_000));
  return {
    province,
    digits,
    normal: `${province}C-${digits.slice(0, 3)}.${digits.slice(3)}`,
  };
}

/** Opens the plate column's header filter, types the keyword and presses 'Lọc'. */
async function filterByPlate(page: Page, keyword: string): Promise<void> {
  await page.getByRole('button', { name: 'Lọc theo biển số xe' }).click();
  await page.getByRole('textbox', { name: 'Biển số xe' }).fill(keyword);
  await page.getByRole('button', { name: 'Lọc', exact: true }).click();
}

/**
 * Sixteen cars whose plates share one compact key (e.g. `37KD123`), numbered .01 to .16 so the
 * list (sorted by plate) puts the last one alone on page 2 of 15. Returns the key and the plates.
 */
async function createSixteenCars(token: string): Promise<{ key: string; plates: string[] }> {
  const letters = 'ABCDEFGHKLMNPSTUVXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  // Two letters: the other journeys use one ('C'), so their cars never match this key.
  const series = `${10 + Math.floor(Math.random() * 90)}${pick()}${pick()}`;
  const block = String(100 + Math.floor(Math.random() * 900));
  const plates: string[] = [];
  for (let i = 1; i <= 16; i += 1) {
    const plate = `${series}-${block}.${String(i).padStart(2, '0')}`;
    await apiEndpoint(token, carsApi.create, {
      body: {
        number_car: plate,
        driver_name: 'Tài Xế Trang Hai',
        total_weight: 1000 + i,
      },
    });
    plates.push(plate);
  }
  return { key: `${series}${block}`, plates };
}

test.describe('cars (xe)', () => {
  test('create stores the normal plate, shows kg and tons; the same plate written differently is refused', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const plate = randomPlate();
    const typed = `${plate.province}c ${plate.digits.slice(0, 3)}.${plate.digits.slice(3)}`;
    await openSignedIn(page, staff, '/cars');
    await expect(page.getByRole('heading', { name: 'Xe', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/cars\/create$/);
    await expect(page.getByRole('heading', { name: 'Thêm mới xe' })).toBeVisible();

    await page.getByLabel('Biển số xe').fill(typed);
    await page.getByLabel('Tên tài xế').fill('Trần Văn Tài');
    const weight = page.getByLabel('Tải trọng (kg)');
    await weight.fill('2500');
    // The tons equivalent follows the typing.
    await expect(page.getByText('≈ 2,5 tấn')).toBeVisible();
    await weight.blur();
    await expect(weight).toHaveValue('2.500');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    const success = page.getByRole('alert').filter({ hasText: 'Thêm xe thành công' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(`Biển số xe đã lưu: ${plate.normal}`);
    await expect(page.getByLabel('Biển số xe')).toHaveValue('');
    await expect(weight).toHaveValue('');

    // The same plate without separators.
    await page.getByLabel('Biển số xe').fill(`${plate.province}C${plate.digits}`);
    // Typing the next car: the green alert no longer speaks of what is on the form.
    await expect(success).toHaveCount(0);
    await page.getByLabel('Tên tài xế').fill('Lê Văn Khác');
    await weight.fill('1000');
    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Biển số xe đã tồn tại' }).first(),
    ).toBeVisible();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveText('Biển số xe đã tồn tại');

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/cars$/);
    // Separators do not matter to the filter either.
    await filterByPlate(page, `${plate.province}c${plate.digits}`);
    const row = page.getByRole('row').filter({ hasText: plate.normal });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Trần Văn Tài');
    await expect(row).toContainText('2.500 kg');
    await expect(row).toContainText('2,5 tấn');
  });

  test('edit changes the driver and shows the stored plate', async ({ page }) => {
    const staff = await createAccount('staff');
    const plate = randomPlate();
    const car = await apiEndpoint(staff.token, carsApi.create, {
      body: {
        number_car: `${plate.province}c${plate.digits}`,
        driver_name: 'Nguyễn Văn Cũ',
        total_weight: 1250.5,
      },
    });
    await openSignedIn(page, staff, `/cars?number_car=${plate.digits}`);
    await page
      .getByRole('row')
      .filter({ hasText: plate.normal })
      .getByRole('link', { name: 'Sửa' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/cars/update/${car.id}$`));
    await expect(page.getByRole('heading', { name: 'Cập nhật xe' })).toBeVisible();
    await expect(page.getByLabel('Biển số xe')).toHaveValue(plate.normal);
    await expect(page.getByLabel('Tải trọng (kg)')).toHaveValue('1.250,5');
    await expect(page.getByText('≈ 1,3 tấn')).toBeVisible();

    await page.getByLabel('Biển số xe').fill(`${plate.province}c-${plate.digits}`);
    await page.getByLabel('Tên tài xế').fill('Phạm Văn Mới');
    await page.getByRole('button', { name: 'Cập nhật' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Cập nhật xe thành công' }),
    ).toBeVisible();
    await expect(page.getByLabel('Biển số xe')).toHaveValue(plate.normal);

    const stored = await apiEndpoint(staff.token, carsApi.get, { params: { id: car.id } });
    expect(stored.driver_name).toBe('Phạm Văn Mới');
  });

  test('an update page whose car cannot be loaded shows why and the way back, no form', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/cars/update/999999999');
    await expect(page.getByRole('heading', { name: 'Cập nhật xe' })).toBeVisible();
    await expectLoadErrorWithWayBack(page, 'Không tìm thấy xe', '/cars');
    await page.goto('/cars/update/abc');
    await expectLoadErrorWithWayBack(page, 'Mã không hợp lệ', '/cars');
  });

  test('a delete from page 2 goes back to page 1; the green toast leaves after about 3 s', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const { key, plates } = await createSixteenCars(staff.token);
    await page.clock.install();
    await openSignedIn(page, staff, `/cars?number_car=${key}`);
    // Every plate of the batch starts with the series and block, e.g. '37KD-123.'.
    const rows = page.getByRole('row').filter({ hasText: `${plates[0]!.slice(0, -2)}` });
    await expect(rows).toHaveCount(15);
    await pager(page).getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/paged=2/);
    const last = page.getByRole('row').filter({ hasText: plates[15]! });
    await expect(rows).toHaveCount(1);
    await last.getByRole('button', { name: 'Xóa' }).click();
    await expectOpened(page.getByRole('dialog'));

    // From the confirmation on, the page's time moves only as the test steps it: how long the
    // toast stays is counted in page time, whatever the load of the machine.
    await pauseClock(page);
    await page.getByRole('dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();
    const toast = page.locator('.toast-success');
    await stepClockUntil(
      page,
      async () => (await toast.filter({ hasText: 'Xóa xe thành công' }).count()) > 0,
    );
    await expect(toast.locator('.anticon')).toHaveCSS('color', 'rgb(82, 196, 26)');
    await expectToastStaysThreeSeconds(page, toast);

    // Page 1 of the same filter: the 15 left, all on one page, so no pager.
    await expect(page).not.toHaveURL(/paged=/);
    await expect(page).toHaveURL(new RegExp(`number_car=${key}`));
    await expect(rows).toHaveCount(15);
    await expect(last).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
  });

  test('deleting a car already deleted elsewhere shows the server message in a red toast', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const plate = randomPlate();
    const car = await apiEndpoint(staff.token, carsApi.create, {
      body: {
        number_car: plate.normal,
        driver_name: 'Đỗ Văn Đã Xóa',
        total_weight: 3000,
      },
    });
    await page.clock.install();
    await openSignedIn(page, staff, `/cars?number_car=${plate.province}C${plate.digits}`);
    const row = page.getByRole('row').filter({ hasText: plate.normal });
    await expect(row).toBeVisible();
    // Another tab (here the API) deletes it after this list has loaded.
    await apiEndpoint(staff.token, carsApi.remove, { params: { id: car.id } });
    await row.getByRole('button', { name: 'Xóa' }).click();
    await expectOpened(page.getByRole('dialog'));
    // The toast's stay is counted in page time, stepped by the test.
    await pauseClock(page);
    await page.getByRole('dialog').getByRole('button', { name: 'ĐỒNG Ý' }).click();

    const toast = page.locator('.toast-error');
    await stepClockUntil(
      page,
      async () => (await toast.filter({ hasText: 'Không tìm thấy xe' }).count()) > 0,
    );
    await expect(toast.locator('.anticon')).toHaveCSS('color', 'rgb(255, 77, 79)');
    await expect(page.locator('.toast-success')).toHaveCount(0);
    await expectToastStaysThreeSeconds(page, toast);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('at 390 px the list does not scroll sideways; a row can still be edited and deleted', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const plate = randomPlate();
    await apiEndpoint(staff.token, carsApi.create, {
      body: {
        number_car: plate.normal,
        driver_name: 'Lý Văn Điện Thoại',
        total_weight: 5000,
      },
    });
    await page.setViewportSize(PHONE_VIEWPORT);
    await openSignedIn(page, staff, `/cars?number_car=${plate.province}C${plate.digits}`);
    await expectListFitsPhone(page, page.getByRole('row').filter({ hasText: plate.normal }));
  });
});
