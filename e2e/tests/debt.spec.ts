import type { Page } from '@playwright/test';
import type { Car } from '@depot/shared/cars/cars.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { expect, test } from '../support/test';
import { apiEndpoint, createAccount, unique, type SignedIn } from '../support/api';
import { createCustomerApi, dataRows } from '../support/customers';
import { createProductApi, createSpecificationApi } from '../support/product-form';
import { openSignedIn } from '../support/session';
import { createCarApi, loadApi, uniquePastDay, statementGoods } from '../support/statements';
import { closeDialogWith } from '../support/dialogs';
import { createGoodsApi } from '../support/products';

/** 'Đặng Thị Công Nợ' as typed without a Vietnamese keyboard. */
function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** The debt screen filtered to one customer by a name typed without accents. */
async function openDebtOf(page: Page, staff: SignedIn, customer: Customer) {
  await openSignedIn(page, staff, '/customers/debt');
  await expect(page.getByRole('heading', { name: 'Quản lý công nợ' })).toBeVisible();
  await page.getByLabel('Tìm theo tên khách hàng').fill(withoutAccents(customer.full_name));
  await expect(dataRows(page)).toHaveCount(1);
}

test.describe('debt', () => {
  let staff: SignedIn;
  test.beforeAll(async () => {
    staff = await createAccount('staff');
  });

  test.describe('collecting a statement', () => {
    let customer: Customer;
    let car: Car;
    let day: { iso: string; shown: string };
    // Opening debt 5 000 000; a statement of 10 kg × 10 000 + 5 kg × 20 000 = 200 000 unpaid;
    // loose goods 30 000 unpaid: 5 230 000 owed.
    test.beforeAll(async () => {
      customer = await createCustomerApi(staff.token, {
        full_name: unique('Đặng Thị Công Nợ '),
        debt: 5_000_000,
      });
      const spec = await createSpecificationApi(staff.token);
      const goods = [
        await createGoodsApi(
          staff.token,
          statementGoods(customer.id, spec.id, { name: 'Gạo', total_weight: 10, price: 10_000 }),
        ),
        await createGoodsApi(
          staff.token,
          statementGoods(customer.id, spec.id, { name: 'Đường', total_weight: 5, price: 20_000 }),
        ),
      ];
      car = await createCarApi(staff.token);
      day = uniquePastDay();
      await loadApi(
        staff.token,
        car.id,
        day.iso,
        goods.map((g) => g.id),
      );
      await createProductApi(staff.token, {
        customer_id: customer.id,
        name: 'Thùng lẻ',
        price_type: 'package',
        is_total_money: true,
        price: 30_000,
        quantity: 1,
      });
    });

    test('Đã thu on the debt screen: the debt falls there, in the customer list and the statistics', async ({
      page,
    }) => {
      const statistics = `/thong-ke?date_from=${day.iso}&date_to=${day.iso}&customer_id=${customer.id}`;
      const due = page.getByRole('region', { name: 'Còn phải thu', exact: true });
      await openSignedIn(page, staff, statistics);
      await expect(due).toHaveText(/^Còn phải thu\s*200\.000 đ$/);

      await openDebtOf(page, staff, customer);
      const row = dataRows(page).first();
      await expect(row).toContainText('5.000.000 đ');
      await expect(row).toContainText('230.000 đ');
      await expect(row).toContainText('5.230.000 đ');

      await page.getByRole('button', { name: `Xem công nợ của ${customer.full_name}` }).click();
      const drawer = page.getByRole('dialog', { name: customer.full_name });
      const statements = drawer.getByRole('table', { name: 'Phiếu thu chưa thu đủ' });
      const statement = statements.getByRole('row', { name: new RegExp(car.number_car) });
      await expect(statement).toContainText(day.shown);
      await expect(statement).toContainText('200.000 đ');
      await expect(
        drawer.getByRole('table', { name: 'Hàng chưa lên xe, chưa thu tiền' }),
      ).toContainText('Thùng lẻ');

      await statement.getByRole('button', { name: 'Đã thu' }).click();
      const confirm = page.getByRole('dialog', { name: 'Xác nhận thu tiền' });
      await expect(confirm).toContainText(
        `Thu 200.000 đ của phiếu xe ${car.number_car} ngày ${day.shown}?`,
      );
      await closeDialogWith(confirm, 'Xác nhận');
      await expect(page.getByText('Đã thu tiền', { exact: true })).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(statements).toContainText('Không có phiếu thu nào còn nợ');
      await expect(drawer).toContainText('5.030.000 đ');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(dataRows(page).first()).toContainText('5.030.000 đ');

      await page.goto(`/customers?full_name=${encodeURIComponent(customer.full_name)}`);
      await expect(dataRows(page)).toHaveCount(1);
      await expect(dataRows(page).first()).toContainText('5.030.000 đ');
      const owed = await apiEndpoint(staff.token, customersApi.get, {
        params: { id: customer.id },
      });
      expect(owed.outstanding_debt).toBe(5_030_000);

      await page.goto(statistics);
      await expect(due).toHaveText(/^Còn phải thu\s*0 đ$/);
      await expect(page.getByRole('region', { name: 'Đã thu', exact: true })).toHaveText(
        /^Đã thu\s*200\.000 đ$/,
      );
    });
  });

  test.describe('the period statement', () => {
    let customer: Customer;
    // Opening debt 1 000 000; 100 000 received 10-02-2024; 50 000 received 05-03-2024 and marked
    // paid when entered: a payment of today (docs/decisions/0001-payments-are-records.md); 70 000 received 15-03-2024. March 2024:
    // opening 1 100 000, goods 120 000, collected 0, closing 1 220 000; up to today: closing =
    // outstanding 1 170 000, the payment among the collections.
    test.beforeAll(async () => {
      customer = await createCustomerApi(staff.token, {
        full_name: unique('Vũ Văn Đối Chiếu '),
        debt: 1_000_000,
      });
      const goods = [
        { name: 'Tháng hai', price: 100_000, datetime: '2024-02-10', is_paid: false },
        { name: 'Đã trả', price: 50_000, datetime: '2024-03-05', is_paid: true },
        { name: 'Tháng ba', price: 70_000, datetime: '2024-03-15', is_paid: false },
      ];
      for (const g of goods) {
        await createProductApi(staff.token, {
          customer_id: customer.id,
          price_type: 'package',
          is_total_money: true,
          quantity: 1,
          ...g,
        });
      }
    });

    test('Công nợ theo kỳ: the four figures and both tables, printable', async ({ page }) => {
      await openDebtOf(page, staff, customer);
      await page.getByRole('button', { name: `Xem công nợ của ${customer.full_name}` }).click();
      await page.getByRole('button', { name: 'Công nợ theo kỳ' }).click();
      await expect(page.getByRole('heading', { name: 'Bảng đối chiếu công nợ' })).toBeVisible();
      const figures = page.getByRole('table', { name: 'Công nợ theo kỳ' });
      await expect(figures.getByRole('row', { name: /Còn nợ cuối kỳ/ })).toContainText(
        '1.170.000 đ',
      );
      await expect(page.getByRole('button', { name: 'In' })).toBeVisible();
      const collections = page.getByRole('table', { name: 'Tiền đã thu trong kỳ' });
      await expect(
        collections.getByRole('row', { name: /Thu tại danh sách hàng hóa/ }),
      ).toContainText('50.000 đ');

      // The range picker: typed dates, as a person without a mouse would.
      const [start, end] = [
        page.getByPlaceholder('Ngày bắt đầu'),
        page.getByPlaceholder('Ngày kết thúc'),
      ];
      await start.click();
      await start.fill('01-03-2024');
      await start.press('Enter');
      await end.fill('31-03-2024');
      await end.press('Enter');
      await expect(page).toHaveURL(/date_from=2024-03-01&date_to=2024-03-31/);
      await expect(page.getByText('Từ ngày 01-03-2024 đến ngày 31-03-2024')).toBeVisible();
      const figure = (name: string) => figures.getByRole('row', { name: new RegExp(name) });
      await expect(figure('Số dư đầu kỳ')).toContainText('1.100.000 đ');
      await expect(figure('Tiền hàng trong kỳ')).toContainText('120.000 đ');
      await expect(figure('Đã thu trong kỳ')).toContainText('0 đ');
      await expect(figure('Còn nợ cuối kỳ')).toContainText('1.220.000 đ');
      const goods = page.getByRole('table', { name: 'Hàng nhận trong kỳ' });
      await expect(goods.getByRole('row')).toHaveCount(4);
      await expect(goods).toContainText('05-03-2024');
      await expect(goods).toContainText('15-03-2024');
      await expect(
        collections.getByRole('row', { name: /Thu tại danh sách hàng hóa/ }),
      ).toHaveCount(0);
    });
  });
});
