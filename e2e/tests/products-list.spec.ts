import { expect, test } from '../support/test';
import { createAccount, unique, type SignedIn } from '../support/api';
import { HA_NOI } from '../support/customers';
import {
  chooseOperator,
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  goodsRows,
  listTotal,
  openGoodsList,
  openColumnFilter,
} from '../support/products';
import { closeDialogWith } from '../support/dialogs';

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

test.describe('goods list', () => {
  test('a text column filter: customer name without accents, kept in the URL and cleared', async ({
    page,
  }) => {
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

    await page.reload();
    await expect(listTotal(page)).toBeVisible({ timeout: 20_000 });
    await expect(goodsRows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Xóa tìm kiếm' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a number column filter with its operator, kept in the URL', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Lý Văn Giá');
    const tag = customer.full_name.split(' ').pop()!;
    for (const [name, price] of [
      ['Nước mắm', 50000],
      ['Cà phê', 80000],
    ] as const)
      await createGoodsApi(staff.token, {
        customer_id: customer.id,
        name: `${name} ${tag}`,
        price,
      });

    await openGoodsList(page, staff, `/products?customer=${tag}`);
    await expect(goodsRows(page)).toHaveCount(2);
    const popup = await openColumnFilter(page, 'Đơn giá');
    await chooseOperator(page, popup.getByRole('combobox', { name: 'Phép so sánh đơn giá' }), '>');
    await popup.getByRole('textbox', { name: 'Đơn giá' }).fill('50000');
    await popup.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(/price=50000&price_op=%3E(&|$)/);
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRows(page)).toContainText(`Cà phê ${tag}`);
    await page.reload();
    await expect(listTotal(page)).toBeVisible({ timeout: 20_000 });
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRows(page)).toContainText(`Cà phê ${tag}`);
  });

  test('advanced search: goods name and a weight below a value', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Nguyễn Thị Hoa');
    const tag = unique('');
    await Promise.all([
      createGoodsApi(staff.token, {
        customer_id: customer.id,
        name: `Thùng sơn ${tag}`,
        total_weight: 12.5,
      }),
      createGoodsApi(staff.token, {
        customer_id: customer.id,
        name: `Thùng sơn ${tag} lớn`,
        total_weight: 40,
      }),
      createGoodsApi(staff.token, {
        customer_id: customer.id,
        name: `Bao xi măng ${tag}`,
        total_weight: 5,
      }),
    ]);

    await openGoodsList(page, staff, '/products');
    await page.getByRole('button', { name: 'Tìm kiếm nâng cao' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm nâng cao' });
    await dialog.getByRole('textbox', { name: 'Tên hàng' }).fill(`thung son ${tag}`);
    await chooseOperator(
      page,
      dialog.getByRole('combobox', { name: 'Phép so sánh trọng lượng' }),
      '<',
    );
    await dialog.getByRole('textbox', { name: 'Trọng lượng' }).fill('20');
    await closeDialogWith(dialog, 'Tìm kiếm');
    await expect(page).toHaveURL(/total_weight=20(&|$)/);
    await expect(page).toHaveURL(/total_weight_op=%3C(&|$)/);
    await expect(goodsRows(page)).toHaveCount(1);
    await expect(goodsRows(page)).toContainText(`Thùng sơn ${tag}`);
    await expect(goodsRows(page)).toContainText('12,5 kg');
    await expect(dialog).toBeHidden();
  });

  test('address group filter sends the group and shows only its goods; weight totals follow the filters', async ({
    page,
  }) => {
    const tag = unique('');
    const saigon = await createGoodsCustomer(staff.token, 'Lê Văn Sài Gòn');
    const hanoi = await createGoodsCustomer(staff.token, 'Lê Văn Hà Nội', {
      province_id: HA_NOI.province,
      district_id: HA_NOI.baDinh,
      ward_id: HA_NOI.phucXa,
    });
    await createGoodsApi(staff.token, {
      customer_id: saigon.id,
      name: `Hàng mẫu ${tag}`,
      quantity: 3,
      total_weight: 10,
    });
    await createGoodsApi(staff.token, {
      customer_id: hanoi.id,
      name: `Hàng mẫu ${tag}`,
      quantity: 4,
      total_weight: 20.5,
    });
    await createGoodsApi(staff.token, {
      customer_id: hanoi.id,
      name: `Hàng mẫu ${tag}`,
      quantity: 5,
      total_weight: 30,
    });

    await openGoodsList(page, staff, `/products?name=${tag}`);
    await expect(goodsRows(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Hiển thị trọng lượng' }).check();
    const totals = page.getByRole('status', { name: 'Hiển thị trọng lượng' });
    await expect(totals).toContainText('Tổng số lượng: 12');
    await expect(totals).toContainText('Tổng trọng lượng: 60,5 kg');
    await expect(totals).toContainText('Tổng thành tiền: 600.000 đ');

    const groups = page.getByRole('combobox', { name: 'Nhóm địa chỉ' });
    await groups.click();
    await groups.fill('phuc xa');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('P. Phúc Xá - Q. Ba Đình - TP. Hà Nội', { exact: true })
      .click();
    await expect(page).toHaveURL(/location=1\.1\.1/);
    await expect(goodsRows(page)).toHaveCount(2);
    await expect(totals).toContainText('Tổng trọng lượng: 50,5 kg');
    await page.reload();
    await expect(listTotal(page)).toBeVisible({ timeout: 20_000 });
    await expect(goodsRows(page)).toHaveCount(2);
  });
});
