import { productsApi } from '@depot/shared/products/products.contract';
import { expect, test } from '../support/test';
import { openDialogWith } from '../support/dialogs';
import { apiEndpoint, createAccount, type SignedIn } from '../support/api';
import { confirmDelete } from '../support/lists';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  goodsRows,
  openGoodsList,
} from '../support/products';

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

// The goods list's actions against the real server: marking paid, deleting, and on a phone.
// THOÁT, the delete from page 2 back to page 1, the server's refusal of loaded goods and the
// only-unloaded box are component tests (features/products/list/products-list-filters.test.tsx),
// the refusal's rule an API test (products-delete.test.ts).
test.describe('goods list: actions', () => {
  test('marks goods paid from the list once the server confirms', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Phạm Văn Trả');
    const goods = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Tủ lạnh ${customer.id}`,
    });

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    const paid = goodsRow(page, goods.name).getByRole('switch', {
      name: `Đã thanh toán: ${goods.name}`,
    });
    await expect(paid).not.toBeChecked();
    // Hold the server's reply: until it comes, the row still shows what the server held.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const patchSent = new Promise<void>((resolve) => (reached = resolve));
    await page.route(`**/api/products/${goods.id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      reached();
      await held;
      await route.continue();
    });
    await paid.click();
    await patchSent;
    await expect(paid).not.toBeChecked();
    await expect(page.locator('.toast-success')).toHaveCount(0);
    release();
    await expect(page.locator('.toast-success')).toHaveText('Đã cập nhật trạng thái thanh toán');
    await expect(paid).toBeChecked();
    const stored = await apiEndpoint(staff.token, productsApi.get, { params: { id: goods.id } });
    expect(stored.is_paid).toBe(true);
  });

  test('deletes goods after Xác nhận xóa', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Võ Văn Xóa');
    const keep = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Bàn gỗ ${customer.id}`,
    });
    const gone = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Ghế nhựa ${customer.id}`,
    });

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await expect(goodsRows(page)).toHaveCount(2);
    // Another journey's goods refresh this list (live changes): a click on a row being drawn
    // again was lost once, so the press is made again until the confirmation shows.
    const confirm = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await openDialogWith(goodsRow(page, gone.name).getByRole('button', { name: 'Xóa' }), confirm);
    await expect(confirm).toContainText(gone.code);
    await confirmDelete(page);
    await expect(page.locator('.toast-success')).toHaveText('Xóa hàng hóa thành công');
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRows(page)).toContainText(keep.name);
  });
});

test.describe('goods list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // docs/decisions/0002-scan-request-ids.md: a phone shows cards, not the table; the filters sit in a drawer the screen's width.
  test('the goods are cards and the filters open in a drawer on the screen', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Đỗ Văn Điện Thoại');
    await createGoodsApi(staff.token, { customer_id: customer.id, name: `Loa ${customer.id}` });
    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await expect(
      page.getByRole('article', { name: new RegExp(`Loa ${customer.id}`) }),
    ).toBeVisible();
    // The page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: /^Lọc/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await expect(drawer).toBeVisible();
    await drawer
      .getByRole('radiogroup', { name: 'Đã thanh toán' })
      .getByText('Đã thanh toán', { exact: true })
      .click();
    await expect(page).toHaveURL(/is_paid=true/);
    await expect(page.getByText('Không có mặt hàng nào')).toBeVisible();
  });
});
