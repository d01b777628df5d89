import { expect, test } from '../support/test';
import { apiCall, createAccount, unique, type SignedIn } from '../support/api';
import { confirmDelete } from '../support/lists';
import {
  createCarApi,
  createGoodsApi,
  createGoodsCustomer,
  createManyGoodsApi,
  goodsRow,
  goodsRows,
  loadGoodsApi,
  openGoodsList,
  openColumnFilter,
} from '../support/products';
import { closeDialogWith } from '../support/dialogs';

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

// The goods list's actions: marking paid, deleting, the only-unloaded box, and on a phone.
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
    const stored = await apiCall<{ is_paid: boolean }>(
      staff.token,
      'GET',
      `/api/products/${goods.id}`,
    );
    expect(stored.is_paid).toBe(true);
  });

  test('deletes goods after Xác nhận xóa and goes back to page 1', async ({ page }) => {
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
    await goodsRow(page, gone.name).getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(dialog).toContainText(gone.code);
    await closeDialogWith(dialog, 'THOÁT');
    await expect(goodsRows(page)).toHaveCount(2);

    await goodsRow(page, gone.name).getByRole('button', { name: 'Xóa' }).click();
    await confirmDelete(page);
    await expect(page.locator('.toast-success')).toHaveText('Xóa hàng hóa thành công');
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRows(page)).toContainText(keep.name);
  });
  test('a delete on page 2 goes back to page 1', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Hồ Văn Trang');
    const tag = unique('');
    // 17 lines, 15 a page, newest first: the two oldest are on page 2.
    const goods = await createManyGoodsApi(
      staff.token,
      17,
      (n) => ({ customer_id: customer.id, name: `Thùng ${tag} ${String(n).padStart(2, '0')}` }),
      17,
    );
    const oldest = [...goods].sort((a, b) => a.id - b.id)[0]!;

    await openGoodsList(page, staff, `/products?name=${tag}&limit=15&paged=2`);
    await expect(goodsRows(page)).toHaveCount(2);
    await goodsRow(page, oldest.name).getByRole('button', { name: 'Xóa' }).click();
    await closeDialogWith(page.getByRole('dialog', { name: 'Xác nhận xóa' }), 'ĐỒNG Ý');
    await expect(page.locator('.toast-success')).toHaveText('Xóa hàng hóa thành công');
    await expect(page).not.toHaveURL(/paged=/);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
    await expect(goodsRows(page)).toHaveCount(15);
    await expect(page.getByText('Tổng số 16 mặt hàng')).toBeVisible();
  });

  test('only unloaded goods: status=false in the URL and the loaded line gone', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Lâm Văn Chờ');
    const waiting = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Chờ xe ${customer.id}`,
    });
    const loaded = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Đã đi ${customer.id}`,
    });
    const car = await createCarApi(staff.token, 5000);
    await loadGoodsApi(staff.token, car.id, [loaded.id]);

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await expect(goodsRows(page)).toHaveCount(2);
    // Controlled by the URL: it shows checked once the navigation has happened, not on the click.
    const onlyUnloaded = page.getByRole('checkbox', { name: 'Chỉ hàng chưa lên xe' });
    await onlyUnloaded.click();
    await expect(page).toHaveURL(/[?&]status=false(&|$)/);
    await expect(onlyUnloaded).toBeChecked();
    await expect(goodsRow(page, loaded.name)).toHaveCount(0);
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRow(page, waiting.name)).toContainText('Chưa lên xe');
  });

  test('goods on a vehicle cannot be deleted: the server says where they are', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Mai Văn Chặn');
    const goods = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Máy giặt ${customer.id}`,
    });
    const car = await createCarApi(staff.token, 5000);
    await loadGoodsApi(staff.token, car.id, [goods.id]);

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await goodsRow(page, goods.name).getByRole('button', { name: 'Xóa' }).click();
    await closeDialogWith(page.getByRole('dialog', { name: 'Xác nhận xóa' }), 'ĐỒNG Ý');
    await expect(page.locator('.toast-error')).toContainText(
      `Hàng hóa đang ở trên xe ${car.number_car}`,
    );
    await expect(goodsRows(page)).toHaveCount(1);
  });
});

test.describe('goods list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the table scrolls sideways and a header filter stays on the screen', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Đỗ Văn Điện Thoại');
    await createGoodsApi(staff.token, { customer_id: customer.id, name: `Loa ${customer.id}` });
    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await expect(goodsRows(page)).toHaveCount(1);
    // The page itself never scrolls sideways; the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const popup = await openColumnFilter(page, 'Ghi chú');
    const box = await popup.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await popup.getByRole('textbox', { name: 'Ghi chú' }).fill('không có');
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/product_type=/);
    await expect(page.getByText('Không có mặt hàng nào')).toBeVisible();
  });
});
