import { expect, type Locator, type Page } from '@playwright/test';
import type { WireBody } from '@depot/shared/api/wire-input';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { apiEndpoint, unique, type SignedIn } from './api';
import type { Car } from '@depot/shared/cars/cars.schema';
import { createCustomerApi, pick, type NewCustomer } from './customers';
import { expectOpened } from './dialogs';
import { openSignedIn } from './session';

/** Goods to create: the customer and name, and any field of POST /products over the defaults. */
export type NewGoods = Partial<WireBody<typeof productsApi.create>> & {
  customer_id: number;
  name: string;
};

/** Today in the depot's time zone as the API takes it (YYYY-MM-DD). */
export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
}

/** Creates goods through the API (default: 2 packages of 10 kg at 50.000 đ a package, today). */
export function createGoodsApi(token: string, goods: NewGoods): Promise<Product> {
  return apiEndpoint(token, productsApi.create, {
    body: {
      price: 50000,
      quantity: 2,
      total_weight: 10,
      price_type: 'package',
      is_total_money: false,
      is_paid: false,
      datetime: todayIso(),
      ...goods,
    },
  });
}

/** Creates several goods lines in parallel batches (for lists of more than one page). */
export async function createManyGoodsApi(
  token: string,
  count: number,
  build: (n: number) => NewGoods,
  batchSize = 10,
): Promise<Product[]> {
  const created: Product[] = [];
  for (let start = 1; start <= count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start + 1) }, (_, i) =>
      createGoodsApi(token, build(start + i)),
    );
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/** A customer named `${prefix} ${tag}` (tag unique to the journey) to hang goods on. */
export function createGoodsCustomer(
  token: string,
  prefix: string,
  extra: Partial<NewCustomer> = {},
): Promise<Customer> {
  return createCustomerApi(token, { full_name: `${prefix} ${unique('')}`, ...extra });
}

/** The goods list's rows (not its header, nor its empty line). */
export function goodsRows(page: Page): Locator {
  return page.locator('tbody tr.ant-table-row');
}

/** The row of one goods line, found by its name. */
export function goodsRow(page: Page, name: string): Locator {
  return goodsRows(page).filter({ hasText: name });
}

/** Opens a column's header filter popup by its trigger ('Lọc theo …'). */
export async function openColumnFilter(page: Page, column: string): Promise<Locator> {
  await page.getByRole('button', { name: `Lọc theo ${column.toLowerCase()}` }).click();
  const popup = page.locator('.ant-table-filter-dropdown:visible');
  await expect(popup).toBeVisible();
  // Its dropdown slides down; a press on `Lọc` mid-slide was lost on a fresh-clone run (the
  // filter never applied). The slide's class sits on the dropdown around the popup.
  await expectOpened(page.locator('.ant-dropdown').filter({ has: popup }));
  return popup;
}

/** The pager's total (`Tổng số 1.234 mặt hàng`), which shows once the first page has arrived. */
export function listTotal(page: Page): Locator {
  return page.getByText(/^Tổng số [\d.]+ mặt hàng$/);
}

/** The box above the goods list that finds a parcel by its code (docs/domain.md). */
export function codeSearchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Tìm theo mã hàng' });
}

/**
 * Opens the goods list signed in and waits until its first page has arrived. The first screen
 * of a visit loads the app's code, which a loaded two-core machine takes seconds to run: this
 * one wait is longer than the usual expect timeout, every later one is not.
 */
export async function openGoodsList(page: Page, session: SignedIn, path: string): Promise<void> {
  await openSignedIn(page, session, path);
  await expect(listTotal(page)).toBeVisible({ timeout: 20_000 });
}

/** Picks the vehicle in the pickup form (Lên Hàng) by typing its plate. */
export async function pickPickupCar(page: Page, car: Car): Promise<void> {
  const form = page.locator('.ant-card').filter({ hasText: 'Tổng trọng lượng hàng đã chọn' });
  const select = form.getByRole('combobox', { name: 'Xe' });
  await pick(page, select, car.number_car, `${car.number_car} · ${car.driver_name}`);
}
