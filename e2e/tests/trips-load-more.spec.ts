import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { createCustomerApi } from '../support/customers';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, seedLoadedVehicle, statementGoods } from '../support/statements';
import { createGoodsApi } from '../support/products';
import { createSpecificationApi } from '../support/product-form';

test.describe('statements by vehicle: load more and refused restore', () => {
  test('20 cards, then load more shows loaded/total, says when a page fails, and hides at the end', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const [car, spec, customer] = await Promise.all([
      createCarApi(staff.token),
      createSpecificationApi(staff.token),
      createCustomerApi(staff.token, { full_name: `Khách Nhiều Chuyến ${Date.now()}` }),
    ]);
    // One vehicle on 21 days of 2023 (the other journeys load in 2024): 21 cards, newest first.
    const days = Array.from({ length: 21 }, (_, i) => `2023-03-${String(i + 1).padStart(2, '0')}`);
    await Promise.all(
      days.map(async (day, i) => {
        const product = await createGoodsApi(
          staff.token,
          statementGoods(customer.id, spec.id, {
            name: `Hàng ngày ${i + 1}`,
            total_weight: 10,
            price: 1000,
          }),
        );
        await loadApi(staff.token, car.id, day, [product.id]);
      }),
    );

    await openSignedIn(
      page,
      staff,
      `/bang-ke-hang-theo-xe?date_from=2023-03-01&date_to=2023-03-21&customer_id=${customer.id}`,
    );
    await expect(page.getByText('Số lượng: 21')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText('21-03-2023');
    const more = page.getByRole('button', { name: 'Xem thêm (20/21)' });

    await page.route('**/api/trips?**paged=2**', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'Lỗi', data: null } }),
    );
    await more.click();
    await expect(page.getByText('Có lỗi xảy ra trong quá trình tải thêm bảng kê')).toBeVisible();
    await expect(cards).toHaveCount(20);
    await page.unroute('**/api/trips?**paged=2**');

    await more.click();
    await expect(cards).toHaveCount(21);
    await expect(cards.last()).toContainText('01-03-2023');
    await expect(page.getByRole('button', { name: /Xem thêm/ })).toHaveCount(0);
  });

  test('a restore is refused, naming the goods loaded on another vehicle since', async ({
    page,
  }) => {
    const boss = await createAccount('superadmin');
    const seeded = await seedLoadedVehicle(boss.token, [
      [{ name: 'Điều hòa', total_weight: 30, price: 5000 }],
    ]);
    const { car, day } = seeded;
    const aircon = seeded.goods[0]![0]!;
    await apiEndpoint(boss.token, tripsApi.archive, {
      query: { car_id: car.id, date_from: day.iso, date_to: day.iso },
    });
    const other = await createCarApi(boss.token);
    await loadApi(boss.token, other.id, day.iso, [aircon.id]);

    await openSignedIn(page, boss, `/bang-ke-hang-theo-xe?date_from=${day.iso}&date_to=${day.iso}`);
    await page.getByRole('tab', { name: 'Danh sách đã xóa (1)' }).click();
    const archived = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: car.number_car });
    await archived.getByRole('button', { name: 'Khôi phục' }).click();
    const refusal = page.getByText('Không thể khôi phục: hàng hóa đã lên xe khác:');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(
      `${aircon.name} (xe ${other.number_car}, ngày ${day.shown})`,
    );
    await expect(page.getByRole('tab', { name: 'Danh sách đã xóa (1)' })).toBeVisible();
  });
});
