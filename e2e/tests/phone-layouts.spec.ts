import type { Product } from '@depot/shared/products/products.schema';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { closeDialogWith, expectOpened } from '../support/dialogs';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectDrawerOpened, expectPhoneFit } from '../support/phone';
import { listTotal, createGoodsApi } from '../support/products';
import { openSignedIn } from '../support/session';
import { seedLoadedVehicle, type LoadedVehicle, statementGoods } from '../support/statements';
import { createSpecificationApi } from '../support/product-form';

// docs/decisions/0002-scan-request-ids.md "Phone layouts": the four screens used away from the desk, at 390 × 844, with real
// data: nothing scrolls sideways and every tap target is at least 44 × 44 px.
test.use({ viewport: PHONE_VIEWPORT });

let staff: SignedIn;
let seeded: LoadedVehicle;
let loose: Product;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Nguyễn Thị Bãi Xe');
  // Long names on purpose: they must wrap on the cards, never widen the page.
  seeded = await seedLoadedVehicle(staff.token, [
    [
      {
        name: 'Máy lạnh Daikin inverter 2 HP kèm ống đồng và giá treo',
        total_weight: 45.5,
        price: 12_000,
      },
      { name: 'Thùng mì Hảo Hảo', total_weight: 12, price: 8_000 },
    ],
  ]);
  const spec = await createSpecificationApi(staff.token);
  loose = await createGoodsApi(
    staff.token,
    statementGoods(seeded.customers[0]!.id, spec.id, {
      name: 'Bao gạo ST25 chưa lên xe',
      total_weight: 25,
      price: 20_000,
    }),
  );
});

test('the goods list shows cards with every fact, a 44 px box to pick, filters in a drawer', async ({
  page,
}) => {
  const customer = seeded.customers[0]!;
  await openSignedIn(page, staff, `/products?customer=${encodeURIComponent(customer.full_name)}`);
  await expect(listTotal(page)).toHaveText('Tổng số 3 mặt hàng', { timeout: 20_000 });
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const loaded = cards.filter({ hasText: 'Thùng mì Hảo Hảo' });
  await expect(loaded).toContainText(customer.full_name);
  await expect(loaded).toContainText('12 kg');
  await expect(loaded).toContainText('96.000 đ');
  await expect(loaded).toContainText(`Đã lên xe${seeded.car.number_car} · ${seeded.day.shown}`);
  await expect(loaded).toContainText('Chưa thanh toán');
  await expectPhoneFit(page, 'goods list');

  // Loaded goods cannot be picked; the loose one can, for Lên Hàng below.
  await expect(loaded.getByRole('checkbox')).toBeDisabled();
  await cards.filter({ hasText: loose.name }).getByRole('checkbox').check();
  await expect(page.getByText('Đã chọn 1 mặt hàng')).toBeVisible();
  await expectPhoneFit(page, 'goods list, one picked');

  await page.getByRole('button', { name: /^Lọc/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
  await expectDrawerOpened(drawer);
  await expectPhoneFit(page, 'goods filters');
  await drawer.getByText('Chưa lên xe', { exact: true }).click();
  await expect(page).toHaveURL(/status=false/);
  await expect(listTotal(page)).toHaveText('Tổng số 1 mặt hàng');
});

test('a vehicle’s statement reads on a phone', async ({ page }) => {
  const { car, day, customers } = seeded;
  await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
  await expect(page.getByRole('article', { name: customers[0]!.full_name })).toBeVisible({
    timeout: 20_000,
  });
  await expectPhoneFit(page, 'Chi tiết bảng kê');

  await page.goto(`/report/cart/${car.id}/${day.iso}`);
  await expect(page.getByRole('article', { name: customers[0]!.full_name })).toBeVisible();
  await expectPhoneFit(page, 'Bảng Kê');
});

test('the goods of a customer on a vehicle: the paid toggle is a 44 px tap that sticks', async ({
  page,
}) => {
  const { car, day, customers, goods } = seeded;
  const url = `/chi-tiet-hang-theo-khach-hang?customer_id=${customers[0]!.id}&car_id=${car.id}&datefrom=${day.iso}`;
  await openSignedIn(page, staff, url);
  const noodles = goods[0]![1]!;
  const toggle = page.getByRole('switch', { name: new RegExp(noodles.name) });
  await expect(toggle).toBeVisible({ timeout: 20_000 });
  await expect(toggle).not.toBeChecked();
  await expectPhoneFit(page, 'goods of a customer');

  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: new RegExp(noodles.name) })).toBeChecked({
    timeout: 20_000,
  });
  await expectPhoneFit(page, 'goods of a customer, one paid');
});

test('the debt of a customer: cards, Thu tiền 44 px, the drawer the whole screen', async ({
  page,
}) => {
  const customer = seeded.customers[0]!;
  await openSignedIn(page, staff, '/customers/debt');
  await page.getByLabel('Tìm theo tên khách hàng').fill(customer.full_name);
  const card = page.getByRole('article', { name: customer.full_name });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article')).toHaveCount(1);
  const collect = card.getByRole('button', { name: `Thu tiền của ${customer.full_name}` });
  const box = await collect.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await expectPhoneFit(page, 'debt list');
  // Thu tiền opens the payment dialog, inside the screen too.
  await collect.click();
  const payment = page.getByRole('dialog', { name: 'Thu tiền' });
  await expectOpened(payment);
  await expectPhoneFit(page, 'payment dialog');
  await closeDialogWith(payment, 'Hủy');

  await page.goto(`/customers/debt?customer_id=${customer.id}`);
  const drawer = page.getByRole('dialog', { name: customer.full_name });
  await expect(drawer.getByRole('list', { name: 'Phiếu thu chưa thu đủ' })).toContainText(
    seeded.car.number_car,
    { timeout: 20_000 },
  );
  await expect(drawer.getByRole('list', { name: /Hàng chưa lên xe/ })).toContainText(loose.name);
  await expectDrawerOpened(drawer);
  const wide = await drawer.evaluate((el) => el.getBoundingClientRect().width);
  expect(wide).toBe(PHONE_VIEWPORT.width);
  await expectPhoneFit(page, 'debt drawer');
});
