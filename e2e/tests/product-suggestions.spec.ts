import type { Page, Request } from '@playwright/test';
import { productsApi } from '@depot/shared/products/products.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { todayInDepot } from '../support/env';
import {
  createFormCustomer,
  createProductApi,
  createSpecificationApi,
  customerProductsApi,
  expectAlert,
  getProductApi,
  pickCustomer,
  productForm,
  selectedValue,
  suggestionChip,
  suggestionChips,
} from '../support/product-form';
import { openSignedIn } from '../support/session';
import { closeDialogWith } from '../support/dialogs';

/** The suggestion searches the page sent, as their query strings. */
function recordSearches(page: Page): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/products/search') searches.push(url.searchParams);
  });
  return searches;
}

/** Stops the page's clock, so that the 300 ms pause passes only when the test says. */
async function pauseClock(page: Page) {
  // The page's clock, not this process's: after a runFor it is ahead of real time,
  // and pausing at a moment it has passed is refused.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(pageNow + 1000));
}

test.describe('product suggestions', () => {
  test('a typed name searches once after the pause; a chip fills the form and is the origin', async ({
    page,
  }) => {
    test.slow();
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    const other = await createFormCustomer(staff.token, 'Khách Khác ');
    const spec = await createSpecificationApi(staff.token);
    const rice = await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Gạo ST25 Sóc Trăng',
      price: 15000,
      quantity: 4,
      total_weight: 82.5,
      specification_id: spec.id,
      product_type: 'Hàng khô',
    });
    await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Gạo nếp Bắc',
      price_type: 'package',
      is_total_money: true,
      price: 500000,
      quantity: 10,
      total_weight: 250,
    });
    await createProductApi(staff.token, {
      customer_id: other.id,
      name: 'Gạo ST25 của khách khác',
      specification_id: spec.id,
    });

    await page.clock.install();
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    await pickCustomer(page, customer);
    const searches = recordSearches(page);

    await pauseClock(page);
    await f.name.pressSequentially('  gao ', { delay: 20 });
    await page.clock.runFor(299);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    // Trimmed, the chosen customer's only.
    await expect.poll(() => searches.map(String)).toEqual([`query=gao&customer_id=${customer.id}`]);
    await page.clock.resume();

    await expect(suggestionChips(page)).toHaveCount(2);
    await expect(suggestionChip(page, 'Gạo ST25 Sóc Trăng')).toHaveText(
      `Gạo ST25 Sóc Trăng · 15.000 đ · ${todayInDepot()}`,
    );
    await expect(suggestionChip(page, 'Gạo nếp Bắc')).toContainText('500.000 đ');

    // A package line sold as a lump sum: its way of pricing comes with it.
    await suggestionChip(page, 'Gạo nếp Bắc')
      .getByRole('button', { name: /^Gạo nếp Bắc/ })
      .click();
    await expect(f.name).toHaveValue('Gạo nếp Bắc');
    await expect(f.byPackage).toBeChecked();
    await expect(f.specification).toHaveCount(0);
    await expect(f.totalMoney).toBeChecked();
    await expect(f.price('Tổng tiền')).toHaveValue('500.000');
    await expect(f.quantity).toHaveValue('10');
    await expect(f.amount).toHaveText('Thành tiền: 500.000 đ');
    // The chips are still those of the typed name: another can be picked.
    await expect(suggestionChips(page)).toHaveCount(2);

    await suggestionChip(page, 'Gạo ST25 Sóc Trăng')
      .getByRole('button', { name: /^Gạo ST25/ })
      .click();
    await expect(f.name).toHaveValue('Gạo ST25 Sóc Trăng');
    await expect(f.byWeight).toBeChecked();
    await expect(f.totalMoney).not.toBeChecked();
    await expect(selectedValue(page, 'Quy cách')).toHaveAttribute('title', spec.name);
    await expect(f.quantity).toHaveValue('4');
    await expect(f.weight).toHaveValue('82,5');
    await expect(f.price('Đơn giá / kg')).toHaveValue('15.000');
    await expect(f.note).toHaveValue('Hàng khô');
    await expect(f.date).toHaveValue(todayInDepot());
    await expect(f.amount).toHaveText('Thành tiền: 1.237.500 đ');

    await f.create.click();
    await expectAlert(page, 'Thêm hàng hóa thành công');
    // The chips went with the name: the form is ready for other goods.
    await expect(f.name).toHaveValue('');
    await expect(suggestionChips(page)).toHaveCount(0);
    const copy = (await customerProductsApi(staff.token, customer.id)).find(
      (row) => row.id !== rice.id && row.name === 'Gạo ST25 Sóc Trăng',
    );
    expect(copy).toMatchObject({
      product_parent_id: rice.id,
      price: 15000,
      quantity: 4,
      total_weight: 82.5,
      specification_id: { id: spec.id },
      product_type: 'Hàng khô',
      amount: 1237500,
    });
  });

  test('removing a chip asks first; Hủy keeps it, Xóa stops offering it', async ({ page }) => {
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    const spec = await createSpecificationApi(staff.token);
    const omo = await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Bột giặt Omo',
      specification_id: spec.id,
    });
    await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Bột giặt Aba',
      specification_id: spec.id,
    });
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    await pickCustomer(page, customer);
    await f.name.fill('bot giat');
    await expect(suggestionChips(page)).toHaveCount(2);

    const remove = page.getByRole('button', { name: 'Bỏ "Bột giặt Omo" khỏi gợi ý' });
    await remove.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Xác nhận xóa');
    await expect(dialog).toContainText('Xóa sản phẩm "Bột giặt Omo" khỏi danh sách gợi ý?');
    await closeDialogWith(dialog, 'Hủy');
    await expect(suggestionChip(page, 'Bột giặt Omo')).toBeVisible();

    await remove.click();
    await closeDialogWith(page.getByRole('dialog'), 'Xóa');
    await expect(page.getByText('Đã xóa khỏi gợi ý')).toBeVisible();
    await expect(suggestionChip(page, 'Bột giặt Omo')).toHaveCount(0);
    await expect(suggestionChip(page, 'Bột giặt Aba')).toBeVisible();

    // Not offered again, by this form or the API; the goods themselves stay.
    await f.name.fill('');
    await f.name.fill('bot giat');
    await expect(suggestionChip(page, 'Bột giặt Aba')).toBeVisible();
    await expect(suggestionChip(page, 'Bột giặt Omo')).toHaveCount(0);
    const offered = await apiEndpoint(staff.token, productsApi.search, {
      query: { query: 'bột giặt', customer_id: customer.id },
    });
    expect(offered.map((s) => s.id)).not.toContain(omo.id);
    expect((await getProductApi(staff.token, omo.id)).name).toBe('Bột giặt Omo');
  });

  test('no match says so; a blank name or no customer asks nothing', async ({ page }) => {
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    const other = await createFormCustomer(staff.token, 'Khách Khác ');
    const spec = await createSpecificationApi(staff.token);
    await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Sơn Dulux',
      specification_id: spec.id,
    });
    await page.clock.install();
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    const searches = recordSearches(page);

    // No customer yet: the name alone searches nothing.
    await pauseClock(page);
    await f.name.fill('son');
    await page.clock.runFor(1000);
    await page.clock.resume();
    await pickCustomer(page, customer);
    // Picking the customer cleared the name.
    await expect(f.name).toHaveValue('');

    await pauseClock(page);
    await f.name.fill('    ');
    await page.clock.runFor(1000);
    expect(searches).toEqual([]);
    await expect(page.getByText('Không có tên sản phẩm tương tự')).toHaveCount(0);

    await f.name.fill('xi mang');
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(page.getByText('Không có tên sản phẩm tương tự')).toBeVisible();

    await f.name.fill('son dulux');
    await expect(suggestionChip(page, 'Sơn Dulux')).toBeVisible();
    // Another customer's goods are not this one's: the name and its chips go.
    await pickCustomer(page, other);
    await expect(f.name).toHaveValue('');
    await expect(suggestionChips(page)).toHaveCount(0);
    expect(searches.map((q) => q.get('query'))).toEqual(['xi mang', 'son dulux']);
  });
});
