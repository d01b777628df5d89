import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { productForm, shownCode } from '../support/product-form';
import {
  codeSearchBox,
  createGoodsApi,
  createGoodsCustomer,
  goodsRows,
  openGoodsList,
} from '../support/products';

// docs/domain.md "Finding parcels": the code on a label, typed or scanned into the box above the list.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

test.describe('finding a parcel by its code', () => {
  test('a scanned code opens that parcel, whatever the list was filtered to', async ({ page }) => {
    const customer = await createGoodsCustomer(staff.token, 'Trịnh Văn Quét');
    const parcel = await createGoodsApi(staff.token, {
      customer_id: customer.id,
      name: `Thùng loa ${customer.id}`,
    });

    const other = await createGoodsCustomer(staff.token, 'Trịnh Văn Khác');
    await createGoodsApi(staff.token, { customer_id: other.id, name: `Bao gạo ${other.id}` });

    // The list shows another customer's goods: the parcel is found all the same.
    await openGoodsList(page, staff, `/products?customer_id=${other.id}`);
    await expect(goodsRows(page)).toHaveCount(1);
    const box = codeSearchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Quét hoặc nhập mã hàng…');
    // A handheld scanner types the code as keys, then Enter.
    await box.click();
    await page.keyboard.type(parcel.code);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/products/update/${parcel.id}$`));
    await expect(page.getByRole('heading', { name: 'Cập nhật hàng hóa' })).toBeVisible();
    await expect(shownCode(page, parcel.code)).toBeVisible();
    await expect(productForm(page).name).toHaveValue(parcel.name);
  });

  test('a beginning several codes share filters the list; an unknown code says so', async ({
    page,
  }) => {
    const customer = await createGoodsCustomer(staff.token, 'Đoàn Văn Mã');
    // Two lines of this month at least: their codes share the month's beginning.
    const [goods] = await Promise.all(
      ['Bao gạo', 'Thùng sữa'].map((name) =>
        createGoodsApi(staff.token, { customer_id: customer.id, name: `${name} ${customer.id}` }),
      ),
    );
    const month = goods!.code.slice(0, 5); // `2611-`: this month's goods.

    // The other filters go: the list shows what the lookup found, this month's goods.
    await openGoodsList(page, staff, `/products?customer_id=${customer.id}`);
    await codeSearchBox(page).fill(month);
    await codeSearchBox(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?code=${month}$`));
    await expect(goodsRows(page).first()).toBeVisible();
    for (const code of await goodsRows(page).locator('td:nth-child(2)').allTextContents())
      expect(code.startsWith(month), code).toBe(true);

    await codeSearchBox(page).fill('9912-0001');
    await codeSearchBox(page).press('Enter');
    await expect(page.getByText('Không tìm thấy mặt hàng nào có mã "9912-0001"')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products\\?code=${month}$`));
  });
});
