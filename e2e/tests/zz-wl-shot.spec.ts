import { test } from '../support/test';
import { createAccount } from '../support/api';
import {
  createCarApi,
  createGoodsApi,
  createGoodsCustomer,
  openColumnFilter,
} from '../support/products';
import { openSignedIn } from '../support/session';

test('shots', async ({ page }) => {
  test.setTimeout(90_000);
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error')
      console.log('CONSOLE', m.type(), m.text().slice(0, 300));
  });
  const staff = await createAccount('staff');
  const c = await createGoodsCustomer(staff.token, 'Nguyễn Thị Minh Khai Long Tên');
  for (let i = 0; i < 4; i++)
    await createGoodsApi(staff.token, {
      customer_id: c.id,
      name: `Hàng điện tử số ${i}`,
      product_type: 'Dễ vỡ, để nơi khô ráo',
    });
  const car = await createCarApi(staff.token, 3000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, staff, '/products');
  await page.locator('tbody tr.ant-table-row').first().waitFor();
  await page.locator('tbody tr.ant-table-row').first().getByRole('checkbox').check();
  const sel = page.getByRole('combobox', { name: 'Xe' });
  await sel.click();
  await sel.fill(car.number_car);
  await page.locator('.ant-select-dropdown:visible').getByText(car.number_car).click();
  await page.getByText('Còn lại sau khi lên').waitFor();
  await page
    .locator('.ant-table-body, .ant-table-content')
    .first()
    .evaluate((el) => (el.scrollLeft = 900));
  await page.screenshot({ path: '/tmp/wl/1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/wl/390.png', fullPage: true });
  await openColumnFilter(page, 'Đơn giá');
  await page.screenshot({ path: '/tmp/wl/390-filter.png' });
  await page.keyboard.press('Escape');
  await openColumnFilter(page, 'Ngày nhận');
  await page.keyboard.press('Escape');
  await openColumnFilter(page, 'Đã thanh toán');
  await page.keyboard.press('Escape');
  await openColumnFilter(page, 'Địa chỉ');
  await page.keyboard.press('Escape');
  await openColumnFilter(page, 'Ghi chú');
  await page.screenshot({ path: '/tmp/wl/390-filter2.png' });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tìm kiếm nâng cao' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/wl/390-adv.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/wl/1440-adv.png' });
  void car;
});
