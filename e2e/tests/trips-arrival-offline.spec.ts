import type { Page, Request, Route } from '@playwright/test';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import { productsApi } from '@depot/shared/products/products.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { branchCanTho, staffOfBranch } from '../support/branches';
import { apiEndpoint, BASE_URL, signInAdmin } from '../support/api';
import { closeDialogWith, expectOpened } from '../support/dialogs';
import { E2E_TIME_ZONE } from '../support/env';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectPhoneFit } from '../support/phone';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  openGoodsList,
  todayIso,
} from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi } from '../support/statements';
import { chooseYardCar, scanOf, scanWithScanner, yardScreen } from '../support/yard';

// The road between branches (docs/domain.md, "Branches"; docs/decisions/0017-scanners-and-offline.md):
// a vehicle loaded at Hồ Chí Minh for Cần Thơ leaves with three parcels. At CT the loader scans
// them off on a 390 px phone with a handheld scanner, losing the server for part of it: the scan
// made meanwhile waits in the phone's outbox and goes, with its own id, once the server answers
// again. Parcel 3 never comes off; the arrival is confirmed with it missing, and both branches'
// screens say so.

const SCAN_PATH = '/api/transports/scan';

/** The scans the phone sent (each attempt, answered or not): the code and its client id. */
function scansSent(page: Page): { code: string; client_id: string }[] {
  const sent: { code: string; client_id: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== SCAN_PATH) return;
    const body = request.postDataJSON() as { code: string; client_id: string };
    sent.push({ code: body.code, client_id: body.client_id });
  });
  return sent;
}

