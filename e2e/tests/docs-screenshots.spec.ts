import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { createAccount, type SignedIn } from '../support/api';
import { pick } from '../support/customers';
import { PHONE_VIEWPORT } from '../support/lists';
import { createGoodsApi, createGoodsCustomer, openGoodsList, todayIso } from '../support/products';
import { expectDrawerOpened, expectMenuClosed } from '../support/phone';
import { openSignedIn } from '../support/session';
import { seedLoadedVehicle, createCarApi, loadApi } from '../support/statements';

// `DOCS_SCREENSHOTS=1 npx playwright test … docs-screenshots.spec.ts` writes the pictures the
// README and the issue notes show: the goods list at a 1366 px screen (every column fits) and
// the yard screen on a phone. Not on every run.
const docs = (name: string) => fileURLToPath(new URL(`../../docs/${name}`, import.meta.url));

let staff: SignedIn;
test.beforeAll(async () => {
  test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to write the docs pictures');
  staff = await createAccount('staff', 'Nguyễn Thị Quầy');
});

test('docs/goods-list-1366.png: the goods list at 1366 px, every column in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const customer = await createGoodsCustomer(staff.token, 'Tạp hóa Oanh', {
    phone: '0347601859',
  });
  const names = ['Tủ lạnh Panasonic 2 cánh', 'Thùng mì Hảo Hảo', 'Bao gạo ST25 25 kg'];
  const goods = [];
  for (const name of names)
    goods.push(await createGoodsApi(staff.token, { customer_id: customer.id, name }));
  const car = await createCarApi(staff.token, 9500, 'Lê Văn Tài');
  await loadApi(staff.token, car.id, todayIso(), [goods[0]!.id]);
  await openGoodsList(page, staff, `/products?customer=${encodeURIComponent('Tạp hóa Oanh')}`);
  await expect(page.getByRole('row', { name: /Tủ lạnh Panasonic/ })).toBeVisible();
  await page.screenshot({ path: docs('goods-list-1366.png') });
});

test('docs/yard-phone.png: the yard screen on a phone after a scan', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const customer = await createGoodsCustomer(staff.token, 'Lâm Thị Quét');
  const item = await createGoodsApi(staff.token, {
    customer_id: customer.id,
    name: 'Thùng sơn Dulux 18 lít',
    total_weight: 24,
  });
  const car = await createCarApi(staff.token, 5000, 'Phan Văn Bãi');
  await openSignedIn(page, staff, '/xep-hang');
  const carSelect = page.getByRole('combobox', { name: 'Xe' });
  await pick(page, carSelect, car.number_car, `${car.number_car} · ${car.driver_name}`);
  const code = page.getByRole('textbox', { name: 'Mã hàng' });
  await code.pressSequentially(item.code);
  await code.press('Enter');
  await expect(page.getByRole('status', { name: 'Xếp hàng' })).toContainText(item.name);
  // The car's dropdown fades out after the pick: the picture waits until it is gone.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.screenshot({ path: docs('yard-phone.png') });
});

test('docs/phone-*.png: the screens used away from the desk, at 390 px (docs/decisions/0002-scan-request-ids.md)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const { car, day, customers, goods } = await seedLoadedVehicle(staff.token, [
    [
      { name: 'Tủ lạnh Panasonic 2 cánh', total_weight: 62, price: 9_000 },
      { name: 'Thùng mì Hảo Hảo', total_weight: 12, price: 8_000 },
    ],
  ]);
  const customer = customers[0]!;
  const shots: [string, string, string][] = [
    [
      'phone-goods-list.png',
      `/products?customer=${encodeURIComponent(customer.full_name)}`,
      goods[0]![0]!.name,
    ],
    [
      'phone-statement.png',
      `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`,
      car.driver_name,
    ],
    [
      'phone-customer-goods.png',
      `/chi-tiet-hang-theo-khach-hang?customer_id=${customer.id}&car_id=${car.id}&datefrom=${day.iso}`,
      goods[0]![1]!.name,
    ],
    ['phone-debt.png', `/customers/debt?customer_id=${customer.id}`, 'Phiếu thu chưa thu đủ'],
  ];
  await openSignedIn(page, staff, '/products');
  for (const [file, url, shown] of shots) {
    await page.goto(url);
    await expect(page.getByText(shown).first()).toBeVisible({ timeout: 20_000 });
    await expectMenuClosed(page);
    if (file === 'phone-debt.png') await expectDrawerOpened(page.getByRole('dialog'));
    await page.screenshot({ path: docs(file) });
  }
});
