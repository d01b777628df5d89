import type { Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { PHONE_VIEWPORT } from '../support/lists';
import { createGoodsApi, createGoodsCustomer } from '../support/products';
import { openSignedIn } from '../support/session';
import { chooseYardCar, goodsOnCar, scanOf, scanWithScanner, yardScreen } from '../support/yard';
import { createCarApi } from '../support/statements';

// docs/decisions/0017-scanners-and-offline.md: offline is decided by failed or unanswered requests, not by the
// browser's flag. A captive Wi-Fi (the browser says online, nothing reaches /api) is offline.
test.use({ viewport: PHONE_VIEWPORT });

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Bốc Xếp Wi-Fi Kẹt');
});

test('with /api blocked while the browser is online, scans wait and go once it is back', async ({
  page,
}) => {
  const customer = await createGoodsCustomer(staff.token, 'Kiện Wi-Fi');
  const parcels = [
    await createGoodsApi(staff.token, { customer_id: customer.id, name: 'Kiện Wi-Fi 1' }),
    await createGoodsApi(staff.token, { customer_id: customer.id, name: 'Kiện Wi-Fi 2' }),
  ];
  const car = await createCarApi(staff.token, 5000, 'Tài Xế Wi-Fi');
  await openSignedIn(page, staff, '/xep-hang');
  await chooseYardCar(page, car);
  const { answer, scans } = yardScreen(page);

  const blocked = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/**', blocked);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  for (const parcel of parcels) {
    await scanWithScanner(page, parcel.code);
    await expect(scanOf(scans, parcel.code)).toContainText('Đang chờ gửi');
  }
  await expect(page.getByText('Mất mạng')).toBeVisible();
  await expect(page.getByText('2 lượt quét đang chờ gửi')).toBeVisible();
  // Never shown as sent before the server answered.
  await expect(scans.filter({ hasText: 'Đã lên xe' })).toHaveCount(0);
  expect(await goodsOnCar(staff.token, car)).toEqual([]);

  // The route comes back: the check of /api/ready finds the server, the scans go in order.
  await page.unroute('**/api/**', blocked);
  await expect(page.getByText('Mất mạng')).toBeHidden();
  for (const parcel of parcels) await expect(scanOf(scans, parcel.code)).toContainText('Đã lên xe');
  await expect(answer).toContainText(parcels[1]!.name);
  expect(await goodsOnCar(staff.token, car)).toEqual(
    parcels.map((p) => p.id).sort((a, b) => a - b),
  );
});
