import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, seedLoadedVehicle, statementGoods } from '../support/statements';
import { pick } from '../support/customers';
import { closeDialogWith, expectOpened, openDialogWith } from '../support/dialogs';
import { createGoodsApi } from '../support/products';
import { createSpecificationApi } from '../support/product-form';

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
  await pick(
    page,
    dialog.getByLabel('Xe nhận hàng'),
    other.number_car,
    `${other.number_car} — 5,0 tấn`,
  );
  await closeDialogWith(dialog, 'Xác nhận');
  await expect(page.getByText('Chuyển hàng thành công')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards).not.toContainText(freezer!.name);

  const moved = await apiEndpoint(staff.token, transportLinesApi.list, {
    query: { car_id: other.id, date_from: day.iso, date_to: day.iso },
  });
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
  await pick(
    page,
    dialog.getByLabel('Xe nhận hàng'),
    other.number_car,
    `${other.number_car} — 5,0 tấn`,
  );
  await closeDialogWith(dialog, 'Xác nhận');
  await expect(page.getByText('Chuyển hàng thành công')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(customers[1]!.full_name);

  const moved = await apiEndpoint(staff.token, transportLinesApi.list, {
    query: { car_id: other.id, date_from: day.iso, date_to: day.iso },
  });
  expect(moved.rows.map((row) => row.product.id).sort((a, b) => a - b)).toEqual(
    seeded.goods[0]!.map((g) => g.id).sort((a, b) => a - b),
  );
});

test('a move past the capacity asks first, and goes once the clerk confirms', async ({ page }) => {
  const staff = await createAccount('staff');
  const seeded = await seedLoadedVehicle(staff.token, [
    [
      { name: 'Máy giặt', total_weight: 400, price: 2000 },
      { name: 'Quạt điện', total_weight: 8, price: 2000 },
    ],
  ]);
  const { car, day, customers } = seeded;
  const [washer] = seeded.goods[0]!;
  // The target: 1 000 kg, already carrying 700 kg that day.
  const small = await createCarApi(staff.token, 1000);
  const spec = await createSpecificationApi(staff.token);
  const steel = await createGoodsApi(
    staff.token,
    statementGoods(customers[0]!.id, spec.id, {
      name: `Sắt thép ${small.id}`,
      total_weight: 700,
      price: 2000,
    }),
  );
  await loadApi(staff.token, small.id, day.iso, [steel.id]);
  await openSignedIn(
    page,
    staff,
    `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}&customer_id=${customers[0]!.id}`,
  );
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);

  await page.getByRole('checkbox', { name: `Chọn ${washer!.name}` }).check();
  await page.getByRole('button', { name: 'Chuyển xe (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chuyển 1 hàng hóa sang xe khác' });
  await expectOpened(dialog);
  const carTitle = `${small.number_car} — 1,0 tấn`;
  await pick(page, dialog.getByLabel('Xe nhận hàng'), small.number_car, carTitle);
  const overload = page.getByRole('dialog', { name: 'Xe quá tải' });
  const message =
    `Xe ${small.number_car} ngày ${day.shown} quá tải: đang chở 700 kg, ` +
    'thêm 400 kg thành 1.100 kg, vượt tải trọng 1.000 kg';

  // Cancelled: nothing moves, the move dialog stays as it was.
  const confirm = dialog.getByRole('button', { name: 'Xác nhận' });
  await openDialogWith(confirm, overload);
  await expect(overload).toContainText(message);
  await expect(overload).toContainText('Vượt tải 100 kg');
  await closeDialogWith(overload, 'Hủy');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTitle(carTitle, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(2);

  // Confirmed: the same move goes through.
  await openDialogWith(confirm, overload);
  await expect(overload).toContainText(message);
  await closeDialogWith(overload, 'VẪN CHUYỂN');
  await expect(page.getByText('Chuyển hàng thành công')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(1);
  await expect(cards).not.toContainText(washer!.name);

  const onSmall = await apiEndpoint(staff.token, transportLinesApi.list, {
    query: { car_id: small.id, date_from: day.iso, date_to: day.iso },
  });
  expect(onSmall.rows.map((row) => row.product.id).sort((a, b) => a - b)).toEqual(
    [steel.id, washer!.id].sort((a, b) => a - b),
  );
});
