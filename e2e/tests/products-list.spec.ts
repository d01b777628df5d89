import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  goodsRows,
  openGoodsList,
  openColumnFilter,
} from '../support/products';

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

// Number filters and their operators, Tìm kiếm nâng cao, address groups, the weight totals, the
// URL read back on reload and Xóa tìm kiếm are component tests
// (apps/web/src/features/products/list/products-list-filters.test.tsx and its neighbours); the
// server's filters are API tests (products-filters.test.ts). Here: the list on the real server.
test.describe('goods list', () => {
  test('a text column filter: customer name without accents, kept in the URL', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Chành Đức Thắng');
    const tag = customer.full_name.split(' ').pop()!;
    await createGoodsApi(staff.token, { customer_id: customer.id, name: `Gạo thơm ${tag}` });
    await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Cà phê ${tag}`,
      price: 80000,
    });

    await openGoodsList(page, staff, '/products');
    await expect(page.getByRole('heading', { name: 'Quản lý sản phẩm' })).toBeVisible();
    const popup = await openColumnFilter(page, 'Khách hàng');
    await popup.getByRole('textbox', { name: 'Khách hàng' }).fill(`chanh duc thang ${tag}`);
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/customer=chanh/);
    await expect(goodsRows(page)).toHaveCount(2);
    const row = goodsRow(page, `Cà phê ${tag}`);
    await expect(row).toContainText('80.000 đ');
    await expect(row).toContainText('2 Kiện');
    await expect(row).toContainText('10 kg');
    await expect(row).toContainText('160.000 đ');
    await expect(row).toContainText('P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh');
    await expect(row).toContainText('Chưa lên xe');
  });
});
