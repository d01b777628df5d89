import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount } from '../support/api';
import { openSignedIn } from '../support/session';
import { seedLoadedVehicle } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';

const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});

test.describe('statements by vehicle: details by vehicle and goods per customer', () => {
  test('a customer opens its goods; paid toggles after the server, a refusal keeps it; a removed line leaves the statement only', async ({
    page,
    context,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Tivi', 100, 2000), goods('Tủ lạnh', 50, 3000)],
      [goods('Máy giặt', 80, 1000)],
    ]);
    const { car, day, customers } = seeded;
    const [tivi, fridge] = seeded.goods[0] as [Product, Product];
    await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    await expect(page.getByRole('heading', { name: 'Chi tiết bảng kê' })).toBeVisible();
    const items = page.getByRole('article');
    await expect(items).toHaveCount(2);
    const first = items.filter({ hasText: customers[0]!.full_name });
    await expect(first).toContainText(`Biển số xe: ${car.number_car}`);
    await expect(first).toContainText(`Ngày lên hàng: ${day.shown}`);
    await expect(first.getByRole('link', { name: 'In' })).toHaveAttribute(
      'href',
      `/report/cart/print/${car.id}/${day.iso}/${customers[0]!.id}`,
    );

    const opened = context.waitForEvent('page');
    await first.click();
    const goodsPage = await opened;
    const query = new URL(goodsPage.url()).searchParams;
    expect(goodsPage.url()).toContain('/chi-tiet-hang-theo-khach-hang?');
    expect(query.get('customer_id')).toBe(String(customers[0]!.id));
    expect(query.get('car_id')).toBe(String(car.id));
    expect(query.get('datefrom')).toBe(day.iso);

    await expect(goodsPage.getByText(car.number_car, { exact: true })).toBeVisible();
    await expect(goodsPage.getByText('2,5 tấn')).toBeVisible();
    await expect(goodsPage.getByText('Còn trống')).toBeVisible();
    await expect(goodsPage.getByLabel('Ngày', { exact: true })).toHaveValue(day.shown);
    const cards = goodsPage.getByRole('article');
    await expect(cards).toHaveCount(2);
    const total = (name: string) => goodsPage.getByRole('group', { name });
    await expect(total('Tổng trọng lượng')).toContainText('150 kg');
    await expect(total('Thành tiền')).toContainText('350.000 đ');
    await expect(total('Đã thu')).toContainText('0 đ');
    await expect(total('Còn phải thu')).toContainText('350.000 đ');
    const tiviCard = cards.filter({ hasText: tivi.name });
    await expect(tiviCard).toContainText('100 kg');
    await expect(tiviCard).toContainText('200.000 đ');
    await expect(tiviCard.getByRole('link', { name: 'In tem' })).toHaveAttribute(
      'href',
      `/products/label/${tivi.id}`,
    );

    const tiviPaid = goodsPage.getByRole('switch', {
      name: `Trạng thái thu tiền của ${tivi.name}`,
    });
    await expect(tiviPaid).toHaveAttribute('aria-checked', 'false');
    await tiviPaid.click();
    await expect(tiviPaid).toHaveAttribute('aria-checked', 'true');
    await expect(total('Đã thu')).toContainText('200.000 đ');
    await expect(total('Còn phải thu')).toContainText('150.000 đ');

    // The server refuses: the switch stays where it was and says why.
    await goodsPage.route('**/api/transport/*/paid', (route) =>
      route.fulfill({ status: 500, json: { status: false, message: 'Lỗi', data: null } }),
    );
    const fridgePaid = goodsPage.getByRole('switch', {
      name: `Trạng thái thu tiền của ${fridge.name}`,
    });
    await fridgePaid.click();
    await expect(
      goodsPage.getByText('Có lỗi xảy ra trong quá trình cập nhật trạng thái thanh toán.'),
    ).toBeVisible();
    await expect(fridgePaid).toHaveAttribute('aria-checked', 'false');
    await goodsPage.unroute('**/api/transport/*/paid');

    await cards.filter({ hasText: fridge.name }).getByRole('button', { name: 'Xóa' }).click();
    const dialog = goodsPage.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(dialog).toContainText(
      `Hàng hóa "${fridge.name}" sẽ bị xóa khỏi bảng kê nhưng vẫn còn trong danh sách hàng hóa.`,
    );
    await expect(dialog.getByRole('button', { name: 'Hủy' })).toBeVisible();
    await closeDialogWith(dialog, 'Xác nhận');
    await expect(
      goodsPage.getByText('Đã xóa hàng khỏi bảng kê, hàng vẫn còn trong danh sách hàng hóa'),
    ).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(total('Thành tiền')).toContainText('200.000 đ');
    // The goods are still in the goods list, back as not loaded.
    const after = await apiEndpoint(staff.token, productsApi.get, { params: { id: fridge.id } });
    expect(after.status).toBe(false);
  });

  test('removing a customer from the vehicle asks with its count', async ({ page }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Quạt', 10, 1000), goods('Nồi cơm', 5, 1000)],
      [goods('Xe đạp', 15, 1000)],
    ]);
    const { car, day, customers } = seeded;
    await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    const item = page.getByRole('article').filter({ hasText: customers[0]!.full_name });
    await item.getByRole('button', { name: 'Xóa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Xác nhận xóa' });
    await expect(dialog).toContainText(
      `Bảng kê của khách hàng ${customers[0]!.full_name} có 2 dòng hàng hóa.`,
    );
    await closeDialogWith(dialog, 'Xác nhận');
    await expect(page.getByText('Xóa thành công!')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article')).toContainText(customers[1]!.full_name);
  });

  test('the car card stays open or closed across a reload; a missing or unknown car is said', async ({
    page,
  }) => {
    const staff = await createAccount('staff');
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Loa', 12, 1000)]]);
    const { car, day, customers } = seeded;
    const customer = customers[0]!;
    await openSignedIn(
      page,
      staff,
      `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}&customer_id=${customer.id}`,
    );
    const header = page.getByRole('button', { name: `Thông tin xe: ${car.number_car}` });
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Lê Văn Tài')).toBeVisible();
    await expect(page.getByText(customer.phone, { exact: true })).toBeVisible();
    await expect(
      page.getByText('12 Lê Lợi, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh'),
    ).toBeVisible();

    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(header).toHaveAttribute('aria-expanded', 'true');

    await page.goto(`/chi-tiet-bang-ke?datetime=${day.iso}`);
    await expect(page.getByText('Thiếu thông tin xe', { exact: true })).toBeVisible();
    await page.goto('/chi-tiet-bang-ke?car_id=999999999');
    await expect(page.getByText('Không tìm thấy thông tin xe.')).toBeVisible();
    await page.goto('/chi-tiet-hang-theo-khach-hang');
    await expect(page.getByText('Thiếu thông tin xe', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect(page.getByText('Thiếu thông tin xe', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'In phiếu' })).toBeDisabled();
  });
});
