import { productsApi } from '@depot/shared/products/products.contract';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, type SignedIn } from '../support/api';
import { printedPages } from '../support/labels';
import { openSignedIn } from '../support/session';
import { createCarApi, uniquePastDay, seedLoadedVehicle } from '../support/statements';

/** `350000` → `350.000 đ`, as the print views write money. */
const dong = (n: number) => `${n.toLocaleString('de-DE')} đ`;
const goods = (name: string, total_weight: number, price: number) => ({
  name,
  total_weight,
  price,
});
const ADDRESS = '12 Lê Lợi, P. Bến Nghé - Q. 1 - TP. Hồ Chí Minh';

let staff: SignedIn;
test.beforeAll(async () => {
  staff = await createAccount('staff');
});

test.describe('print views of a vehicle: its statement, one customer goods', () => {
  test('In phiếu prints the vehicle statement: every customer with their lines and totals, the vehicle totals equal to the API', async ({
    page,
    context,
  }) => {
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Tivi', 100, 2000), goods('Tủ lạnh', 50, 3000)],
      [goods('Máy giặt', 80, 1000)],
    ]);
    const { car, day, customers } = seeded;
    const [tivi, fridge] = seeded.goods[0]!;
    const [washer] = seeded.goods[1]!;
    await apiEndpoint(staff.token, productsApi.patch, {
      params: { id: tivi!.id },
      body: { is_paid: true },
    });

    await openSignedIn(page, staff, `/chi-tiet-bang-ke?car_id=${car.id}&datetime=${day.iso}`);
    const printAll = page.getByRole('link', { name: 'In phiếu' });
    await expect(printAll).toHaveAttribute('href', `/bang-ke/in?id=${car.id}&date=${day.iso}`);
    const opened = context.waitForEvent('page');
    await printAll.click();
    const sheet = await opened;

    await expect(sheet.getByRole('heading', { name: 'BẢNG KÊ HÀNG HÓA THEO XE' })).toBeVisible({
      timeout: 20_000,
    });
    const fact = (name: string) => sheet.getByRole('group', { name, exact: true });
    await expect(fact('Biển số xe')).toHaveText(`Biển số xe: ${car.number_car}`);
    await expect(fact('Tài xế')).toHaveText('Tài xế: Lê Văn Tài');
    await expect(fact('Tải trọng')).toHaveText('Tải trọng: 2,5 tấn');
    await expect(fact('Ngày')).toHaveText(`Ngày: ${day.shown}`);

    const first = sheet.getByRole('region', { name: customers[0]!.full_name });
    await expect(first.getByRole('heading')).toHaveText(
      `${customers[0]!.full_name} · ${customers[0]!.phone} · ${ADDRESS}`,
    );
    const firstRows = first.locator('tbody tr');
    await expect(firstRows).toHaveCount(2);
    const tiviRow = firstRows.filter({ hasText: tivi!.name });
    await expect(tiviRow.getByRole('cell')).toHaveText([
      /^\d$/,
      /^\d{4}-\d{4}$/,
      tivi!.name,
      '1',
      /^Thùng /,
      '100 kg',
      dong(200_000),
      'Đã thu',
    ]);
    await expect(firstRows.filter({ hasText: fridge!.name })).toContainText('Chưa thu');
    const firstTotals = first.locator('tfoot');
    await expect(firstTotals.locator('tr').first().getByRole('cell')).toHaveText([
      'Cộng',
      '2',
      '',
      '150 kg',
      dong(350_000),
      '',
    ]);
    await expect(firstTotals).toContainText(
      `Đã thu: ${dong(200_000)} · Còn phải thu: ${dong(150_000)}`,
    );
    const second = sheet.getByRole('region', { name: customers[1]!.full_name });
    await expect(second.locator('tbody tr')).toHaveCount(1);
    await expect(second.locator('tbody tr')).toContainText(washer!.name);
    await expect(second.locator('tbody tr')).toContainText(dong(80_000));

    // The vehicle's totals are the server's own.
    const api = await apiEndpoint(staff.token, receiptsApi.vehicleStatement, {
      query: { id: car.id, date: day.iso },
    });
    expect(api.receipts).toHaveLength(2);
    expect(api.sums).toMatchObject({ lines: 3, amount: 430_000, collected: 200_000 });
    const totals = sheet.getByRole('region', { name: 'Tổng cộng của xe' });
    const total = (name: string) => totals.getByRole('group', { name, exact: true });
    await expect(total('Số khách hàng')).toHaveText('Số khách hàng: 2');
    await expect(total('Số dòng hàng')).toHaveText(`Số dòng hàng: ${api.sums.lines}`);
    await expect(total('Số kiện')).toHaveText(`Số kiện: ${api.sums.quantity}`);
    await expect(total('Tổng trọng lượng')).toHaveText(
      `Tổng trọng lượng: ${api.sums.total_weight} kg`,
    );
    await expect(total('Tổng tiền')).toHaveText(`Tổng tiền: ${dong(api.sums.amount)}`);
    await expect(total('Đã thu')).toHaveText(`Đã thu: ${dong(api.sums.collected)}`);
    await expect(total('Còn phải thu')).toHaveText(`Còn phải thu: ${dong(api.sums.due)}`);
    await expect(sheet.getByText('Người lập bảng kê', { exact: true })).toBeVisible();
    await expect(sheet.getByText('Tài xế', { exact: true })).toBeVisible();

    // A4 by default; A5 on request, kept in the address.
    await expect
      .poll(() => printedPages(sheet))
      .toMatchObject({ pages: 1, widthMm: 210, heightMm: 297 });
    await sheet.getByText('A5', { exact: true }).click();
    await expect(sheet).toHaveURL(/size=A5/);
    await expect.poll(() => printedPages(sheet)).toMatchObject({ widthMm: 148, heightMm: 210 });
  });

  test('the print of the goods page shows that customer goods on the vehicle with their totals', async ({
    page,
    context,
  }) => {
    const seeded = await seedLoadedVehicle(staff.token, [
      [goods('Quạt', 10, 5000), goods('Nồi cơm', 5, 4000)],
      [goods('Xe đạp', 15, 1000)],
    ]);
    const { car, day, customers } = seeded;
    const customer = customers[0]!;
    await openSignedIn(
      page,
      staff,
      `/chi-tiet-hang-theo-khach-hang?customer_id=${customer.id}&car_id=${car.id}&datefrom=${day.iso}`,
    );
    await expect(page.getByRole('article')).toHaveCount(2, { timeout: 20_000 });
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'In phiếu' }).click();
    const sheet = await opened;
    const query = new URL(sheet.url()).searchParams;
    expect(new URL(sheet.url()).pathname).toBe('/hang-hoa/khach-hang');
    expect([query.get('car_id'), query.get('datefrom'), query.get('customer_id')]).toEqual([
      String(car.id),
      day.iso,
      String(customer.id),
    ]);

    await expect(
      sheet.getByRole('heading', { name: 'DANH SÁCH HÀNG HÓA THEO KHÁCH HÀNG' }),
    ).toBeVisible({ timeout: 20_000 });
    const fact = (name: string) => sheet.getByRole('group', { name, exact: true });
    await expect(fact('Khách hàng')).toHaveText(`Khách hàng: ${customer.full_name}`);
    await expect(fact('Điện thoại')).toHaveText(`Điện thoại: ${customer.phone}`);
    await expect(fact('Địa chỉ')).toHaveText(`Địa chỉ: ${ADDRESS}`);
    await expect(fact('Biển số xe')).toHaveText(`Biển số xe: ${car.number_car}`);
    await expect(fact('Ngày')).toHaveText(`Ngày: ${day.shown}`);
    const table = sheet.getByRole('table', { name: `Khách hàng ${customer.full_name}` });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).not.toContainText('Xe đạp');
    await expect(table.locator('tfoot tr').first().getByRole('cell')).toHaveText([
      'Cộng',
      '2',
      '',
      '15 kg',
      dong(70_000),
      '',
    ]);
    await expect(table.locator('tfoot')).toContainText(
      `Đã thu: ${dong(0)} · Còn phải thu: ${dong(70_000)}`,
    );
  });

  test('missing vehicle or customer, an unknown vehicle, nothing loaded: each view says so', async ({
    page,
  }) => {
    const car = await createCarApi(staff.token);
    const empty = uniquePastDay();
    const seeded = await seedLoadedVehicle(staff.token, [[goods('Ghế', 3, 1000)]]);
    const other = seeded.customers[0]!;

    await openSignedIn(page, staff, `/bang-ke/in?date=${empty.iso}`);
    await expect(page.getByText('Thiếu thông tin xe', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.goto(`/bang-ke/in?id=${car.id}&date=${empty.iso}`);
    await expect(page.getByText('Không có hàng hóa để in', { exact: true })).toBeVisible();
    await page.goto(`/bang-ke/in?id=999999999&date=${empty.iso}`);
    await expect(page.getByText('Không tìm thấy thông tin xe.', { exact: true })).toBeVisible();

    await page.goto(`/hang-hoa/khach-hang?car_id=${car.id}&datefrom=${empty.iso}`);
    await expect(
      page.getByText('Thiếu thông tin xe hoặc khách hàng', { exact: true }),
    ).toBeVisible();
    await page.goto(`/hang-hoa/khach-hang?customer_id=${other.id}&datefrom=${empty.iso}`);
    await expect(
      page.getByText('Thiếu thông tin xe hoặc khách hàng', { exact: true }),
    ).toBeVisible();
    // That customer's goods are on another vehicle: nothing of theirs on this one.
    await page.goto(
      `/hang-hoa/khach-hang?car_id=${car.id}&datefrom=${seeded.day.iso}&customer_id=${other.id}`,
    );
    await expect(page.getByText('Không có sản phẩm để in', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
