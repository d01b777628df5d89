import type { Page, Route } from '@playwright/test';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { createCustomerApi } from '../support/customers';
import { openSignedIn } from '../support/session';
import { seedLoadedVehicle, type LoadedVehicle } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';

/** The spec 2 §8 texts of the statement pages that only show when something goes wrong. */

const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});

function linesCount(token: string, { car, day }: LoadedVehicle): Promise<number> {
  return apiEndpoint(token, tripsApi.count, {
    query: { car_id: car.id, date_from: day.iso, date_to: day.iso },
  }).then((reply) => reply.total);
}

/** Only the list delete itself (DELETE /api/trips?…), not the list reads on the same path. */
async function onListDelete(page: Page, handle: (route: Route) => Promise<void>) {
  await page.route('**/api/trips?**', (route) =>
    route.request().method() === 'DELETE' ? handle(route) : route.fallback(),
  );
}

const serverError = { status: 500, json: { status: false, message: 'Lỗi máy chủ', data: null } };

test.describe('statements by vehicle: the failure messages of spec 2 §8', () => {
  test('a list delete: nothing to delete, the server refusing, the server unreachable', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Tủ gỗ', 30, 1000)]]);
    const { car, day } = seeded;
    await openSignedIn(
      page,
      staff,
      `/bang-ke-hang-theo-xe?date_from=${day.iso}&date_to=${day.iso}`,
    );
    const card = page.getByRole('article').filter({ hasText: car.number_car });
    const dialog = page.getByRole('dialog', { name: 'Xác nhận xóa' });

    // The check finds no lines: said, and no dialog is offered.
    await page.route('**/api/trips/count?**', (route) =>
      route.fulfill({ json: { status: true, message: '', data: { total: 0 } } }),
    );
    await card.getByRole('button', { name: 'Xóa' }).click();
    await expect(page.getByText('Không tìm thấy thông tin bảng kê để xóa')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/api/trips/count?**');

    await onListDelete(page, (route) => route.fulfill(serverError));
    await card.getByRole('button', { name: 'Xóa' }).click();
    // Waited for, so a failure says whether the delete was ever sent or only its message missed.
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.status() === 500,
    );
    await closeDialogWith(dialog, 'Xác nhận');
    await refused;
    await expect(page.getByText('Có lỗi xảy ra trong quá trình xóa bảng kê')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Xóa thành công!')).toHaveCount(0);
    await page.unroute('**/api/trips?**');

    // No reply at all (the network fails): the spec's exception text.
    await onListDelete(page, (route) => route.abort('failed'));
    await card.getByRole('button', { name: 'Xóa' }).click();
    await closeDialogWith(dialog, 'Xác nhận');
    await expect(page.getByText('Xóa thất bại!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    expect(await linesCount(staff.token, seeded)).toBe(1);
  });

  test('a refused line delete says the server reason; a failed car lookup is said', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Ghế sắt', 20, 1000), goods('Bàn sắt', 25, 1000)],
    ]);
    const { car, day, customers } = seeded;
    const chair = seeded.goods[0]![0]!;
    await openSignedIn(
      page,
      staff,
      `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}&customer_id=${customers[0]!.id}`,
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);

    // Someone else removes the line first: this screen's delete is refused (409) by the server.
    const lines = await apiEndpoint(staff.token, transportLinesApi.list, {
      query: { car_id: car.id, date_from: day.iso, date_to: day.iso },
    });
    const line = lines.rows.find((row) => row.product.id === chair.id)!;
    await apiEndpoint(staff.token, transportLinesApi.archive, {
      params: { transport_id: line.id },
    });
    await cards.filter({ hasText: chair.name }).getByRole('button', { name: 'Xóa' }).click();
    await closeDialogWith(page.getByRole('dialog', { name: 'Xác nhận xóa' }), 'Xác nhận');
    await expect(
      page.getByText('Có lỗi xảy ra trong quá trình xóa: Dòng này đã bị xóa khỏi bảng kê'),
    ).toBeVisible();

    await page.route(`**/api/cars/${car.id}`, (route) => route.fulfill(serverError));
    await page.goto(`/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    await expect(page.getByText('Có lỗi xảy ra khi lấy thông tin xe.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('goods per customer: empty, nothing to print, print needs a customer', async ({ page }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Máy bơm', 15, 1000)]]);
    const { car, day } = seeded;
    // A customer with nothing on this vehicle that day.
    const other = await createCustomerApi(staff.token, { full_name: 'Khách Không Có Hàng' });
    await openSignedIn(
      page,
      staff,
      `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}&customer_id=${other.id}`,
    );
    await expect(page.getByText('Không có hàng hóa phù hợp với tìm kiếm')).toBeVisible();
    const print = page.getByRole('button', { name: 'In phiếu' });
    await expect(print).toBeEnabled();
    await print.click();
    await expect(page.getByText('Không có sản phẩm để in')).toBeVisible();

    // Without a customer there is nothing to print for: disabled, and the tooltip says why.
    await page.goto(`/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(print).toBeDisabled();
    await print.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Thiếu thông tin xe hoặc khách hàng');
  });

  test('goods per customer in archive mode: deleted badges, paid locked, no delete', async ({
    page,
  }) => {
    const boss = await createAccount('superadmin', 'Chủ Chành Xe');
    const seeded = await seedLoadedVehicle(boss.token, [
      [goods('Nệm', 12, 1000), goods('Gối', 3, 1000)],
    ]);
    const { car, day, customers } = seeded;
    await apiEndpoint(boss.token, tripsApi.archive, {
      query: { car_id: car.id, date_from: day.iso, date_to: day.iso },
    });
    await openSignedIn(
      page,
      boss,
      `/chi-tiet-hang-theo-khach-hang?car_id=${car.id}&datefrom=${day.iso}&customer_id=${customers[0]!.id}&is_archive=true`,
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('Đang xem danh sách đã xóa (chỉ xem)')).toBeVisible();
    await expect(page.getByText('Đã xóa', { exact: true })).toHaveCount(2);
    for (const item of seeded.goods[0]!) {
      await expect(
        page.getByRole('switch', { name: `Trạng thái thu tiền của ${item.name}` }),
      ).toBeDisabled();
    }
    await expect(page.getByRole('button', { name: 'Xóa' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });
});
