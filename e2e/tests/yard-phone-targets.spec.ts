import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { expectOpened } from '../support/dialogs';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectPhoneFit } from '../support/phone';
import { createGoodsApi, createGoodsCustomer, listTotal } from '../support/products';
import { openSignedIn } from '../support/session';
import { seedLoadedVehicle, type LoadedVehicle, createCarApi } from '../support/statements';
import { chooseYardCar, scanWithScanner, yardScreen } from '../support/yard';

// Made for a gloved hand on a 390 px phone: every button, checkbox, switch and link a loader or
// a driver taps is at least 44 × 44 px, dialogs included, on the four screens used away from
// the desk (support/phone.ts measures them as shown).
test.use({ viewport: PHONE_VIEWPORT });

let staff: SignedIn;
let seeded: LoadedVehicle;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Nguyễn Thị Găng Tay Dày');
  seeded = await seedLoadedVehicle(staff.token, [
    [{ name: 'Thùng nước mắm Phú Quốc 40 độ đạm', total_weight: 30, price: 9_000 }],
  ]);
});

test('every tap target of the yard is at least 44 px, its questions and refusals included', async ({
  page,
}) => {
  const customer = await createGoodsCustomer(staff.token, 'Kiện Găng Tay');
  const first = await createGoodsApi(staff.token, { customer_id: customer.id, name: 'Kiện 1' });
  const second = await createGoodsApi(staff.token, { customer_id: customer.id, name: 'Kiện 2' });
  const car = await createCarApi(staff.token, 15, 'Tài Xế Găng Tay');
  await openSignedIn(page, staff, '/xep-hang');
  await chooseYardCar(page, car);
  const { answer } = yardScreen(page);
  await expectPhoneFit(page, 'yard, vehicle chosen');
  // The mode reads as two buttons, the one not chosen still outlined.
  for (const name of ['Lên hàng', 'Dỡ hàng']) {
    const border = await page
      .getByRole('button', { name })
      .evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(2);
  }

  await scanWithScanner(page, '0000-9999');
  await expect(answer).toHaveAttribute('data-tone', 'refused');
  await scanWithScanner(page, first.code);
  await expect(answer).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByRole('list', { name: 'Lượt quét bị từ chối chưa xem' })).toBeVisible();
  await expectPhoneFit(page, 'yard, a refusal held, a scan done');
  const textSize = await page
    .getByRole('list', { name: 'Các lượt quét' })
    .getByRole('listitem')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(textSize).toBeGreaterThanOrEqual(16);

  await scanWithScanner(page, second.code);
  const dialog = page.getByRole('dialog', { name: 'Xe quá tải' });
  await expectOpened(dialog);
  await expectPhoneFit(page, 'yard, overload question');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(dialog).toBeHidden();

  // The header: the whole name on a tap, never a cut one.
  await page.getByRole('button', { name: 'Nguyễn Thị Găng Tay Dày' }).click();
  await expect(page.getByTestId('current-user')).toHaveText('Nguyễn Thị Găng Tay Dày');
});

test('phone goods cards, a customer’s goods and the debt screen: 44 px taps, DD-MM-YYYY', async ({
  page,
}) => {
  const { car, day, customers } = seeded;
  const customer = customers[0]!;
  await openSignedIn(page, staff, `/products?customer=${encodeURIComponent(customer.full_name)}`);
  await expect(listTotal(page)).toHaveText('Tổng số 1 mặt hàng', { timeout: 20_000 });
  await expect(page.getByRole('article').getByRole('checkbox')).toHaveCount(1);
  await expectPhoneFit(page, 'goods cards');

  await page.goto(
    `/chi-tiet-hang-theo-khach-hang?customer_id=${customer.id}&car_id=${car.id}&datefrom=${day.iso}`,
  );
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Ngày', { exact: true })).toHaveValue(day.shown);
  await expect(page.getByText(day.shown.replaceAll('-', '/'))).toHaveCount(0);
  await expectPhoneFit(page, 'goods of a customer');

  await page.goto('/customers/debt');
  await page.getByLabel('Tìm theo tên khách hàng').fill(customer.full_name);
  await expect(page.getByRole('article', { name: customer.full_name })).toBeVisible({
    timeout: 20_000,
  });
  await expectPhoneFit(page, 'debt list');
});
