import type { Product } from '@depot/shared/products/products.schema';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { selectOf } from '../support/customers';
import { expectOpened } from '../support/dialogs';
import { PHONE_VIEWPORT } from '../support/lists';
import { createGoodsApi, createGoodsCustomer, todayIso } from '../support/products';
import { openSignedIn } from '../support/session';
import { chooseYardCar, goodsOnCar, scanOf, scanWithScanner, yardScreen } from '../support/yard';
import { createCarApi, loadApi } from '../support/statements';

// A handheld scanner in the loader's hand (README "Phones in the loading yard"): it types a code
// and Enter at any moment, and the phone reloads, goes offline, and comes back.
test.use({ viewport: PHONE_VIEWPORT });

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Bốc Xếp Máy Quét');
});

async function goods(who: string, count: number): Promise<Product[]> {
  const customer = await createGoodsCustomer(staff.token, who);
  const made: Product[] = [];
  for (let n = 1; n <= count; n++) {
    made.push(await createGoodsApi(staff.token, { customer_id: customer.id, name: `${who} ${n}` }));
  }
  return made;
}

test('a scanner’s code and Enter under the overload question loads nothing', async ({ page }) => {
  const [first, second, third] = await goods('Kiện Quá Tải', 3);
  // 15 kg: the first 10 kg go on, the next 10 kg would be past the capacity.
  const car = await createCarApi(staff.token, 15, 'Tài Xế Quá Tải');
  await openSignedIn(page, staff, '/xep-hang');
  await chooseYardCar(page, car);
  const { code, answer } = yardScreen(page);

  await scanWithScanner(page, first!.code);
  await expect(answer).toHaveAttribute('data-tone', 'ok');
  await scanWithScanner(page, second!.code);
  const dialog = page.getByRole('dialog', { name: 'Xe quá tải' });
  await expectOpened(dialog);
  // The field keeps the focus: the scanner's next label lands there, not on a button.
  await expect(code).toBeFocused();
  await scanWithScanner(page, third!.code);
  await expect(dialog.getByText('Đang chờ xác nhận')).toBeVisible();
  await expect(dialog).toContainText(third!.code);
  await expect(dialog).toBeVisible();
  await scanWithScanner(page, third!.code);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(dialog).toBeHidden();
  await expect(code).toBeFocused();
  expect(await goodsOnCar(staff.token, car)).toEqual([first!.id]);
});

test('a reload keeps the vehicle, the mode and the answered scans', async ({ page }) => {
  const loaded = await goods('Kiện Tải Lại', 2);
  const car = await createCarApi(staff.token, 5000, 'Tài Xế Tải Lại');
  await openSignedIn(page, staff, '/xep-hang');
  await chooseYardCar(page, car);
  const { car: select, answer, scans } = yardScreen(page);
  for (const item of loaded) {
    await scanWithScanner(page, item.code);
    await expect(answer).toContainText(item.name);
  }
  await page.getByRole('button', { name: 'Dỡ hàng' }).click();
  await expect(page.getByRole('button', { name: 'Dỡ hàng' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(selectOf(select)).toContainText(`${car.number_car} · ${car.driver_name}`);
  await expect(page.getByRole('button', { name: 'Dỡ hàng' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(scans).toHaveCount(2);
  for (const item of loaded) await expect(scanOf(scans, item.code)).toContainText('Đã lên xe');
  await expect(page.getByText('Chưa quét mã nào')).toHaveCount(0);
  await expect(answer).toContainText(loaded[1]!.name);
  await expect(page.getByRole('textbox', { name: 'Mã hàng' })).toBeEnabled();
});

test('a conflict made while offline shows in red after a reload until tapped away', async ({
  page,
  context,
}) => {
  const [parcel] = await goods('Kiện Tranh Chấp', 1);
  const car = await createCarApi(staff.token, 5000, 'Tài Xế Ngoại Tuyến');
  const other = await createCarApi(staff.token, 5000, 'Tài Xế Nhanh Tay');
  await openSignedIn(page, staff, '/xep-hang');
  await chooseYardCar(page, car);
  const { answer, scans, refusals } = yardScreen(page);

  try {
    await context.setOffline(true);
    await expect(page.getByText('Mất mạng')).toBeVisible();
    await scanWithScanner(page, parcel!.code);
    await expect(answer).toContainText('Đang chờ gửi');
    // Meanwhile another clerk loads the same parcel on another vehicle.
    await loadApi(staff.token, other.id, todayIso(), [parcel!.id]);
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(answer).toHaveAttribute('data-tone', 'refused');
  await expect(answer).toContainText('Không được');
  await expect(answer).toContainText(other.number_car);
  await expect(scanOf(scans, parcel!.code)).toContainText('Không được');
  await expect(refusals).toHaveCount(0);

  await answer.getByRole('button', { name: `Đã xem lượt quét bị từ chối ${parcel!.code}` }).click();
  await expect(answer).toHaveCount(0);
  await expect(scanOf(scans, parcel!.code)).toContainText('Không được');
  await page.reload();
  await expect(scanOf(scans, parcel!.code)).toContainText('Không được');
  await expect(answer).toHaveCount(0);
  expect(await goodsOnCar(staff.token, car)).toEqual([]);
});
