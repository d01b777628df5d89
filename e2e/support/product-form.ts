import { expect, type Locator, type Page } from '@playwright/test';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import { apiEndpoint, unique } from './api';
import { createCustomerApi, pick } from './customers';
import { createGoodsApi, type NewGoods } from './products';

/** A specification nobody else's journey uses (names are unique). */
export function createSpecificationApi(
  token: string,
  name = unique('Thùng '),
): Promise<Specification> {
  return apiEndpoint(token, specificationsApi.create, { body: { name } });
}

/** Goods as the form's journeys start from: 2 × 12,5 kg at 15.000 đ/kg, on 20-11-2026. */
export function createProductApi(token: string, product: NewGoods): Promise<Product> {
  return createGoodsApi(token, {
    price: 15000,
    quantity: 2,
    total_weight: 12.5,
    price_type: 'weight',
    datetime: '2026-11-20',
    ...product,
  });
}

export function getProductApi(token: string, id: number): Promise<Product> {
  return apiEndpoint(token, productsApi.get, { params: { id } });
}

/** The goods of a customer (the list's order: newest receive date first). */
export async function customerProductsApi(token: string, customerId: number): Promise<Product[]> {
  const page = await apiEndpoint(token, productsApi.list, {
    query: { customer_id: customerId, limit: 100 },
  });
  return page.rows;
}

/** A customer with a recognisable name, for the picker. */
export function createFormCustomer(token: string, name = 'Khách Hàng Hóa '): Promise<Customer> {
  return createCustomerApi(token, { full_name: unique(name) });
}

/** Picks a customer in the form's Khách hàng picker by typing its name. */
export async function pickCustomer(page: Page, customer: Customer): Promise<void> {
  await pick(
    page,
    page.getByRole('combobox', { name: 'Khách hàng' }),
    customer.full_name,
    `${customer.full_name} — ${customer.phone}`,
  );
}

/** Picks a specification in the Quy cách select. */
export async function pickSpecification(page: Page, name: string): Promise<void> {
  await pick(page, page.getByRole('combobox', { name: 'Quy cách' }), name, name);
}

/** The form's controls, by their labels and roles. */
export function productForm(page: Page) {
  return {
    customer: page.getByRole('combobox', { name: 'Khách hàng' }),
    name: page.getByRole('textbox', { name: 'Tên hàng' }),
    byPackage: page.getByRole('radio', { name: 'Theo kiện' }),
    byWeight: page.getByRole('radio', { name: 'Theo trọng lượng' }),
    specification: page.getByRole('combobox', { name: 'Quy cách' }),
    quantity: page.getByRole('textbox', { name: 'Số lượng' }),
    weight: page.getByRole('textbox', { name: 'Tổng trọng lượng (kg)' }),
    /** The unit price input, by what its label says now. */
    price: (label: string) => page.getByRole('textbox', { name: label }),
    totalMoney: page.getByRole('checkbox', { name: 'Tổng tiền' }),
    paid: page.getByRole('checkbox', { name: 'Đã thanh toán' }),
    note: page.getByRole('textbox', { name: 'Ghi chú' }),
    date: page.getByRole('textbox', { name: 'Ngày nhận hàng' }),
    amount: page.getByTestId('line-amount'),
    create: page.getByRole('button', { name: 'Thêm mới' }),
    update: page.getByRole('button', { name: 'Cập nhật' }),
  };
}

/** What a form select shows as its value (its title), by the select's accessible name. */
export function selectedValue(page: Page, name: string): Locator {
  return fieldOf(page, page.getByRole('combobox', { name })).locator(
    '.ant-select-content-has-value',
  );
}

/** The suggestion chips (one list item each), and one by the name it starts with. */
export function suggestionChips(page: Page): Locator {
  return page.getByRole('list', { name: 'Gợi ý' }).getByRole('listitem');
}

export function suggestionChip(page: Page, name: string): Locator {
  return suggestionChips(page).filter({ hasText: new RegExp(`^${escapeRegExp(name)} · `) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The form item around a control: its label, the control with its unit, its messages. */
export function fieldOf(page: Page, control: Locator): Locator {
  return page.locator('.ant-form-item').filter({ has: control });
}

/** The line's code above its form (the trail below may name it too). */
export function shownCode(page: Page, code: string): Locator {
  return page.locator('strong').filter({ hasText: `Mã: ${code}` });
}

/**
 * Types a date into the date picker and leaves the field with Tab, which keeps a valid date.
 * (Enter would also submit the form, as in any field.)
 */
export async function typeDate(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.fill(text);
  // The typed day is then picked in the open calendar, which the field always commits; leaving
  // the field with Tab alone lost the typed date now and then on a busy machine.
  // A range calendar shows a month's last days twice (greyed in the next month's panel): the
  // first is the day in its own month.
  const [day, month, year] = text.split('-');
  const page = field.page();
  const cell = page
    .locator(`.ant-picker-dropdown:visible td[title="${year}-${month}-${day}"]`)
    .first();
  const range = field.locator(`xpath=ancestor::*[contains(@class, 'ant-picker-range')]`);
  if ((await range.count()) > 0) {
    await cell.click();
  } else {
    // A single calendar commits the day and closes on the click. Under load the field once
    // showed the typed date while the form still held today's (saved so): leaving the field
    // shows what it committed, so the date is checked after a blur and typed again if lost.
    await expect(async () => {
      if (!(await page.locator('.ant-picker-dropdown:visible').count())) {
        await field.click({ timeout: 2_000 });
        await field.fill(text, { timeout: 2_000 });
      }
      if (await cell.isVisible()) await cell.click({ timeout: 2_000 });
      await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0, {
        timeout: 2_000,
      });
      await field.blur();
      await expect(field).toHaveValue(text, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(field).toHaveValue(text);
}

/** Waits for the result alert with that text. */
export async function expectAlert(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}
