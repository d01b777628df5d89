import { transportsApi } from '@depot/shared/transports/transports.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { branchCanTho, staffOfBranch } from '../support/branches';
import { apiEndpoint, createAccount, signInAdmin } from '../support/api';
import { selectOf } from '../support/customers';
import { closeDialogWith, expectOpened, openDialogWith } from '../support/dialogs';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectPhoneFit } from '../support/phone';
import { getProductApi } from '../support/product-form';
import {
  createGoodsApi,
  createGoodsCustomer,
  goodsRow,
  listTotal,
  openGoodsList,
  todayIso,
} from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi } from '../support/statements';
import { chooseYardCar, yardScreen } from '../support/yard';

// The road between branches (docs/domain.md, "Branches"): a vehicle loaded for CT leaves; at CT
// the loader scans its parcels off on the phone (`Nhận hàng xuống`) and sees how far the arrival
// is; an admin then reads the arrival list at the desk and confirms it, one parcel missing,
// which the admin then writes off with a reason.
test.use({ viewport: PHONE_VIEWPORT });

test('CT scans two of three parcels off a departed vehicle; the admin confirms one missing, then writes it off', async ({
  page,
}) => {
  const admin = await createAccount('admin', 'Quản Lý Nhận Xe');
  const ct = await branchCanTho(admin.token);
  const loader = await staffOfBranch(await signInAdmin(), ct.id, 'Bốc Xếp Cần Thơ');
  const customer = await createGoodsCustomer(admin.token, 'Khách Nhận Xe');
  const parcel = (n: number) =>
    createGoodsApi(admin.token, { customer_id: customer.id, name: `Kiện nhận xe ${n}` });
  const first = await parcel(1);
  const second = await parcel(2);
  const third = await parcel(3);
  const parcels = [first, second, third];
  const car = await createCarApi(admin.token, 5000, 'Tài Xế Cần Thơ');
  const today = todayIso();
  const loaded = await apiEndpoint(admin.token, transportsApi.load, {
    body: {
      car_id: car.id,
      datetime_from: today,
      products: parcels.map((p) => p.id),
      to_branch_id: ct.id,
    },
  });
  const tripId = loaded.trip_id;
  await apiEndpoint(admin.token, tripsApi.depart, { params: { id: tripId } });

  // At CT, on the phone: the mode, then two labels typed into the field.
  await openSignedIn(page, loader, '/xep-hang');
  await chooseYardCar(page, car);
  const arrive = page.getByRole('button', { name: 'Nhận hàng xuống' });
  await arrive.click();
  await expect(arrive).toHaveAttribute('aria-pressed', 'true');
  const { code, answer } = yardScreen(page);
  await expect(code).toBeFocused();
  await code.fill(first.code);
  await code.press('Enter');
  await expect(answer).toContainText(first.name);
  await expect(answer).toContainText('Đã nhận xuống');
  await expect(answer).toContainText('Đã nhận 1/3 · Thiếu 2 · Thừa 0');
  await code.fill(second.code);
  await code.press('Enter');
  await expect(answer).toContainText(second.name);
  await expect(answer).toContainText('Đã nhận 2/3 · Thiếu 1 · Thừa 0');
  await expect(page.getByRole('region', { name: 'Nhận hàng của xe' })).toHaveText(
    'Đã nhận 2/3 · Thiếu 1 · Thừa 0',
  );
  await expectPhoneFit(page, 'yard, receiving a vehicle');

  // The two parcels scanned off now wait at CT for their receiver, the third is not there.
  await page.goto('/hang-cho-giao');
  const waiting = page.getByRole('article', { name: customer.full_name });
  await expect(waiting).toContainText(first.code, { timeout: 20_000 });
  await expect(waiting).toContainText(second.code);
  await expect(waiting).not.toContainText(third.code);
  await expect(waiting).toContainText('Chờ 0 ngày');
  await expectPhoneFit(page, 'goods waiting at CT');

  // At the desk: the trip's road, then its arrival list.
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, admin, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${today}`);
  const road = page.getByRole('region', { name: 'Xuất bến' });
  await expect(road).toContainText(/Đã xuất bến \d{2}:\d{2} \d{2}-\d{2}-\d{4}/, {
    timeout: 20_000,
  });
  // Two branches at least now: the road names both ends by their codes.
  await expect(road).toContainText(/[A-Z]{2,4} → [A-Z]{2,4}/);
  await road.getByRole('button', { name: 'Nhận xe' }).click();
  await expect(page).toHaveURL(new RegExp(`/bang-ke/${tripId}/nhan-xe$`));
  await expect(page.getByRole('tab', { name: 'Dự kiến (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Đã nhận (2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Thừa (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Thiếu (1)' }).click();
  const missing = page.getByRole('region', { name: 'Thiếu', exact: true });
  await expect(missing.getByRole('row').filter({ hasText: third.code })).toContainText(third.name);
  await expect(missing.getByRole('row').filter({ hasText: first.code })).toHaveCount(0);

  await page.getByRole('button', { name: 'Xác nhận đã nhận xe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xác nhận đã nhận xe?' });
  await expectOpened(dialog);
  await expect(dialog).toContainText('1 kiện chưa quét sẽ được đánh dấu thiếu');
  const confirmed = page.waitForResponse(
    (res) =>
      res.request().method() === 'POST' &&
      new URL(res.url()).pathname === `/api/trips/${tripId}/arrival/confirm`,
  );
  await closeDialogWith(dialog, 'Xác nhận');
  expect((await confirmed).ok()).toBe(true);
  await expect(page.getByText(/^Đã xác nhận nhận xe \d{2}:\d{2} \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Xác nhận đã nhận xe' })).toHaveCount(0);
  const after = await apiEndpoint(admin.token, tripsApi.arrival, { params: { id: tripId } });
  expect(after.missing.map((p) => p.id)).toEqual([third.id]);
  expect(after.arrived.map((p) => p.id).sort((a, b) => a - b)).toEqual(
    [first.id, second.id].sort((a, b) => a - b),
  );

  // The admin gives the missing parcel up, with why: it stays in the list, marked.
  const lost = missing.getByRole('row').filter({ hasText: third.code });
  const writeOff = page.getByRole('dialog', { name: `Báo mất kiện ${third.code}` });
  await openDialogWith(lost.getByRole('button', { name: 'Báo mất' }), writeOff);
  const reason = writeOff.getByRole('textbox', { name: 'Lý do' });
  // The reason box holds the focus: a scanner's Enter is a new line there, never a yes.
  await expect(reason).toBeFocused();
  await reason.fill('Rơi mất dọc đường');
  const wroteOff = page.waitForResponse(
    (res) =>
      res.request().method() === 'POST' &&
      new URL(res.url()).pathname === `/api/trips/${tripId}/arrival/missing/${third.id}/write-off`,
  );
  await closeDialogWith(writeOff, 'Xác nhận báo mất');
  expect((await wroteOff).ok()).toBe(true);
  await expect(page.getByRole('tab', { name: 'Thiếu (0)' })).toBeVisible();
  await expect(lost).toContainText('Đã báo mất');
  await expect(lost).toContainText('Rơi mất dọc đường');
  await expect(lost.getByRole('button', { name: 'Báo mất' })).toHaveCount(0);
  expect((await getProductApi(admin.token, third.id)).stage).toBe('written_off');

  // The goods list finds it among the goods written off (the stage filter, from the URL).
  const writtenOffList = `/products?customer=${encodeURIComponent(customer.full_name)}&stage=written_off`;
  await openGoodsList(page, admin, writtenOffList);
  await expect(selectOf(page.getByRole('combobox', { name: 'Giai đoạn' }))).toContainText(
    'Đã báo mất',
  );
  await expect(listTotal(page)).toHaveText('Tổng số 1 mặt hàng');
  await expect(goodsRow(page, third.name)).toContainText(third.code);
  // Its row's tag says so too, however the branches and the goods answered.
  await expect(goodsRow(page, third.name)).toContainText('Đã báo mất');
});
