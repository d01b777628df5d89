import { expect, test } from '../support/test';
import { apiCall, createAccount } from '../support/api';
import { openSignedIn } from '../support/session';
import { createCarApi, seedLoadedVehicle } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';

test('chosen goods move to another vehicle (Chuyển xe) and leave this one', async ({ page }) => {
  const staff = await createAccount('staff');
  const seeded = await seedLoadedVehicle(staff.token, [
    [
      { name: 'Tủ đông', total_weight: 60, price: 2000 },
      { name: 'Bếp ga', total_weight: 8, price: 2000 },
    ],
  ]);
  const { car, day, customers } = seeded;
  const [freezer] = seeded.goods[0]!;
  const other = await createCarApi(staff.token, 5000);
  await openSignedIn(
    page,
    staff,
    `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}&customer_id=${customers[0]!.id}`,
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Chuyển xe/ })).toHaveCount(0);

  await page.getByRole('checkbox', { name: `Chọn ${freezer!.name}` }).check();
  await page.getByRole('button', { name: 'Chuyển xe (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chuyển 1 hàng hóa sang xe khác' });
  await expect(dialog.getByLabel('Ngày đi')).toHaveValue(day.shown.replaceAll('-', '/'));
  await dialog.getByLabel('Xe nhận hàng').click();
  await dialog.getByLabel('Xe nhận hàng').fill(other.number_car);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(`${other.number_car} — 5,0 tấn`, { exact: true })
    .click();
  await closeDialogWith(dialog, 'Xác nhận');
  await expect(page.getByText('Chuyển hàng thành công')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards).not.toContainText(freezer!.name);

  const moved = await apiCall<{ total: number; rows: { product: { id: number } }[] }>(
    staff.token,
    'GET',
    `/api/transport/products?car_id=${other.id}&date_from=${day.iso}&date_to=${day.iso}`,
  );
  expect(moved.rows.map((row) => row.product.id)).toEqual([freezer!.id]);
});

test("a customer's goods move to another vehicle from the details by vehicle", async ({ page }) => {
  const staff = await createAccount('staff');
  const seeded = await seedLoadedVehicle(staff.token, [
    [
      { name: 'Máy lạnh', total_weight: 40, price: 2000 },
      { name: 'Máy sấy', total_weight: 9, price: 2000 },
    ],
    [{ name: 'Tủ sách', total_weight: 30, price: 2000 }],
  ]);
  const { car, day, customers } = seeded;
  const other = await createCarApi(staff.token, 5000);
  await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
  const items = page.getByRole('article');
  await expect(items).toHaveCount(2);

  await items
    .filter({ hasText: customers[0]!.full_name })
    .getByRole('button', { name: 'Chuyển xe' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Chuyển 2 hàng hóa sang xe khác' });
  await expect(dialog.getByLabel('Ngày đi')).toHaveValue(day.shown.replaceAll('-', '/'));
  await dialog.getByLabel('Xe nhận hàng').click();
  await dialog.getByLabel('Xe nhận hàng').fill(other.number_car);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(`${other.number_car} — 5,0 tấn`, { exact: true })
    .click();
  await closeDialogWith(dialog, 'Xác nhận');
  await expect(page.getByText('Chuyển hàng thành công')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(customers[1]!.full_name);

  const moved = await apiCall<{ rows: { product: { id: number } }[] }>(
    staff.token,
    'GET',
    `/api/transport/products?car_id=${other.id}&date_from=${day.iso}&date_to=${day.iso}`,
  );
  expect(moved.rows.map((row) => row.product.id).sort((a, b) => a - b)).toEqual(
    seeded.goods[0]!.map((g) => g.id).sort((a, b) => a - b),
  );
});
