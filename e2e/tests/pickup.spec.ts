import type { Page } from '@playwright/test';
import { productsApi } from '@depot/shared/products/products.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { todayInDepot } from '../support/env';
import { openSignedIn } from '../support/session';
import { pickPickupCar } from '../support/products';
import {
  createGoodsApi,
  createGoodsCustomer,
  createManyGoodsApi,
  goodsRow,
  goodsRows,
  openGoodsList,
  todayIso,
} from '../support/products';
import { closeDialogWith } from '../support/dialogs';
import { createCarApi, loadApi } from '../support/statements';

/** Ticks a goods row's selection box. */
async function select(page: Page, name: string) {
  await goodsRow(page, name).getByRole('checkbox').check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Lên Hàng' }).click();

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

test.describe('pickup form Lên Hàng', () => {
  test('goods picked on two pages go onto a vehicle; they show as loaded and the selection clears', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Đặng Văn Chở');
    const tag = unique('');
    const goods = await createManyGoodsApi(
      staff.token,
      16,
      (n) => ({ customer_id: customer.id, name: `Kiện ${tag} ${String(n).padStart(2, '0')}` }),
      16,
    );
    // Newest first, 15 a page: the oldest line is alone on page 2.
    const [oldest, ...rest] = [...goods].sort((a, b) => a.id - b.id);
    const newest = rest.at(-1)!;
    const car = await createCarApi(staff.token, 5000, 'Hồ Văn Lái');

    await openGoodsList(page, staff, `/products?name=${tag}&limit=15`);
    await expect(goodsRows(page)).toHaveCount(15);
    await select(page, newest.name);
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(goodsRows(page)).toHaveCount(1);
    await select(page, oldest!.name);
    await expect(page.getByText('Đã chọn 2 mặt hàng')).toBeVisible();
    await expect(page.getByLabel('Tổng trọng lượng hàng đã chọn')).toHaveText('20 kg');

    await pickPickupCar(page, car);
    await expect(page.getByRole('textbox', { name: 'Ngày đi' })).toHaveValue(todayInDepot());
    await expect(page.getByText('4.980 kg')).toBeVisible();
    await submit(page);
    await expect(page.locator('.toast-success')).toHaveText(
      `Đã đưa 2 mặt hàng lên xe ${car.number_car}`,
    );
    await expect(page.getByText('Đã chọn 0 mặt hàng')).toBeVisible();
    await expect(goodsRow(page, oldest!.name)).toContainText(
      `Đã lên xe${car.number_car} · ${todayInDepot()}`,
    );
    // The line picked on page 1 went too, and only the two picked ones.
    const stored = await apiEndpoint(staff.token, productsApi.list, {
      query: { name: tag, status: true, limit: 100 },
    });
    expect(stored.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([oldest!.id, newest.id]);
  });

  test('nothing selected: the message, and the vehicle is asked for', async ({ page }) => {
    await openSignedIn(page, staff, '/products');
    // Wait for the first screen's code (slow on a loaded machine), not for any goods.
    await expect(page.getByRole('button', { name: 'Lên Hàng' })).toBeEnabled({ timeout: 20_000 });
    await submit(page);
    await expect(page.locator('.toast-error')).toHaveText('Chọn mặt hàng cần đưa lên xe!');
    await expect(page.getByText('Vui lòng chọn xe')).toBeVisible();
  });

  test('the departure date cleared: the field asks for it and nothing is loaded', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Đinh Văn Ngày');
    const goods = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Tủ kính ${customer.id}`,
    });
    const car = await createCarApi(staff.token, 5000);
    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await select(page, goods.name);
    await pickPickupCar(page, car);
    const date = page.getByRole('textbox', { name: 'Ngày đi' });
    await expect(date).toHaveValue(todayInDepot());
    await date.hover();
    await page.locator('.ant-picker-clear').click();
    await expect(date).toHaveValue('');
    await submit(page);
    await expect(page.getByText('Vui lòng chọn ngày đi')).toBeVisible();
    await expect(page.getByText('Vui lòng chọn xe')).toHaveCount(0);
    await expect(goodsRow(page, goods.name)).toContainText('Chưa lên xe');
    const stored = await apiEndpoint(staff.token, productsApi.get, { params: { id: goods.id } });
    expect(stored.status).toBe(false);
  });

  test('goods loaded meanwhile by someone else: the server names them and nothing is loaded', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Bùi Văn Trùng');
    const first = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Máy bơm ${customer.id}`,
    });
    const second = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Ống nước ${customer.id}`,
    });
    const mine = await createCarApi(staff.token, 5000);
    const other = await createCarApi(staff.token, 5000);

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await select(page, first.name);
    await select(page, second.name);
    await pickPickupCar(page, mine);
    await loadApi(staff.token, other.id, todayIso(), [first.id]);
    await submit(page);
    await expect(page.locator('.toast-error')).toContainText(
      `Hàng đã ở trên xe: ${first.code} ${first.name}`,
    );
    await expect(goodsRow(page, first.name)).toContainText(`Đã lên xe${other.number_car}`);
    await expect(goodsRow(page, second.name)).toContainText('Chưa lên xe');
    const stored = await apiEndpoint(staff.token, productsApi.get, { params: { id: second.id } });
    expect(stored.status).toBe(false);
  });

  test('past the capacity: the figures, and a confirmation loads them anyway', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Trương Văn Nặng');
    const onBoard = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Sắt thép ${customer.id}`,
      total_weight: 80,
    });
    const heavy = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Xi măng ${customer.id}`,
      total_weight: 30,
    });
    const car = await createCarApi(staff.token, 100);
    await loadApi(staff.token, car.id, todayIso(), [onBoard.id]);

    await openGoodsList(
      page,
      staff,
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
    );
    await select(page, heavy.name);
    await pickPickupCar(page, car);
    await expect(page.getByText('Vượt tải 10 kg')).toBeVisible();
    await submit(page);
    const dialog = page.getByRole('dialog', { name: 'Xe quá tải' });
    await expect(dialog).toContainText('quá tải');
    await expect(dialog).toContainText('80 kg');
    await expect(dialog).toContainText('30 kg');
    await closeDialogWith(dialog, 'VẪN LÊN HÀNG');
    await expect(page.locator('.toast-success')).toHaveText(
      `Đã đưa 1 mặt hàng lên xe ${car.number_car}`,
    );
    await expect(goodsRow(page, heavy.name)).toContainText(`Đã lên xe${car.number_car}`);
    await expect(dialog).toBeHidden();
  });
});
