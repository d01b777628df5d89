import { expect, test } from '../support/test';
import { createAccount } from '../support/api';
import { pick } from '../support/customers';
import { todayInDepot } from '../support/env';
import { typeDate } from '../support/product-form';
import { openSignedIn } from '../support/session';
import { uniquePastDay, seedLoadedVehicle } from '../support/statements';

const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});

/** The depot's today moved by `days`, as the API (YYYY-MM-DD) and the screens (DD-MM-YYYY) write it. */
function depotDay(days: number): { iso: string; shown: string } {
  const [d, m, y] = todayInDepot().split('-').map(Number);
  const iso = new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, shown: `${day}-${month}-${year}` };
}

test.describe('reports: Danh sách bảng kê and Bảng Kê', () => {
  test('the list opens on today − 4 to today + 3, a card per vehicle and date links to its Bảng Kê, a customer narrows it', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const today = await seedLoadedVehicle(
      staff.token,
      [[goods('Tivi', 100, 2000)], [goods('Quạt', 10, 1000)]],
      depotDay(0),
    );
    const early = await seedLoadedVehicle(staff.token, [[goods('Loa', 12, 1000)]], depotDay(-4));
    const before = await seedLoadedVehicle(staff.token, [[goods('Nồi', 5, 1000)]], depotDay(-5));
    const after = await seedLoadedVehicle(staff.token, [[goods('Bàn', 20, 1000)]], depotDay(4));

    await openSignedIn(page, staff, '/report');
    await expect(page.getByRole('heading', { name: 'Danh sách bảng kê' })).toBeVisible();
    await expect(page.getByPlaceholder('Từ ngày')).toHaveValue(depotDay(-4).shown);
    await expect(page.getByPlaceholder('Đến ngày')).toHaveValue(depotDay(3).shown);
    const cardOf = (plate: string) => page.getByRole('article').filter({ hasText: plate });
    const card = cardOf(today.car.number_car);
    await expect(card).toContainText(today.day.shown);
    await expect(card).toContainText(`Số xe: ${today.car.number_car}`);
    // The weight loaded (100 + 10 kg) beside the capacity.
    await expect(card).toContainText('Đã chất: 110 kg');
    await expect(card).toContainText('Tải trọng: 2.500 kg');
    await expect(card).toContainText('Tài xế: Lê Văn Tài');
    await expect(cardOf(early.car.number_car)).toContainText(early.day.shown);
    await expect(cardOf(before.car.number_car)).toHaveCount(0);
    await expect(cardOf(after.car.number_car)).toHaveCount(0);
    await expect(
      page.getByRole('link', {
        name: `Bảng kê xe ${today.car.number_car} ngày ${today.day.shown}`,
      }),
    ).toHaveAttribute('href', `/report/cart/${today.car.id}/${today.day.iso}`);

    // One customer: only the vehicles carrying its goods, each linking to its own Bảng Kê.
    const customer = today.customers[1]!;
    await pick(
      page,
      page.getByRole('combobox', { name: 'Khách hàng' }),
      customer.full_name,
      `${customer.full_name} — ${customer.phone}`,
    );
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(new RegExp(`customer_id=${customer.id}`));
    await expect(cardOf(early.car.number_car)).toHaveCount(0);
    const link = page.getByRole('link', {
      name: `Bảng kê xe ${today.car.number_car} ngày ${today.day.shown}`,
    });
    await expect(link).toHaveAttribute(
      'href',
      `/report/cart/${today.car.id}/${today.day.iso}/${customer.id}`,
    );
    await link.click();
    await expect(page.getByRole('heading', { name: 'Bảng Kê' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(customer.full_name);
  });

  test('a searched range with nothing says so; a server message shows in an info box', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Ghế', 8, 1000)]]);
    await openSignedIn(page, staff, '/report');
    await typeDate(page.getByPlaceholder('Từ ngày'), seeded.day.shown);
    await typeDate(page.getByPlaceholder('Đến ngày'), seeded.day.shown);
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(
      new RegExp(`date_from=${seeded.day.iso}&date_to=${seeded.day.iso}`),
    );
    await expect(
      page.getByRole('article').filter({ hasText: seeded.car.number_car }),
    ).toBeVisible();

    await page.goto('/report?date_from=2023-02-01&date_to=2023-02-03');
    await expect(page.getByText('Không có thống kê phù hợp tìm kiếm')).toBeVisible();

    // A date the server refuses (2099 is its last year): its own message, in an info box.
    await page.route('**/api/trips?*', (route) =>
      route.continue({ url: route.request().url().replace('2023-02-03', '2100-01-01') }),
    );
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Đến ngày không hợp lệ');

    await page.getByRole('button', { name: 'Thêm mới' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('Bảng Kê of a vehicle: a card per customer with its receipt, In for all, nothing to print on an empty day', async ({
    page,
    context,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Tủ lạnh', 50, 3000)],
      [goods('Máy giặt', 80, 1000)],
    ]);
    const { car, day, customers } = seeded;
    await openSignedIn(page, staff, `/report/cart/${car.id}/${day.iso}`);
    await expect(page.getByRole('heading', { name: 'Bảng Kê' })).toBeVisible();
    await expect(page.getByLabel('Ngày nhận hàng')).toHaveValue(day.shown);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    for (const customer of customers) {
      const card = cards.filter({ hasText: customer.full_name });
      await expect(card).toContainText(`Số xe: ${car.number_car}`);
      await expect(card).toContainText(`Ngày lên hàng: ${day.shown}`);
      await expect(card.getByRole('link', { name: 'In' })).toHaveAttribute(
        'href',
        `/report/cart/print/${car.id}/${day.iso}/${customer.id}`,
      );
    }

    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'In', exact: true }).click();
    const print = await opened;
    expect(new URL(print.url()).pathname).toBe(`/report/cart/print/${car.id}/${day.iso}`);
    await print.close();

    // The customer's route: the picker shows it and only its card is left.
    const first = customers[0]!;
    await page.goto(`/report/cart/${car.id}/${day.iso}/${first.id}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText(`${first.full_name} — ${first.phone}`)).toBeVisible();

    // Another day (Tìm kiếm updates the route): nothing loaded, nothing to print, no window.
    const empty = uniquePastDay();
    await typeDate(page.getByLabel('Ngày nhận hàng'), empty.shown);
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page).toHaveURL(new RegExp(`/report/cart/${car.id}/${empty.iso}/${first.id}$`));
    await expect(page.getByText('Không có hàng hóa phù hợp với tìm kiếm')).toBeVisible();
    let popups = 0;
    context.on('page', () => (popups += 1));
    await page.getByRole('button', { name: 'In', exact: true }).click();
    await expect(page.getByText('Không có hàng hóa để in')).toBeVisible();
    expect(popups).toBe(0);

    await page.getByRole('button', { name: 'Quay lại' }).click();
    await expect(page).toHaveURL(/\/report$/);
  });

  test('a car page without a vehicle, or with one that does not exist, says so', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    await openSignedIn(page, staff, '/report/cart/abc/2024-03-01');
    await expect(page.getByText('Thiếu thông tin xe', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tìm kiếm' })).toBeDisabled();
    await page.goto('/report/cart/2000000000/2024-03-01');
    await expect(page.getByText('Không tìm thấy thông tin xe.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'In', exact: true })).toBeDisabled();
  });
});
