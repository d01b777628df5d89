import { randomUUID } from 'node:crypto';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { branchCanTho, staffOfBranch } from '../support/branches';
import { apiEndpoint, createAccount, signInAdmin } from '../support/api';
import { openDialogWith, pressUntilShown } from '../support/dialogs';
import { PHONE_VIEWPORT } from '../support/lists';
import { expectPhoneFit } from '../support/phone';
import { readQrPng } from '../support/qr';
import { createGoodsApi, createGoodsCustomer, todayIso } from '../support/products';
import { openSignedIn } from '../support/session';
import { createCarApi } from '../support/statements';

// Giao hàng (docs/domain.md, "Handover"): at Cần Thơ, on a 390 px phone, the clerk hands a
// receiver's three parcels over with a photo and a signature, collecting the freight and the thu
// hộ in the same step; the slip shows both, and the parcels leave Hàng chờ giao.
test.use({ viewport: PHONE_VIEWPORT });

test('a CT clerk hands three parcels over on a phone with a photo and a signature, collecting the thu hộ', async ({
  page,
}) => {
  const admin = await createAccount('admin', 'Quản Lý Giao Hàng');
  const ct = await branchCanTho(admin.token);
  const clerk = await staffOfBranch(await signInAdmin(), ct.id, 'Thủ Kho Cần Thơ');
  const sender = await createGoodsCustomer(admin.token, 'Công Ty Gửi Hàng');
  const receiver = await createGoodsCustomer(admin.token, 'Tiệm Nhận Hàng');
  const parcel = (n: number, extra = {}) =>
    createGoodsApi(admin.token, {
      customer_id: receiver.id,
      name: `Kiện giao ${n}`,
      quantity: 1,
      ...extra,
    });
  // 50.000 đ freight each; the first also 300.000 đ of thu hộ for the sender.
  const parcels = [
    await parcel(1, { sender_id: sender.id, cod_amount: 300_000 }),
    await parcel(2),
    await parcel(3),
  ];
  const car = await createCarApi(admin.token, 5000, 'Tài Xế Giao Hàng');
  const loaded = await apiEndpoint(admin.token, transportsApi.load, {
    body: {
      car_id: car.id,
      datetime_from: todayIso(),
      products: parcels.map((p) => p.id),
      to_branch_id: ct.id,
    },
  });
  await apiEndpoint(admin.token, tripsApi.depart, { params: { id: loaded.trip_id } });
  for (const p of parcels) {
    await apiEndpoint(clerk.token, transportsApi.scan, {
      body: {
        client_id: randomUUID(),
        code: p.code,
        car_id: car.id,
        datetime_from: todayIso(),
        action: 'arrive',
      },
    });
  }

  await openSignedIn(page, clerk, '/hang-cho-giao');
  const card = page.getByRole('article', { name: receiver.full_name });
  await expect(card.getByRole('button', { name: 'Không giao được' })).toBeVisible();
  await expectPhoneFit(page, 'Hàng chờ giao');

  // The receiver is told first: the message on the clipboard, its links open the parcels' road.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Sao chép tin nhắn' }).click();
  await expect(
    page.getByText('Đã sao chép tin nhắn, dán vào Zalo hoặc SMS để gửi khách'),
  ).toBeVisible();
  const message = await page.evaluate(() => navigator.clipboard.readText());
  expect(message).toContain(`xin chào ${receiver.full_name}.`);
  expect(message).toContain('Số tiền cần thanh toán khi nhận: 450.000 đ');
  const links = [...message.matchAll(/tra cứu: (\S+)\)/g)].map((m) => m[1]!);
  expect(links).toHaveLength(3);
  await page.goto(links[0]!);
  await expect(page.getByRole('region', { name: /^Hành trình của hàng / })).toContainText(
    'Đã đến chi nhánh',
  );
  await page.goto('/hang-cho-giao');
  await expect(card.getByRole('button', { name: 'Giao hàng' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: `Giao hàng cho ${receiver.full_name}` });
  await openDialogWith(card.getByRole('button', { name: 'Giao hàng' }), dialog);
  await expect(dialog.getByRole('status', { name: 'Thu tiền khi giao' })).toHaveText(
    'Thu 450.000 đ (Cước 150.000 đ + thu hộ 300.000 đ)',
  );
  await expect(dialog.getByLabel('Người nhận hàng')).toHaveValue(receiver.full_name);

  // A photo as the phone's camera hands it over (a JPEG made here), then a signature by finger.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6';
    context.fillRect(0, 0, 2400, 1800);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'giao-hang.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg, 'base64'),
  });
  await expect(dialog.getByRole('img', { name: 'Ảnh giao hàng đã chụp' })).toBeVisible();
  const pad = dialog.getByRole('img', { name: 'Chữ ký người nhận' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 50, { steps: 8 });
  await page.mouse.up();
  await expect(dialog.getByRole('button', { name: 'Ký lại' })).toBeVisible();
  // The dialog is taller than the phone: its buttons measured once scrolled into view.
  await dialog.getByRole('button', { name: 'Xác nhận giao' }).scrollIntoViewIfNeeded();
  await expectPhoneFit(page, 'Giao hàng dialog');

  await pressUntilShown(
    dialog.getByRole('button', { name: 'Xác nhận giao' }),
    dialog.getByRole('link', { name: 'In phiếu giao' }),
  );
  await dialog.getByRole('link', { name: 'In phiếu giao' }).click();
  await expect(page.getByRole('heading', { name: 'PHIẾU GIAO HÀNG' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Người nhận hàng' })).toContainText(
    receiver.full_name,
  );
  for (const p of parcels) await expect(page.getByRole('table')).toContainText(p.code);
  await expect(page.getByRole('group', { name: /Thu hộ/ })).toHaveText(/300\.000 đ/);
  await expect(page.getByRole('group', { name: /Tiền cước/ })).toHaveText(/150\.000 đ/);
  for (const name of ['Ảnh giao hàng', 'Chữ ký người nhận']) {
    const image = page.getByRole('img', { name });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // Handed over: the receiver waits for nothing at CT any more.
  await page.goto('/hang-cho-giao');
  await expect(page.getByRole('heading', { name: 'Hàng chờ giao' })).toBeVisible();
  await expect(page.getByRole('article', { name: receiver.full_name })).toHaveCount(0);

  // The receiver looks the first parcel up on the public page, signed in or not.
  await page.goto('/tra-cuu');
  await page.getByLabel('Mã hàng').fill(parcels[0]!.code);
  await page.getByLabel('4 số cuối điện thoại người nhận').fill(receiver.phone.slice(-4));
  await page.getByRole('button', { name: 'Tra cứu' }).click();
  const road = page.getByRole('region', { name: `Hành trình của hàng ${parcels[0]!.code}` });
  await expect(road).toContainText('Đã giao hàng');
  await expect(road).toContainText('Đang vận chuyển');
  await expect(road).toContainText('Chi nhánh Cần Thơ');
  await expect(road).not.toContainText(receiver.full_name);
  await expectPhoneFit(page, 'Tra cứu');

  // The receipt's own QR code, read off the printed sheet, opens its parcels, each handed over.
  await openSignedIn(page, admin, `/report/cart/print/${car.id}/${todayIso()}/${receiver.id}`);
  const qr = page.getByRole('img', { name: 'Mã QR tra cứu hàng của phiếu thu' }).locator('svg');
  await expect(qr).toBeVisible();
  // Drawn larger for the reader, as a phone's camera sees the paper close up.
  await qr.evaluate((svg) => svg.setAttribute('style', 'width:264px;height:264px'));
  const link = readQrPng(await qr.screenshot());
  expect(link).toMatch(/\/tra-cuu\/[0-9a-z]+\.[0-9a-z]+\.\d{6}-[A-Za-z0-9_-]{16}$/);
  await page.goto(link);
  const list = page.getByRole('region', { name: 'Hàng của phiếu thu' });
  for (const p of parcels) await expect(list).toContainText(`Mã hàng ${p.code}: Đã giao hàng`);
  await expect(list).not.toContainText(receiver.full_name);
  await expectPhoneFit(page, 'Tra cứu phiếu thu');
});
