import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { pick } from '../support/customers';
import { apiEndpoint, createAccount, type SignedIn } from '../support/api';
import { confirmDelete } from '../support/lists';
import { openSignedIn } from '../support/session';
import { receiptStatsApi, seedStatementDays } from '../support/statistics';

// One staff account for the file: signing up hashes a password, which a loaded machine feels.
let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

// The payment status filter, the totals' formats, load more, the card delete's texts (check
// failed, nothing left, refused, no reply) and the transport detail's cap are component tests
// (apps/web/src/features/statistics/components/*.test.tsx). Here: the real server's figures.

/** Days of 2022, which no other journey loads onto. */
const statsUrl = (customerId: number, from: string, to: string) =>
  `/thong-ke?date_from=${from}&date_to=${to}&customer_id=${customerId}`;

test.describe('statistics (Thống Kê)', () => {
  test('22 statements: totals as the API sums them, load more to the end', async ({ page }) => {
    // Day n: 10 kg at n × 1 000 đ/kg = n × 10 000 đ; days 1–3 paid.
    const seeded = await seedStatementDays(staff.token, {
      start: '2022-05-01',
      count: 22,
      paid: 3,
    });
    const { customer, car } = seeded;
    await openSignedIn(page, staff, statsUrl(customer.id, '2022-05-01', '2022-05-22'));
    await expect(page.getByRole('heading', { name: 'Thống Kê' })).toBeVisible();
    await expect(page.getByText('Số lượng: 22')).toBeVisible();

    // Σ n × 10 000 for n = 1…22 = 2 530 000; collected 10 000 + 20 000 + 30 000.
    const api = await receiptStatsApi(staff.token, {
      date_from: '2022-05-01',
      date_to: '2022-05-22',
      customer_id: customer.id,
    });
    expect(api.totals).toEqual({ lines: 22, amount: 2_530_000, collected: 60_000, due: 2_470_000 });
    const total = (name: string) => page.getByRole('region', { name });
    await expect(total('Tổng tiền')).toContainText('2.530.000 đ');
    await expect(total('Đã thu')).toContainText('60.000 đ');
    await expect(total('Còn phải thu')).toContainText('2.470.000 đ');
    // The dashboard above is of the page's range, with no range picker of its own (docs/domain.md).
    await expect(page.getByRole('region', { name: 'Số liệu tổng' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Khoảng ngày' })).toHaveCount(0);

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(20);
    const newest = cards.first();
    await expect(newest).toContainText(customer.full_name);
    await expect(newest).toContainText(`Biển số xe: ${car.number_car}`);
    await expect(newest).toContainText('Ngày: 22-05-2022');
    await expect(newest).toContainText('Thành tiền: 220.000 đ');
    await expect(newest).toContainText('Còn lại: 220.000 đ');
    await expect(page.getByText('Đã tải hết dữ liệu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Xem thêm' }).click();
    await expect(cards).toHaveCount(22);
    await expect(cards.last()).toContainText('Ngày: 01-05-2022');
    await expect(cards.last()).toContainText('Đã Đóng');
    await expect(page.getByText('Đã tải hết dữ liệu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Xem thêm' })).toHaveCount(0);
  });

  test('a card opens its transport detail in a new tab; delete counts, confirms and archives', async ({
    page,
    context,
  }) => {
    const seeded = await seedStatementDays(staff.token, { start: '2022-06-10', count: 2 });
    const { customer, car, goods } = seeded;
    await openSignedIn(page, staff, statsUrl(customer.id, '2022-06-10', '2022-06-11'));
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);

    const opened = context.waitForEvent('page');
    await cards.filter({ hasText: 'Ngày: 11-06-2022' }).click();
    const detail = await opened;
    await expect(detail).toHaveURL(
      new RegExp(
        `/chi-tiet-van-chuyen\\?customer_id=${customer.id}&car_id=${car.id}&date_from=2022-06-11&date_to=2022-06-11$`,
      ),
    );
    await expect(detail.getByRole('heading', { name: 'Chi tiết vận chuyển' })).toBeVisible();
    await expect(detail.getByText('Số lượng sản phẩm: 1')).toBeVisible();
    const row = detail.getByRole('row').filter({ hasText: goods[1]!.name });
    await expect(row).toContainText('2.000');
    await expect(row).toContainText('11-06-2022');
    await expect(row).toContainText('20.000 đ');
    await expect(row).toContainText('Chưa thu');
    await detail.close();

    await cards
      .filter({ hasText: 'Ngày: 10-06-2022' })
      .getByRole('button', { name: 'Xóa' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(dialog).toContainText(
      `Xóa 1 hàng hóa của ${customer.full_name} trên xe ${car.number_car} ngày 10-06-2022?`,
    );
    await confirmDelete(page);
    await expect(page.getByText('Xóa thành công!')).toBeVisible();
    await expect(page.getByText('Số lượng: 1')).toBeVisible();
    await expect(cards).toHaveCount(1);
    const left = await apiEndpoint(staff.token, tripsApi.count, {
      query: {
        car_id: car.id,
        date_from: '2022-06-10',
        date_to: '2022-06-10',
        customer_id: customer.id,
      },
    });
    expect(left.total).toBe(0);
  });
});

test.describe('transport detail (Chi tiết vận chuyển) and receipt statistics (Phiếu thu)', () => {
  test('picking a customer and a range lists their goods', async ({ page }) => {
    const { customer, goods } = await seedStatementDays(staff.token, {
      start: '2022-07-01',
      count: 2,
      paid: 1,
    });
    await openSignedIn(page, staff, '/chi-tiet-van-chuyen');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await expect(nav.getByRole('link', { name: 'Phiếu thu', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Chi tiết vận chuyển', exact: true })).toBeVisible();

    await page.getByLabel('Từ ngày').fill('01-07-2022');
    await page.getByLabel('Từ ngày').press('Enter');
    await page.getByLabel('Đến ngày').fill('02-07-2022');
    await page.getByLabel('Đến ngày').press('Enter');
    const picker = page.getByRole('combobox', { name: 'Khách hàng' });
    await pick(page, picker, customer.full_name, `${customer.full_name} — ${customer.phone}`);
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page.getByText('Số lượng sản phẩm: 2')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: goods[0]!.name })).toContainText('Đã thu');
    await expect(page.getByRole('row').filter({ hasText: goods[1]!.name })).toContainText(
      'Chưa thu',
    );
  });

  test('Phiếu thu lists each statement with its figures and links', async ({ page }) => {
    const { customer, car } = await seedStatementDays(staff.token, {
      start: '2022-08-01',
      count: 1,
    });
    await openSignedIn(
      page,
      staff,
      `/phieu-thu?date_from=2022-08-01&date_to=2022-08-01&customer_id=${customer.id}`,
    );
    await expect(page.getByRole('heading', { name: 'Phiếu thu' })).toBeVisible();
    await expect(page.getByText('Số lượng: 1')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: car.number_car });
    await expect(row).toContainText(customer.full_name);
    await expect(row).toContainText('01-08-2022');
    await expect(row).toContainText('10.000 đ');
    await expect(row.getByRole('link', { name: 'Thống kê', exact: true })).toHaveAttribute(
      'href',
      `/thong-ke?customer_id=${customer.id}&date_from=2022-08-01&date_to=2022-08-01`,
    );
    await expect(row.getByRole('link', { name: 'Hàng hóa', exact: true })).toHaveAttribute(
      'href',
      `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=2022-08-01&customer_id=${customer.id}`,
    );
    await expect(row.getByRole('link', { name: 'Phiếu thu', exact: true })).toHaveAttribute(
      'href',
      `/report/cart/print/${car.id}/2022-08-01/${customer.id}`,
    );
    await expect(page.getByText('Đã tải hết dữ liệu')).toBeVisible();
  });
});
