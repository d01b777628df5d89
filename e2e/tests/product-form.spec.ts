import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { todayInDepot } from '../support/env';
import {
  createFormCustomer,
  createProductApi,
  createSpecificationApi,
  customerProductsApi,
  expectAlert,
  fieldOf,
  getProductApi,
  pickCustomer,
  pickSpecification,
  productForm,
  selectedValue,
  shownCode,
  typeDate,
} from '../support/product-form';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi } from '../support/statements';

test.describe('product form', () => {
  test('creates goods by weight, by package and as a total; the amount follows as typed', async ({
    page,
  }) => {
    test.slow();
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    const spec = await createSpecificationApi(staff.token);
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    await expect(page.getByRole('heading', { name: 'Thêm mới hàng hóa' })).toBeVisible();
    // Priced by weight unless said otherwise, received today.
    await expect(f.byWeight).toBeChecked();
    await expect(f.date).toHaveValue(todayInDepot());
    await expect(f.price('Đơn giá / kg')).toBeVisible();
    await expect(f.amount).toHaveText('Thành tiền: 0 đ');

    await pickCustomer(page, customer);
    await f.name.fill('Gạo ST25');
    await pickSpecification(page, spec.name);
    // Quantities of a weighed line are counted in its specification.
    await expect(fieldOf(page, f.quantity)).toContainText(spec.name);
    await f.quantity.fill('3');
    await expect(f.quantity).toHaveValue('3');
    await f.weight.fill('4,1');
    await f.price('Đơn giá / kg').fill('15');
    // 15 × 4,1 = 61,5 → 62 đ: the shared rule rounds the exact half up, as the database does.
    await expect(f.amount).toHaveText('Thành tiền: 62 đ');
    await f.weight.fill('12,5');
    await f.price('Đơn giá / kg').fill('15.000');
    await expect(f.amount).toHaveText('Thành tiền: 187.500 đ');
    await f.note.fill('Hàng khô');
    await f.create.click();

    await expectAlert(page, 'Thêm hàng hóa thành công');
    const [byWeight] = await customerProductsApi(staff.token, customer.id);
    expect(byWeight).toMatchObject({
      name: 'Gạo ST25',
      price_type: 'weight',
      quantity: 3,
      total_weight: 12.5,
      price: 15000,
      specification_id: { id: spec.id, name: spec.name },
      product_type: 'Hàng khô',
      is_paid: false,
      amount: 187500,
      product_parent_id: null,
    });
    await expectAlert(page, `Mã: ${byWeight!.code}`);
    // Cleared for the next goods, the date back to today.
    await expect(f.name).toHaveValue('');
    await expect(selectedValue(page, 'Khách hàng')).toHaveCount(0);
    await expect(f.weight).toHaveValue('');
    await expect(f.date).toHaveValue(todayInDepot());
    await expect(f.amount).toHaveText('Thành tiền: 0 đ');

    // The success is about what was saved: the next keystroke hides it.
    await pickCustomer(page, customer);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Thêm hàng hóa thành công' }),
    ).toHaveCount(0);

    // By package: no specification (the unit is Kiện), the price is per package.
    await f.byPackage.check();
    await expect(f.specification).toHaveCount(0);
    await expect(fieldOf(page, f.quantity)).toContainText('Kiện');
    await expect(f.price('Đơn giá / kiện')).toBeVisible();
    await f.name.fill('Máy lạnh');
    await f.quantity.fill('4');
    await f.weight.fill('120');
    await f.price('Đơn giá / kiện').fill('250000');
    await expect(f.amount).toHaveText('Thành tiền: 1.000.000 đ');

    // The total-money box: the price is the whole amount.
    await f.totalMoney.check();
    await expect(f.price('Tổng tiền')).toHaveValue('250.000');
    await expect(f.amount).toHaveText('Thành tiền: 250.000 đ');
    await f.totalMoney.uncheck();
    await expect(f.amount).toHaveText('Thành tiền: 1.000.000 đ');
    await f.paid.check();
    await typeDate(f.date, '21-11-2026');
    await expect(f.date).toHaveValue('21-11-2026');
    await f.create.click();
    await expectAlert(page, 'Thêm hàng hóa thành công');
    const byPackage = (await customerProductsApi(staff.token, customer.id)).find(
      (row) => row.name === 'Máy lạnh',
    );
    expect(byPackage).toMatchObject({
      name: 'Máy lạnh',
      price_type: 'package',
      specification_id: null,
      quantity: 4,
      total_weight: 120,
      price: 250000,
      is_paid: true,
      is_total_money: false,
      datetime: '2026-11-21',
      amount: 1000000,
    });
    expect(byPackage!.code).toMatch(/^2611-\d{4}$/);
  });

  test('edits goods: prefilled, the code kept, the money trail shows the change', async ({
    page,
  }) => {
    const staff = await createAccount('staff', 'Trần Văn Sửa Hàng');
    const customer = await createFormCustomer(staff.token);
    const spec = await createSpecificationApi(staff.token);
    const product = await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Xi măng Hà Tiên',
      specification_id: spec.id,
      price: 15000,
      quantity: 2,
      total_weight: 12.5,
    });
    await openSignedIn(page, staff, `/products/update/${product.id}`);
    const f = productForm(page);
    await expect(page.getByRole('heading', { name: 'Cập nhật hàng hóa' })).toBeVisible();
    await expect(shownCode(page, product.code)).toBeVisible();
    await expect(page.getByText('Chưa lên xe')).toBeVisible();
    await expect(f.name).toHaveValue('Xi măng Hà Tiên');
    await expect(selectedValue(page, 'Khách hàng')).toHaveAttribute(
      'title',
      `${customer.full_name} — ${customer.phone}`,
    );
    await expect(selectedValue(page, 'Quy cách')).toHaveAttribute('title', spec.name);
    await expect(f.weight).toHaveValue('12,5');
    await expect(f.price('Đơn giá / kg')).toHaveValue('15.000');
    await expect(f.date).toHaveValue('20-11-2026');
    await expect(f.amount).toHaveText('Thành tiền: 187.500 đ');
    const trail = page.getByRole('listitem').filter({ hasText: 'Tạo mới' });
    await expect(trail).toContainText('Trần Văn Sửa Hàng');

    await f.price('Đơn giá / kg').fill('18000');
    await typeDate(f.date, '05-12-2026');
    await expect(f.amount).toHaveText('Thành tiền: 225.000 đ');
    await f.update.click();
    await expectAlert(page, 'Cập nhật hàng hóa thành công');

    const change = page.getByRole('listitem').filter({ hasText: 'Cập nhật' });
    await expect(change).toContainText('Đơn giá: 15.000 đ → 18.000 đ');
    await expect(change).toContainText('Ngày nhận hàng: 20-11-2026 → 05-12-2026');
    await expect(change).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    await expect(change).toContainText('Trần Văn Sửa Hàng');
    // A printed label stays true: the code does not follow the new month.
    await expect(shownCode(page, product.code)).toBeVisible();
    const saved = await getProductApi(staff.token, product.id);
    expect(saved).toMatchObject({ code: product.code, price: 18000, datetime: '2026-12-05' });
    expect(saved.amount).toBe(225000);
  });

  test('goods on a vehicle: a progress bar, then where they are; a refused save says why', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    const other = await createFormCustomer(staff.token, 'Khách Khác ');
    const product = await createProductApi(staff.token, {
      customer_id: customer.id,
      name: 'Tivi Sony',
      price_type: 'package',
      quantity: 1,
      total_weight: 20,
      price: 300000,
    });
    const car = await createCarApi(staff.token, 5000);
    await loadApi(staff.token, car.id, '2026-11-24', [product.id]);
    // The line is held back until the progress bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/products/${product.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await openSignedIn(page, staff, `/products/update/${product.id}`);
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(productForm(page).name).toHaveCount(0);
    release();
    await expect(productForm(page).name).toHaveValue('Tivi Sony');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(shownCode(page, product.code)).toBeVisible();
    await expect(page.getByText(`Đã lên xe ${car.number_car} ngày 24-11-2026`)).toBeVisible();
    const load = page.getByRole('listitem').filter({ hasText: 'Lên xe' });
    await expect(load).toContainText(`Xe: ${car.number_car}`);
    await expect(load).toContainText('Ngày đi: 24-11-2026');

    // Loaded goods keep their customer: the server's reason, in the alert and at the field.
    await pickCustomer(page, other);
    await productForm(page).name.fill('Tivi Sony');
    await productForm(page).update.click();
    await expectAlert(page, `Hàng hóa đang ở trên xe ${car.number_car} ngày 24-11-2026`);
    await expect(
      page.getByText('Không thể đổi khách hàng của hàng hóa đang ở trên xe', { exact: true }),
    ).toBeVisible();
    expect((await getProductApi(staff.token, product.id)).customer_id).toBe(customer.id);
  });

  test('goods that cannot be loaded show the server message and the way back, no form', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    for (const [id, message] of [
      ['999999999', 'Không tìm thấy hàng hóa'],
      ['abc', 'Mã không hợp lệ'],
    ] as const) {
      await openSignedIn(page, staff, `/products/update/${id}`);
      await expect(page.getByRole('heading', { name: 'Cập nhật hàng hóa' })).toBeVisible();
      await expectAlert(page, message);
      await expect(productForm(page).name).toHaveCount(0);
      await expect(productForm(page).update).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Về danh sách hàng hóa' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    await expect(f.create).toBeVisible();
    for (const field of [f.customer, f.name, f.quantity, f.weight, f.date]) {
      const box = await field.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
