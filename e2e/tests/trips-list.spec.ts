import { tripsApi } from '@depot/shared/trips/trips.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, signInAdmin } from '../support/api';
import { openSignedIn } from '../support/session';
import { todayInDepot } from '../support/env';
import { seedLoadedVehicle, type LoadedVehicle } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';

const WEEKDAYS = ['Chủ Nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'];
function weekday(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
}

function listUrl(day: { iso: string }): string {
  return `/bang-ke-hang-theo-xe?date_from=${day.iso}&date_to=${day.iso}`;
}

function countLines(token: string, seeded: LoadedVehicle): Promise<{ total: number }> {
  const { car, day } = seeded;
  return apiEndpoint(token, tripsApi.count, {
    query: { car_id: car.id, date_from: day.iso, date_to: day.iso },
  });
}

const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});

test.describe('statements by vehicle: the list (bảng kê)', () => {
  test('the superadmin deletes a list after its count, finds it in the archive and restores it', async ({
    page,
    context,
  }) => {
    const boss = await createAccount('superadmin', 'Chủ Chành Xe');
    const seeded = await seedLoadedVehicle(boss.token, [
      [goods('Tivi', 100, 2000), goods('Tủ lạnh', 50, 3000)],
      [goods('Máy giặt', 80, 1000)],
    ]);
    const { car, day } = seeded;
    await openSignedIn(page, boss, listUrl(day));

    const card = page.getByRole('article').filter({ hasText: car.number_car });
    await expect(card).toContainText(`${weekday(day.iso)}, ${day.shown}`);
    await expect(card).toContainText(`${car.number_car} — 2,5 tấn`);
    await expect(card).toContainText('Tài xế: Lê Văn Tài');
    await expect(card).toContainText('2 khách hàng · 3 dòng hàng');
    await expect(card).toContainText('Đã chất: 230 kg / 2.500 kg');
    await expect(card).toContainText('430.000 đ');
    await expect(card).toContainText('Còn trống');
    await expect(page.getByText('Số lượng: 1')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Danh sách đã xóa (0)' })).toBeVisible();

    // The count comes first, then the dialog says how many lines go; a reason is optional.
    await card.getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(dialog).toContainText(
      `Bảng kê của xe ${car.number_car} ngày ${day.shown} có 3 dòng hàng hóa.`,
    );
    await dialog.getByLabel('Lý do xóa (không bắt buộc)').fill('Xe hỏng giữa đường');
    await closeDialogWith(dialog, 'Xác nhận');
    await expect(page.getByText('Xóa thành công!')).toBeVisible();
    await expect(page.getByText('Không có bảng kê phù hợp với tìm kiếm')).toBeVisible();
    await expect(page.getByText('Số lượng: 0')).toBeVisible();
    expect((await countLines(boss.token, seeded)).total).toBe(0);

    await page.getByRole('tab', { name: 'Danh sách đã xóa (1)' }).click();
    const archived = page
      .getByRole('tabpanel')
      .getByRole('article')
      .filter({ hasText: car.number_car });
    await expect(archived).toContainText('Người xóa: Chủ Chành Xe');
    await expect(archived).toContainText('Lý do: Xe hỏng giữa đường');

    // Its details open read-only in a new window.
    const opened = context.waitForEvent('page');
    await archived.getByRole('button', { name: 'Xem chi tiết' }).click();
    const details = await opened;
    await expect(details).toHaveURL(/\/chi-tiet-bang-ke\?/);
    const query = new URL(details.url()).searchParams;
    expect(query.get('car_id')).toBe(String(car.id));
    expect(query.get('datetime')).toBe(day.iso);
    expect(query.get('is_archive')).toBe('true');
    await expect(details.getByText('Đã xóa').first()).toBeVisible();
    await expect(details.getByRole('button', { name: 'Xóa' })).toHaveCount(0);
    await details.close();

    await archived.getByRole('button', { name: 'Khôi phục' }).click();
    await expect(page.getByText('Khôi phục thành công')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Danh sách đã xóa (0)' })).toBeVisible();
    await expect(page.getByText('Không có danh sách đã xóa')).toBeVisible();
    expect((await countLines(boss.token, seeded)).total).toBe(3);
    await page.getByRole('tab', { name: 'Danh sách', exact: true }).click();
    await expect(page.getByRole('article').filter({ hasText: car.number_car })).toBeVisible();
  });

  test('staff see no archive; a failed count deletes nothing; a card opens its details', async ({
    page,
    context,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Bàn ghế', 40, 1500)]]);
    await openSignedIn(page, staff, listUrl(seeded.day));
    const card = page.getByRole('article').filter({ hasText: seeded.car.number_car });
    await expect(card).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText(/Danh sách đã xóa/)).toHaveCount(0);
    // The archive itself is refused to staff by the server too.
    await expect(
      apiEndpoint(staff.token, tripsApi.list, { query: { archived: true } }),
    ).rejects.toThrow(/403/);

    await page.route('**/api/trips/count?**', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'Lỗi', data: null } }),
    );
    await card.getByRole('button', { name: 'Xóa' }).click();
    await expect(page.getByText('Có lỗi xảy ra trong quá trình kiểm tra bảng kê')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toBeVisible();
    expect((await countLines(staff.token, seeded)).total).toBe(1);

    const opened = context.waitForEvent('page');
    await card.click();
    const details = await opened;
    await expect(details.getByRole('heading', { name: 'Chi tiết bảng kê' })).toBeVisible();
    const query = new URL(details.url()).searchParams;
    expect(query.get('car_id')).toBe(String(seeded.car.id));
    expect(query.get('datetime')).toBe(seeded.day.iso);
    expect(query.get('is_archive')).toBeNull();
  });

  test('both dates start at today and cannot cross; the add-goods button leads to the goods form', async ({
    page,
  }) => {
    const admin = await signInAdmin();
    await openSignedIn(page, admin, '/bang-ke-hang-theo-xe');
    await expect(page.getByRole('heading', { name: 'Bảng kê hàng theo xe' })).toBeVisible();
    await expect(page.getByLabel('Từ ngày')).toHaveValue(todayInDepot());
    await expect(page.getByLabel('Đến ngày')).toHaveValue(todayInDepot());

    // Neither date can cross the other: the pickers disable those days.
    await page.goto('/bang-ke-hang-theo-xe?date_from=2024-05-10&date_to=2024-05-20');
    await expect(page.getByLabel('Từ ngày')).toHaveValue('10-05-2024');
    await page.getByLabel('Từ ngày').click();
    // The calendar last opened is the last in the page (each is added on its first opening): the
    // first one, closed, was seen visible again for a moment when the second opened.
    const day = (iso: string) =>
      page.locator(`.ant-picker-dropdown:visible td[title="${iso}"]`).last();
    await expect(day('2024-05-21')).toHaveClass(/ant-picker-cell-disabled/);
    await expect(day('2024-05-20')).not.toHaveClass(/ant-picker-cell-disabled/);
    await page.keyboard.press('Escape');
    // The first calendar closes with an animation: while it lasts, two calendars are visible.
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await page.getByLabel('Đến ngày').click();
    await expect(day('2024-05-09')).toHaveClass(/ant-picker-cell-disabled/);
    await expect(day('2024-05-10')).not.toHaveClass(/ant-picker-cell-disabled/);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Thêm hàng hóa' }).click();
    await expect(page).toHaveURL(/\/products\/create$/);
  });
});
