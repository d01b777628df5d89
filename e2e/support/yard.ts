import { expect, type Locator, type Page } from '@playwright/test';
import type { Car } from '@depot/shared/cars/cars.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { apiEndpoint } from './api';
import { pick } from './customers';
import { todayIso } from './products';

/** The yard screen's parts a loader looks at. */
export function yardScreen(page: Page) {
  return {
    code: page.getByRole('textbox', { name: 'Mã hàng' }),
    car: page.getByRole('combobox', { name: 'Xe' }),
    answer: page.getByRole('status', { name: 'Xếp hàng' }),
    scans: page.getByRole('list', { name: 'Các lượt quét' }).getByRole('listitem'),
    refusals: page.getByRole('list', { name: 'Lượt quét bị từ chối chưa xem' }),
  };
}

/** Picks the vehicle on the yard screen; the code field then has the focus. */
export async function chooseYardCar(page: Page, car: Car): Promise<void> {
  const { car: select, code } = yardScreen(page);
  await pick(page, select, car.number_car, `${car.number_car} · ${car.driver_name}`);
  await expect(code).toBeFocused();
}

/**
 * What a handheld scanner does: types the code and Enter into whatever has the focus, without
 * clicking anything first.
 */
export async function scanWithScanner(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The ids of the goods on a vehicle today, read through the API. */
export async function goodsOnCar(token: string, car: Car): Promise<number[]> {
  const lines = await apiEndpoint(token, transportLinesApi.list, {
    query: { car_id: car.id, date_from: todayIso(), date_to: todayIso(), limit: 50 },
  });
  return lines.rows.map((l) => l.product.id).sort((a, b) => a - b);
}

/** A list item of the scans, by the goods code. */
export function scanOf(scans: Locator, code: string): Locator {
  return scans.filter({ hasText: code });
}
