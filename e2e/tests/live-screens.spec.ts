import { expect, test } from '../support/test';
import { BASE_URL, createAccount, unique } from '../support/api';
import { E2E_TIME_ZONE, todayInDepot } from '../support/env';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  openGoodsList,
  todayIso,
} from '../support/products';
import { openSignedIn } from '../support/session';
import { pickPickupCar } from '../support/products';
import { createCarApi, loadApi } from '../support/statements';

// docs/decisions/0013-live-screens-several-servers.md: live screens. Two clerks, two browser contexts: what one loads shows on the other's
// open screens without a reload, through GET /api/events.

/** Within a few seconds: a live change, not a reload or the cache going stale (10 s). */
const LIVE = { timeout: 5_000 };

// This journey is about the live changes themselves: its pages receive them.
test.use({ liveChanges: true });

test('a clerk loads goods: the other clerk sees it on the goods list, the statement and the pickup form at once', async ({
  page,
  browser,
}) => {
  const [clerkA, clerkB] = await Promise.all([createAccount('staff'), createAccount('staff')]);
  const customer = await createGoodsCustomer(clerkA.token, 'Lý Thị Sống');
  const tag = unique('');
  const fridge = await createGoodsApi(clerkA.token, {
    customer_id: customer.id,
    name: `Tủ lạnh ${tag}`,
  });
  const washer = await createGoodsApi(clerkA.token, {
    customer_id: customer.id,
    name: `Máy giặt ${tag}`,
  });
  const car = await createCarApi(clerkA.token, 5000, 'Lâm Văn Xe');
  // The statement exists already with one line, open on clerk B's second tab.
  await loadApi(clerkA.token, car.id, todayIso(), [washer.id]);

  const contextB = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'vi-VN',
    timezoneId: E2E_TIME_ZONE,
    serviceWorkers: 'block',
  });
  try {
    const listB = await contextB.newPage();
    await openGoodsList(listB, clerkB, `/products?name=${tag}`);
    await goodsRow(listB, fridge.name).getByRole('checkbox').check();
    await expect(listB.getByText('Đã chọn 1 mặt hàng')).toBeVisible();

    const statementB = await contextB.newPage();
    await openSignedIn(
      statementB,
      clerkB,
      `/chi-tiet-hang-theo-khach-hang?customer_id=${customer.id}&car_id=${car.id}&datefrom=${todayIso()}`,
    );
    const cards = statementB.getByRole('article');
    await expect(cards).toHaveCount(1, { timeout: 20_000 });
    await expect(cards).toContainText(washer.name);

    // Clerk A: Lên Hàng of the same goods.
    await openGoodsList(page, clerkA, `/products?name=${tag}`);
    await goodsRow(page, fridge.name).getByRole('checkbox').check();
    await pickPickupCar(page, car);
    await page.getByRole('button', { name: 'Lên Hàng' }).click();
    await expect(page.locator('.toast-success')).toHaveText(
      `Đã đưa 1 mặt hàng lên xe ${car.number_car}`,
    );

    // Clerk B, no reload: the row shows loaded, the pickup form says so, the statement has it.
    await expect(goodsRow(listB, fridge.name)).toContainText(
      `Đã lên xe${car.number_car} · ${todayInDepot()}`,
      LIVE,
    );
    await expect(listB.getByRole('alert')).toContainText(
      `Hàng đã được xếp lên xe ${car.number_car} ngày ${todayInDepot()} bởi người khác: ${fridge.code} ${fridge.name}`,
      LIVE,
    );
    // The selection survived the refresh.
    await expect(listB.getByText('Đã chọn 1 mặt hàng')).toBeVisible();
    await expect(cards).toHaveCount(2, LIVE);
    await expect(cards.filter({ hasText: fridge.name })).toHaveCount(1);
  } finally {
    await contextB.close();
  }
});
