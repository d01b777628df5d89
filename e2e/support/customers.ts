import { expect, type Locator, type Page } from '@playwright/test';
import type { WireBody } from '@depot/shared/api/wire-input';
import { customersApi } from '@depot/shared/customers/customers.contract';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { apiEndpoint } from './api';

/** Hồ Chí Minh → Quận 1 → Phường Bến Nghé: official codes of the seeded location list. */
export const HCM = { province: 79, quan1: 760, benNghe: 26740, quan3: 770, phuong14: 27127 };
/** Hà Nội → Quận Ba Đình → Phường Phúc Xá. */
export const HA_NOI = { province: 1, baDinh: 1, phucXa: 1 };

/** A customer to create: its name, and any field of POST /customers over the defaults. */
export type NewCustomer = Partial<WireBody<typeof customersApi.create>> & { full_name: string };

/** A phone number nobody else's journey uses: 09 and eight random digits. */
export function randomPhone(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Creates a customer through the API (default address: Phường Bến Nghé, Quận 1, HCM). */
export function createCustomerApi(token: string, customer: NewCustomer): Promise<Customer> {
  return apiEndpoint(token, customersApi.create, {
    body: {
      phone: randomPhone(),
      number_house: '12 Lê Lợi',
      province_id: HCM.province,
      district_id: HCM.quan1,
      ward_id: HCM.benNghe,
      debt: 0,
      ...customer,
    },
  });
}

/**
 * Creates `count` customers through the API, a batch at a time in parallel: fast enough for a
 * list of several pages, without flooding the one test server both workers share.
 */
export async function createCustomersApi(
  token: string,
  count: number,
  build: (n: number) => NewCustomer,
  batchSize = 10,
): Promise<Customer[]> {
  const created: Customer[] = [];
  for (let start = 1; start <= count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, count - start + 1) }, (_, i) =>
      createCustomerApi(token, build(start + i)),
    );
    created.push(...(await Promise.all(batch)));
  }
  return created;
}

/** The antd select around a combobox: what it shows as its value is inside it. */
export function selectOf(combobox: Locator): Locator {
  return combobox.locator(
    `xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`,
  );
}

/**
 * Opens an antd select, types to search (when `typed` is given) and picks the option with that
 * exact text, then waits until the select shows it. A click that lands while the options are
 * being replaced (a search answering late, a list re-rendered) picks nothing: the whole pick is
 * tried again rather than lost.
 */
async function pickOption(page: Page, select: Locator, option: string, typed?: string) {
  await expect(async () => {
    await select.click();
    if (typed !== undefined) await select.fill(typed);
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option, { exact: true })
      .click({ timeout: 5_000 });
    await expect(selectOf(select)).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** Types `typed` in a searchable select and picks `option` (see pickOption). */
export function pick(page: Page, select: Locator, typed: string, option: string): Promise<void> {
  return pickOption(page, select, option, typed);
}

/** Opens a select that takes no typing and picks `option` (see pickOption). */
export function choose(page: Page, select: Locator, option: string): Promise<void> {
  return pickOption(page, select, option);
}

/** What a form select shows as its value; absent while it only shows its placeholder. */
export function shownValue(page: Page, label: string): Locator {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-select-content-has-value');
}

/** The customer list's rows (not its header, nor its empty line). */
export function dataRows(page: Page): Locator {
  return page.locator('tbody tr.ant-table-row');
}

/** Opens a column's header filter popup by its trigger ('Lọc theo …'). */
export async function openFilter(page: Page, column: string): Promise<Locator> {
  const popup = page.locator('.ant-table-filter-dropdown:visible');
  // A filter just applied may still be fading out: with it, two popups would match (seen on a
  // fresh-clone run, the house-number filter opened while the phone one was closing).
  await expect(popup).toHaveCount(0);
  await page.getByRole('button', { name: `Lọc theo ${column.toLowerCase()}` }).click();
  await expect(popup).toBeVisible();
  return popup;
}
