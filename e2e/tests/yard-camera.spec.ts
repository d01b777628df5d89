import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Car } from '@depot/shared/cars/cars.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { expect, test } from '../support/test';
import { pick } from '../support/customers';
import { apiEndpoint, BASE_URL, createAccount, type SignedIn } from '../support/api';
import { CHROMIUM_FLAGS, chromiumLaunchOptions } from '../support/chromium';
import { writeFakeCameraY4m } from '../support/fake-camera';
import { E2E_PORT } from '../support/env';
import { PHONE_VIEWPORT } from '../support/lists';
import { createGoodsApi, createGoodsCustomer, todayIso } from '../support/products';
import { openSignedIn } from '../support/session';
import { goodsOnCar } from '../support/yard';
import { createCarApi } from '../support/statements';

// docs/decisions/0002-scan-request-ids.md: the phone's camera reads a printed label's QR code on the yard screen. Chromium's
// fake camera plays a picture of the label page's own label (a screenshot of it), so what the
// camera sees is what the depot prints; 127.0.0.1 is a secure page, so the camera is given.
// Without a camera, or on an http page of the depot's network where browsers give none, a photo
// of the label (the file input) is read the same way.

let staff: SignedIn;
let dir: string;
let browser: Browser | undefined;
test.beforeAll(async () => {
  staff = await createAccount('staff', 'Thủ Kho Camera');
  dir = mkdtempSync(path.join(tmpdir(), 'fake-camera-'));
});
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Goods, a vehicle, and the goods' label as printed (a screenshot of the label page's). */
async function labelled(page: Page, who: string) {
  const customer = await createGoodsCustomer(staff.token, `${who} Thị Nhãn`);
  const goods = await createGoodsApi(staff.token, {
    customer_id: customer.id,
    name: `Kiện ${who}`,
  });
  const car = await createCarApi(staff.token, 5000, `${who} Văn Xe`);
  await openSignedIn(page, staff, `/products/label/${goods.id}`);
  const label = page.getByRole('article', { name: `Nhãn ${goods.code}` });
  await expect(label.getByRole('img', { name: `Mã QR ${goods.code}` })).toBeVisible();
  return { goods, car, picture: await label.screenshot() };
}

async function chooseCar(page: Page, car: Car) {
  const carSelect = page.getByRole('combobox', { name: 'Xe' });
  await pick(page, carSelect, car.number_car, `${car.number_car} · ${car.driver_name}`);
}

/** A browser of its own: the fake camera and host names are chosen when Chromium starts. */
async function launch(...flags: string[]): Promise<Browser> {
  browser = await chromium.launch({
    ...chromiumLaunchOptions(),
    args: [...CHROMIUM_FLAGS, ...flags],
  });
  return browser;
}

/** A phone whose camera films `picture` (the fake camera plays it as a video). */
async function phoneFilming(picture: Buffer, file: string): Promise<Page> {
  const video = path.join(dir, file);
  writeFakeCameraY4m(picture, video);
  await launch(
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  );
  const context = await browser!.newContext({
    baseURL: BASE_URL,
    viewport: PHONE_VIEWPORT,
    locale: 'vi-VN',
    permissions: ['camera'],
  });
  return context.newPage();
}

async function photoOfLabel(page: Page, picture: Buffer) {
  await page
    .locator('input[type="file"][capture="environment"]')
    .setInputFiles({ name: 'nhan.png', mimeType: 'image/png', buffer: picture });
}

test('the camera reads a printed label and loads the goods on the vehicle', async ({ page }) => {
  const { goods, car, picture } = await labelled(page, 'Đỗ');
  // The label as printed is the camera's video.
  const phone = await phoneFilming(picture, 'label.y4m');
  const blocked: string[] = [];
  phone.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      blocked.push(message.text());
    }
  });

  const wasm: { url: string; type: string | undefined }[] = [];
  phone.on('response', (response) => {
    if (response.url().endsWith('.wasm')) {
      wasm.push({ url: response.url(), type: response.headers()['content-type'] });
    }
  });

  await openSignedIn(phone, staff, '/xep-hang');
  await chooseCar(phone, car);

  await phone.getByRole('button', { name: 'Quét bằng camera' }).click();
  await expect(phone.getByLabel('Hình camera')).toBeVisible();
  const answer = phone.getByRole('status', { name: 'Xếp hàng' });
  await expect(answer).toHaveAttribute('data-tone', 'ok', { timeout: 30_000 });
  await expect(answer).toContainText(goods.name);
  await expect(answer).toContainText('Đỗ Thị Nhãn');
  // The label stays in front of the camera: one scan, not one a frame.
  const scans = phone.getByRole('list', { name: 'Các lượt quét' }).getByRole('listitem');
  await expect(scans).toHaveCount(1);
  await phone.getByRole('button', { name: 'Tắt camera' }).click();
  await expect(phone.getByLabel('Hình camera')).toHaveCount(0);
  await expect(scans).toHaveCount(1);
  expect(blocked, 'content security policy violations').toEqual([]);
  // Desktop Chromium on Linux has no BarcodeDetector: ZXing read it, its .wasm from the app.
  if (!(await phone.evaluate(() => 'BarcodeDetector' in window))) {
    expect(wasm).toEqual([
      {
        url: expect.stringMatching(`^${BASE_URL}/assets/zxing_reader-.*\\.wasm$`),
        type: 'application/wasm',
      },
    ]);
  }

  const lines = await apiEndpoint(staff.token, transportLinesApi.list, {
    query: { car_id: car.id, date_from: todayIso(), date_to: todayIso(), limit: 50 },
  });
  expect(lines.rows.map((l) => l.product.id)).toEqual([goods.id]);
});

