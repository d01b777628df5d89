import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { pick } from '../support/customers';
import {
  createFormCustomer,
  customerProductsApi,
  expectAlert,
  pickCustomer,
  productForm,
} from '../support/product-form';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, uniquePastDay } from '../support/statements';
import { productsApi } from '@depot/shared/products/products.contract';

// docs/payments.md, "Sender and thu hộ", "Collecting thu hộ", "Owed to senders": a parcel taken in
// with its sender and the money to collect for them, its label saying what the receiver pays in
// all, and Đối soát thu hộ following the money from not collected to collected.
test('intake with a sender and thu hộ: the label, then Đối soát thu hộ before and after Đã thu', async ({
  page,
}) => {
  const staff = await createAccount('staff');
  const receiver = await createFormCustomer(staff.token, 'Tiệm Nhận ');
  const sender = await createFormCustomer(staff.token, 'Công Ty Gửi ');
  await openSignedIn(page, staff, '/products/create');
  const f = productForm(page);
  await pickCustomer(page, receiver);
  await f.name.fill('Thùng sơn');
  await f.byPackage.check();
  await expect(f.price('Đơn giá / kiện')).toBeVisible();
  await f.quantity.fill('2');
  await f.weight.fill('40');
  await f.price('Đơn giá / kiện').fill('75000');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Người gửi' }),
    sender.full_name,
    `${sender.full_name} — ${sender.phone}`,
  );
  await page.getByRole('textbox', { name: 'Thu hộ' }).fill('2000000');
  await f.create.click();
  await expectAlert(page, 'Thêm hàng hóa thành công');
  const [line] = await customerProductsApi(staff.token, receiver.id);
  expect(line).toMatchObject({
    sender: { id: sender.id },
    cod_amount: 2_000_000,
    cod_due: 2_000_000,
  });

  // The label says what the receiver pays: the freight and the thu hộ.
  await page.goto(`/products/label/${line!.id}`);
  await expect(page.getByRole('article')).toContainText(
    'Thu người nhận: cước 150.000 + thu hộ 2.000.000 = 2.150.000 đ',
  );

  // On the vehicle's statement, under the receiver's goods, the same words.
  const [car, day] = [await createCarApi(staff.token), uniquePastDay()];
  await loadApi(staff.token, car.id, day.iso, [line!.id]);
  await page.goto(`/bang-ke/in?id=${car.id}&date=${day.iso}`);
  await expect(
    page
      .getByRole('region', { name: receiver.full_name })
      .getByRole('note', { name: 'Thu người nhận' }),
  ).toHaveText('Thu người nhận: cước 150.000 + thu hộ 2.000.000 = 2.150.000 đ');

  // Owed to the sender: nothing collected yet.
  await page.goto(`/doi-soat-thu-ho?q=${encodeURIComponent(sender.phone)}`);
  const table = page.getByRole('table', { name: 'Đối soát thu hộ' });
  const row = table.getByRole('row', { name: new RegExp(sender.full_name) });
  await expect(row).toContainText('2.000.000 đ');
  await expect(page.getByRole('region', { name: 'Chưa thu của người nhận' })).toContainText(
    '2.000.000 đ',
  );

  // Đã thu on the line takes the freight and the thu hộ: the sender is owed it now.
  const paid = await apiEndpoint(staff.token, productsApi.patch, {
    params: { id: line!.id },
    body: { is_paid: true },
  });
  expect(paid).toMatchObject({ due: 0, cod_due: 0 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Đã thu, chưa trả người gửi' })).toContainText(
    '2.000.000 đ',
  );
  await row.getByRole('button').first().click();
  const lines = page.getByRole('table', { name: `Hàng thu hộ của ${sender.full_name}` });
  await expect(lines.getByRole('row', { name: /Thùng sơn/ })).toContainText('Đã thu, chưa trả');
});