test('CT scans a departed vehicle on a phone, offline for one parcel; one missing on both sides', async ({
  browser,
  page,
}) => {
  // CT is added in an exclusive turn when no journey made it yet: the other worker's journey
  // in progress is waited for first.
  test.setTimeout(150_000);
  const owner = await signInAdmin();
  const ct = await branchCanTho(owner.token);
  const sg = (await apiEndpoint(owner.token, branchesApi.list)).find(
    (b) => b.id === FIRST_BRANCH_ID,
  )!;
  const clerk = await staffOfBranch(owner, sg.id, 'Thủ Kho Sài Gòn');
  const loader = await staffOfBranch(owner, ct.id, 'Bốc Xếp Cần Thơ');

  // At HCM: received, loaded for CT, departed.
  const customer = await createGoodsCustomer(clerk.token, 'Khách Nhận Cần Thơ');
  const parcel = (n: number) =>
    createGoodsApi(clerk.token, {
      customer_id: customer.id,
      name: `Kiện về Cần Thơ ${n}`,
      destination_branch_id: ct.id,
    });
  const first = await parcel(1);
  const second = await parcel(2);
  const third = await parcel(3);
  const car = await createCarApi(clerk.token, 5000, 'Tài Xế Tây Đô');
  const loaded = await apiEndpoint(clerk.token, transportsApi.load, {
    body: {
      car_id: car.id,
      datetime_from: todayIso(),
      products: [first.id, second.id, third.id],
      to_branch_id: ct.id,
    },
  });
  const tripId = loaded.trip_id;
  await apiEndpoint(clerk.token, tripsApi.depart, { params: { id: tripId } });

  // At CT: a phone of its own (its viewport, its network lost and found), closed at the end.
  const phone = await browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE_VIEWPORT,
    locale: 'vi-VN',
    timezoneId: E2E_TIME_ZONE,
    serviceWorkers: 'block',
  });
  try {
    // As on every journey's page (support/test.ts): no live stream, no refresh under the taps.
    await phone.route('**/api/events**', (route) => route.abort());
    const yard = await phone.newPage();
    const sent = scansSent(yard);
    await openSignedIn(yard, loader, '/xep-hang');
    await chooseYardCar(yard, car);
    const arrive = yard.getByRole('button', { name: 'Nhận hàng xuống' });
    await arrive.click();
    await expect(arrive).toHaveAttribute('aria-pressed', 'true');
    const { code, answer, scans } = yardScreen(yard);
    const totals = yard.getByRole('region', { name: 'Nhận hàng của xe' });
    await expect(code).toBeFocused();

    // Parcel 1, online: the scanner types its code and Enter into the field.
    await scanWithScanner(yard, first.code);
    await expect(answer).toHaveAttribute('data-tone', 'ok');
    await expect(answer).toContainText('Đã nhận xuống');
    await expect(answer).toContainText(first.name);
    await expect(totals).toHaveText('Đã nhận 1/3 · Thiếu 2 · Thừa 0');
    await expect(code).toBeFocused();

    // The server is lost, the browser still says online. Parcel 2's first sending reaches the
    // server, but its answer never comes back; nothing else gets through.
    let reachedServer = false;
    const lost = async (route: Route) => {
      const request = route.request();
      if (
        !reachedServer &&
        request.method() === 'POST' &&
        new URL(request.url()).pathname === SCAN_PATH
      ) {
        reachedServer = true;
        await route.fetch();
      }
      await route.abort('connectionrefused');
    };
    await phone.route('**/api/**', lost);
    await scanWithScanner(yard, second.code);
    await expect(yard.getByText('Mất mạng')).toBeVisible();
    await expect(answer).toHaveAttribute('data-tone', 'waiting');
    await expect(answer).toContainText('Đang chờ gửi');
    await expect(answer).toContainText(second.code);
    await expect(scanOf(scans, second.code)).toContainText('Đang chờ gửi');
    await expect(totals).toContainText('1 lượt quét đang chờ gửi');
    // The server took it off the vehicle; the phone, never told, keeps it to send again.
    await expect
      .poll(async () => {
        const arrival = await apiEndpoint(owner.token, tripsApi.arrival, {
          params: { id: tripId },
        });
        return arrival.arrived.map((p) => p.id).sort((a, b) => a - b);
      })
      .toEqual([first.id, second.id].sort((a, b) => a - b));
    await expect(scanOf(scans, second.code)).toContainText('Đang chờ gửi');
    await expect(code).toBeFocused();

    // The server answers again: the phone's check finds it, the kept scan goes with its id and
    // hears the answer its first sending got (taken off once, not "already").
    await phone.unroute('**/api/**', lost);
    await expect(yard.getByText('Mất mạng')).toBeHidden();
    await expect(answer).toHaveAttribute('data-tone', 'ok');
    await expect(answer).toContainText('Đã nhận xuống');
    await expect(answer).toContainText(second.name);
    await expect(scanOf(scans, second.code)).toContainText('Đã nhận xuống');
    await expect(scanOf(scans, first.code)).toContainText('Đã nhận xuống');
    await expect(totals).toHaveText('Đã nhận 2/3 · Thiếu 1 · Thừa 0');
    await expect(yard.getByText(/lượt quét đang chờ gửi/)).toHaveCount(0);
    const sendsOf = (goods: { code: string }) => sent.filter((s) => s.code === goods.code);
    expect(sendsOf(first)).toHaveLength(1);
    const secondSends = sendsOf(second);
    expect(secondSends.length).toBeGreaterThanOrEqual(2);
    expect(new Set(secondSends.map((s) => s.client_id)).size).toBe(1);
    expect(secondSends[0]!.client_id).not.toBe(sendsOf(first)[0]!.client_id);
    await expectPhoneFit(yard, 'yard, receiving a vehicle after being offline');

    // Parcel 3 never came off: the loader confirms the arrival on the phone.
    await yard.goto(`/bang-ke/${tripId}/nhan-xe`);
    await expect(yard.getByRole('tab', { name: 'Dự kiến (3)' })).toBeVisible({ timeout: 20_000 });
    await expect(yard.getByRole('tab', { name: 'Đã nhận (2)' })).toBeVisible();
    await expect(yard.getByRole('tab', { name: 'Thiếu (1)' })).toBeVisible();
    await expect(yard.getByRole('tab', { name: 'Thừa (0)' })).toBeVisible();
    await yard.getByRole('button', { name: 'Xác nhận đã nhận xe' }).click();
    const dialog = yard.getByRole('dialog', { name: 'Xác nhận đã nhận xe?' });
    await expectOpened(dialog);
    await expect(dialog).toContainText('1 kiện chưa quét sẽ được đánh dấu thiếu');
    const confirmed = yard.waitForResponse(
      (res) =>
        res.request().method() === 'POST' &&
        new URL(res.url()).pathname === `/api/trips/${tripId}/arrival/confirm`,
    );
    await closeDialogWith(dialog, 'Xác nhận');
    expect((await confirmed).ok()).toBe(true);
    await expect(
      yard.getByText(/^Đã xác nhận nhận xe \d{2}:\d{2} \d{2}-\d{2}-\d{4}$/),
    ).toBeVisible();
    await expect(yard.getByRole('button', { name: 'Xác nhận đã nhận xe' })).toHaveCount(0);
    await yard.getByRole('tab', { name: 'Thiếu (1)' }).click();
    const missing = yard.getByRole('region', { name: 'Thiếu', exact: true });
    await expect(missing.getByRole('row').filter({ hasText: third.code })).toContainText(
      third.name,
    );
    await expect(missing.getByRole('row').filter({ hasText: first.code })).toHaveCount(0);
    await expect(missing.getByRole('row').filter({ hasText: second.code })).toHaveCount(0);
    // The list scrolls inside its own box on a phone (arrival-table.tsx); the page does not.
    await expect(missing.getByRole('row').filter({ hasText: third.code })).toBeInViewport();
    expect(
      await yard.evaluate(() => document.scrollingElement?.scrollWidth ?? 0),
    ).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  } finally {
    await phone.close();
  }

  // At HCM, at the desk: the clerk who loaded the vehicle reads its road on the trip's page,
  // then its arrival list, the parcel missing there too.
  await openSignedIn(page, clerk, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${todayIso()}`);
  const road = page.getByRole('region', { name: 'Xuất bến' });
  await expect(road).toContainText(`${sg.code} → ${ct.code}`, { timeout: 20_000 });
  await expect(road).toContainText(/Đã xác nhận nhận xe \d{2}:\d{2} \d{2}-\d{2}-\d{4}/);
  await road.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(page).toHaveURL(new RegExp(`/bang-ke/${tripId}/nhan-xe$`));
  await page.getByRole('tab', { name: 'Thiếu (1)' }).click();
  const missingAtSg = page.getByRole('region', { name: 'Thiếu', exact: true });
  await expect(missingAtSg.getByRole('row').filter({ hasText: third.code })).toContainText(
    third.name,
  );
  await expect(page.getByRole('tab', { name: 'Đã nhận (2)' })).toBeVisible();

  // The server's count: each parcel once, the lost answer's resend included.
  const arrival = await apiEndpoint(clerk.token, tripsApi.arrival, { params: { id: tripId } });
  expect(arrival.trip.arrival_confirmed_at).not.toBeNull();
  expect(arrival.expected).toHaveLength(3);
  expect(arrival.arrived.map((p) => p.id).sort((a, b) => a - b)).toEqual(
    [first.id, second.id].sort((a, b) => a - b),
  );
  expect(arrival.missing.map((p) => p.id)).toEqual([third.id]);
  expect(arrival.extra).toEqual([]);
  const stagesOf = async (id: number) =>
    (await apiEndpoint(clerk.token, productsApi.timeline, { params: { id } })).map((e) => e.stage);
  const arrivals = (stages: string[]) => stages.filter((s) => s === 'arrived').length;
  expect(arrivals(await stagesOf(first.id))).toBe(1);
  expect(arrivals(await stagesOf(second.id))).toBe(1);
  const thirdStages = await stagesOf(third.id);
  expect(arrivals(thirdStages)).toBe(0);
  expect(thirdStages.filter((s) => s === 'missing')).toHaveLength(1);

  // HCM's goods list: each parcel's stage tag, the missing one red.
  await openGoodsList(page, clerk, `/products?customer=${encodeURIComponent(customer.full_name)}`);
  await expect(goodsRow(page, third.name)).toContainText(`${sg.code} → ${ct.code}`);
  await expect(goodsRow(page, third.name)).toContainText('Thiếu khi nhận');
  await expect(goodsRow(page, first.name)).toContainText('Đã đến chi nhánh');
  await expect(goodsRow(page, second.name)).toContainText('Đã đến chi nhánh');
});
