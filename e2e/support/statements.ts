import { test } from '@playwright/test';
import { apiCall, unique } from './api';
import { createCustomerApi, type CustomerRow } from './customers';

export type CarRow = { id: number; number_car: string; driver_name: string; total_weight: number };
export type ProductRow = { id: number; name: string; status: boolean; is_paid: boolean };

/** A plate nobody else's journey uses: two letters (cars.spec uses one, `C`), five digits. */
export function randomPlate(): string {
  const letters = 'ABDEFGHKLMNPSTUVXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(10_000 + Math.floor(Math.random() * 90_000));
  return `${10 + Math.floor(Math.random() * 90)}${pick()}${pick()}-${digits.slice(0, 3)}.${digits.slice(3)}`;
}

let daysTaken = 0;

/**
 * A departure date no other journey of the run loads onto, so that a list searched for that day
 * shows only this journey's vehicles. Each worker process (Playwright's workerIndex, never
 * reused within a run) takes every 64th day from 2000-01-01 in turn: a random day of one year
 * collided now and then, when two of the ~30 journeys drew the same day. Goods are received on
 * 2000-01-01 by default, before any of these; the other journeys use 2022 and later.
 * YYYY-MM-DD and DD-MM-YYYY.
 */
export function uniquePastDay(): { iso: string; shown: string } {
  const slot = daysTaken++ * 64 + (test.info().workerIndex % 64);
  const day = new Date(Date.UTC(2000, 0, 1) + slot * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}-${m}-${y}` };
}

export function createCarApi(token: string, capacityKg = 2500): Promise<CarRow> {
  return apiCall<CarRow>(token, 'POST', '/api/cars', {
    number_car: randomPlate(),
    driver_name: 'Lê Văn Tài',
    total_weight: capacityKg,
  });
}

export function createSpecificationApi(token: string): Promise<{ id: number; name: string }> {
  return apiCall(token, 'POST', '/api/specifications', { name: unique('Thùng ') });
}

export type NewGoods = { name: string; total_weight: number; price: number; quantity?: number };

/** Goods received for a customer, priced per kg (POST /api/products). */
export function createGoodsApi(
  token: string,
  customerId: number,
  specificationId: number,
  goods: NewGoods,
): Promise<ProductRow> {
  return apiCall<ProductRow>(token, 'POST', '/api/products', {
    customer_id: customerId,
    specification_id: specificationId,
    price_type: 'weight',
    quantity: 1,
    datetime: '2000-01-01',
    ...goods,
  });
}

/** Loads goods onto a vehicle for a date (POST /api/transports, the pickup). */
export function loadApi(token: string, carId: number, date: string, products: number[]) {
  return apiCall(token, 'POST', '/api/transports', {
    car_id: carId,
    datetime_from: date,
    products,
  });
}

export type LoadedVehicle = {
  car: CarRow;
  day: { iso: string; shown: string };
  customers: CustomerRow[];
  goods: ProductRow[][];
};

/**
 * One vehicle on a date of its own with goods of `lines.length` customers, each customer's
 * goods as given (names made unique). Everything through the API, as staff would enter it.
 */
export async function seedLoadedVehicle(
  token: string,
  lines: NewGoods[][],
  day = uniquePastDay(),
): Promise<LoadedVehicle> {
  const tag = unique('');
  const [car, spec] = await Promise.all([createCarApi(token), createSpecificationApi(token)]);
  const customers: CustomerRow[] = [];
  const goods: ProductRow[][] = [];
  for (const [index, customerLines] of lines.entries()) {
    const customer = await createCustomerApi(token, {
      full_name: `Khách Bảng Kê ${String.fromCharCode(65 + index)} ${tag}`,
    });
    customers.push(customer);
    const made: ProductRow[] = [];
    for (const line of customerLines)
      made.push(
        await createGoodsApi(token, customer.id, spec.id, { ...line, name: `${line.name} ${tag}` }),
      );
    goods.push(made);
  }
  await loadApi(
    token,
    car.id,
    day.iso,
    goods.flat().map((g) => g.id),
  );
  return { car, day, customers, goods };
}
