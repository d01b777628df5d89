import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique } from '../support/api';
import { createGoodsApi, createGoodsCustomer } from '../support/products';
import { openSignedIn } from '../support/session';
import { confirmDelete } from '../support/lists';
import { createSpecificationApi } from '../support/product-form';

test('a specification used by goods is kept on delete and the screen says why', async ({
  page,
}) => {
  const staff = await createAccount('staff');
  const name = `Thùng xốp ${unique('')}`;
  const created = await createSpecificationApi(staff.token, name);
  const customer = await createGoodsCustomer(staff.token, 'Chủ hàng thùng xốp');
  await createGoodsApi(staff.token, {
    customer_id: customer.id,
    name: 'Cá đông lạnh',
    price_type: 'weight',
    specification_id: created.id,
  });

  await openSignedIn(page, staff, `/specifications?name=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Xóa' }).click();
  await confirmDelete(page);
  await expect(page.locator('.toast-error')).toHaveText(
    'Không thể xóa quy cách đang được dùng cho hàng hóa',
  );
  await expect(row).toBeVisible();
  const stored = await apiEndpoint(staff.token, specificationsApi.get, {
    params: { id: created.id },
  });
  expect(stored.name).toBe(name);
});