test('a label left in view for 10 s loads once and logs one scan; Quét lại reads it calmly', async ({
  page,
}) => {
  const { goods, car, picture } = await labelled(page, 'Lý');
  const phone = await phoneFilming(picture, 'label-stays.y4m');
  await openSignedIn(phone, staff, '/xep-hang');
  await chooseCar(phone, car);
  const scans = phone.getByRole('list', { name: 'Các lượt quét' }).getByRole('listitem');
  const answer = phone.getByRole('status', { name: 'Xếp hàng' });

  await phone.getByRole('button', { name: 'Quét bằng camera' }).click();
  await expect(answer).toHaveAttribute('data-tone', 'ok', { timeout: 30_000 });
  const firstRead = Date.now();
  // The fake camera plays the label without a pause, so it is in view at every frame: nothing
  // on screen changes while it stays there, only time tells. 10 s in view is twice the guard's
  // 5 s window, which each sighting renews.
  await phone.waitForTimeout(Math.max(0, firstRead + 10_000 - Date.now()));
  await expect(scans).toHaveCount(1);
  expect(await goodsOnCar(staff.token, car)).toEqual([goods.id]);

  // Quét lại: read once more, and the server finds it on this very vehicle: no refusal.
  await phone.getByRole('button', { name: 'Quét lại' }).click();
  await expect(scans).toHaveCount(2);
  await expect(answer).toHaveAttribute('data-tone', 'same');
  await expect(answer).toContainText('Đã ở trên xe này');
  await expect(answer).not.toContainText('Không được');
  await expect(phone.getByRole('list', { name: 'Lượt quét bị từ chối chưa xem' })).toHaveCount(0);
  expect(await goodsOnCar(staff.token, car)).toEqual([goods.id]);
});

test('with no camera, a photo of the label loads the goods', async ({ page }) => {
  const { goods, car, picture } = await labelled(page, 'Vũ');
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/xep-hang');
  await chooseCar(page, car);
  // This browser has no camera: the screen says so and offers the photo instead.
  await page.getByRole('button', { name: 'Quét bằng camera' }).click();
  await expect(page.getByText('Không mở được camera')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chụp ảnh nhãn' })).toBeVisible();
  await photoOfLabel(page, picture);
  const answer = page.getByRole('status', { name: 'Xếp hàng' });
  await expect(answer).toHaveAttribute('data-tone', 'ok');
  await expect(answer).toContainText(goods.name);
});

test('on the depot network over http, the screen says why and reads a photo', async ({ page }) => {
  const { goods, car, picture } = await labelled(page, 'Hồ');
  // A phone reaches the depot by a LAN name over http: not a secure page, so no camera.
  const lan = `http://depot-lan.test:${E2E_PORT}`;
  await launch(`--host-resolver-rules=MAP depot-lan.test 127.0.0.1`);
  const context = await browser!.newContext({ baseURL: lan, viewport: PHONE_VIEWPORT });
  const phone = await context.newPage();
  await openSignedIn(phone, staff, '/xep-hang');
  expect(await phone.evaluate(() => window.isSecureContext)).toBe(false);
  await chooseCar(phone, car);
  await expect(phone.getByText('Trang đang mở qua http')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Quét bằng camera' })).toHaveCount(0);
  await photoOfLabel(phone, picture);
  const answer = phone.getByRole('status', { name: 'Xếp hàng' });
  await expect(answer).toHaveAttribute('data-tone', 'ok');
  await expect(answer).toContainText(goods.name);
});
