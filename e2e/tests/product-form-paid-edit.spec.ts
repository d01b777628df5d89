import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { closeDialogWith, openDialogWith } from '../support/dialogs';
import {
  createFormCustomer,
  createProductApi,
  createSpecificationApi,
  expectAlert,
  getProductApi,
  productForm,
} from '../support/product-form';
import { openSignedIn } from '../support/session';

// docs/decisions/0001-payments-are-records.md: a paid line's new price is saved only once the clerk confirms it with a reason; the
// money collected stays, so the dearer line now owes the difference.
test('editing a paid line asks for a reason, keeps the money and shows the new amount', async ({
  page,
}) => {
  const staff = await createAccount('staff', 'Lê Thị Thu Ngân');
  const customer = await createFormCustomer(staff.token);
  const spec = await createSpecificationApi(staff.token);
  const product = await createProductApi(staff.token, {
    customer_id: customer.id,
    name: 'Sơn Dulux',
    specification_id: spec.id,
    price: 15000,
    quantity: 2,
    total_weight: 12.5,
    is_paid: true,
  });
  await openSignedIn(page, staff, `/products/update/${product.id}`);
  const f = productForm(page);
  await expect(f.name).toHaveValue('Sơn Dulux');
  await expect(f.amount).toHaveText('Thành tiền: 187.500 đ');

  await f.price('Đơn giá / kg').fill('18000');
  await expect(f.amount).toHaveText('Thành tiền: 225.000 đ');
  const dialog = page.getByRole('dialog', { name: 'Sửa hàng đã thu tiền' });
  await openDialogWith(f.update, dialog);
  await expect(dialog).toContainText(
    'Đã thu 187.500 đ; thành tiền đổi từ 187.500 đ thành 225.000 đ. Tiền đã thu giữ nguyên: phần chênh lệch sẽ thành nợ hoặc tiền thừa của khách.',
  );
  // Nothing is saved while the clerk has not confirmed.
  expect(await getProductApi(staff.token, product.id)).toMatchObject({ price: 15000 });

  await dialog.getByRole('textbox', { name: 'Lý do sửa' }).fill('Cân lại, khách báo sai giá');
  await closeDialogWith(dialog, 'Lưu thay đổi');
  await expectAlert(page, 'Cập nhật hàng hóa thành công');
  await expect(f.amount).toHaveText('Thành tiền: 225.000 đ');
  const change = page.getByRole('listitem').filter({ hasText: 'Cập nhật' });
  await expect(change).toContainText('Đơn giá: 15.000 đ → 18.000 đ');
  await expect(change).toContainText('Lý do sửa: Cân lại, khách báo sai giá');

  // 187 500 đ collected of 225 000 đ: the line is no longer fully paid.
  expect(await getProductApi(staff.token, product.id)).toMatchObject({
    price: 18000,
    amount: 225000,
    is_paid: false,
  });
});
