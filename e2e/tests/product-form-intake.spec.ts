import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { todayInDepot } from '../support/env';
import {
  createFormCustomer,
  customerProductsApi,
  expectAlert,
  pickCustomer,
  productForm,
  selectedValue,
  typeDate,
} from '../support/product-form';
import { openSignedIn } from '../support/session';

// docs/domain.md, intake at the counter: one customer brings several parcels.
test.describe('product form at the counter', () => {
  test('Thêm tiếp cho khách này saves two parcels for one customer; Enter saves; In tem', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    const sameCustomer = page.getByRole('button', { name: 'Thêm tiếp cho khách này' });
    await expect(f.customer).toBeFocused();

    await pickCustomer(page, customer);
    await f.name.fill('Thùng sơn');
    await f.byPackage.check();
    // The fields of package pricing drawn before they are typed in: a value typed while the
    // switch re-renders them was lost on a loaded fresh-clone run.
    await expect(f.price('Đơn giá / kiện')).toBeVisible();
    await f.quantity.fill('2');
    await f.weight.fill('40');
    await f.price('Đơn giá / kiện').fill('30000');
    await typeDate(f.date, '21-11-2026');
    await sameCustomer.click();

    await expectAlert(page, 'Thêm hàng hóa thành công');
    const [first] = await customerProductsApi(staff.token, customer.id);
    expect(first).toMatchObject({ name: 'Thùng sơn', quantity: 2, datetime: '2026-11-21' });
    // Its label, from the message: a print view in a tab of its own.
    const label = page.getByRole('alert').getByRole('link', { name: 'In tem' });
    await expect(label).toHaveAttribute('href', `/products/label/${first!.id}`);
    await expect(label).toHaveAttribute('target', '_blank');

    // The same customer and day, the rest cleared, the cursor in the goods name.
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveValue('');
    await expect(selectedValue(page, 'Khách hàng')).toHaveAttribute(
      'title',
      `${customer.full_name} — ${customer.phone}`,
    );
    await expect(f.date).toHaveValue('21-11-2026');
    await expect(f.byWeight).toBeChecked();
    await expect(f.weight).toHaveValue('');

    // The second parcel typed from the keyboard alone, saved with Enter in the last field.
    await page.keyboard.type('Bao gạo');
    await f.byPackage.check();
    // The fields of package pricing drawn before they are typed in: a value typed while the
    // switch re-renders them was lost on a loaded fresh-clone run.
    await expect(f.price('Đơn giá / kiện')).toBeVisible();
    await f.quantity.fill('1');
    await f.weight.fill('50');
    await f.price('Đơn giá / kiện').fill('60000');
    await f.note.fill('Dễ vỡ');
    await f.note.press('Enter');

    await expect
      .poll(async () => (await customerProductsApi(staff.token, customer.id)).length)
      .toBe(2);
    const second = (await customerProductsApi(staff.token, customer.id)).find(
      (row) => row.name === 'Bao gạo',
    );
    expect(second).toMatchObject({
      customer_id: customer.id,
      datetime: '2026-11-21',
      product_type: 'Dễ vỡ',
      amount: 60000,
    });
    await expectAlert(page, `Mã: ${second!.code}`);
    await expect(page.getByRole('alert').getByRole('link', { name: 'In tem' })).toHaveAttribute(
      'href',
      `/products/label/${second!.id}`,
    );
    // Enter is Thêm mới: an empty form, the cursor back in Khách hàng, the date today.
    await expect(f.customer).toBeFocused();
    await expect(selectedValue(page, 'Khách hàng')).toHaveCount(0);
    await expect(f.date).toHaveValue(todayInDepot());
  });

  test('Tab goes from field to field, past the clear button of the picked customer', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const customer = await createFormCustomer(staff.token);
    await openSignedIn(page, staff, '/products/create');
    const f = productForm(page);
    await pickCustomer(page, customer);
    await f.customer.focus();
    for (const next of [f.name, f.byWeight, f.specification, f.quantity, f.weight]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
  });
});
