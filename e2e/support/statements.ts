import { test } from '@playwright/test';
import { carsApi } from '@depot/shared/cars/cars.contract';
import type { Car } from '@depot/shared/cars/cars.schema';
import type { Customer } from '@depot/shared/customers/customers.schema';
import type { Product } from '@depot/shared/products/products.schema';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { apiEndpoint, unique } from './api';
import { createCustomerApi } from './customers';
import { createSpecificationApi } from './product-form';
import { createGoodsApi, type NewGoods } from './products';

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

/** A vehicle with a plate of its own (randomPlate) and the given capacity in kg. */
export function createCarApi(
  token: string,
  capacityKg = 2500,
  driverName = 'Lê Văn Tài',
): Promise<Car> {
  return apiEndpoint(token, carsApi.create, {
    body: { number_car: randomPlate(), driver_name: driverName, total_weight: capacityKg },
  });
}

/** A goods line of a statement: its name, weight in kg and price per kg. */
export type StatementLine = {
  name: string;
  total_weight: number;
  price: number;
  quantity?: number;
};

/**
 * The goods of a statement line for a customer, priced per kg, received on 2000-01-01 (before
 * every uniquePastDay), for createGoodsApi.
 */
export function statementGoods(
  customerId: number,
  specificationId: number,
  line: StatementLine,
): NewGoods {
  return {
    customer_id: customerId,
    specification_id: specificationId,
    price_type: 'weight',
    quantity: 1,
    datetime: '2000-01-01',
    ...line,
  };
}

/** Loads goods onto a vehicle for a date (POST /api/transports, the pickup). */
export function loadApi(token: string, carId: number, date: string, products: number[]) {
  return apiEndpoint(token, transportsApi.load, {
    body: { car_id: carId, datetime_from: date, products },
  });
}

export type LoadedVehicle = {
  car: Car;
  day: { iso: string; shown: string };
  customers: Customer[];
  goods: Product[][];
};

/**
 * One vehicle on a date of its own with goods of `lines.length` customers, each customer's
 * goods as given (names made unique). Everything through the API, as staff would enter it.
 */
export async function seedLoadedVehicle(
  token: string,
  lines: StatementLine[][],
  day = uniquePastDay(),
): Promise<LoadedVehicle> {
  const tag = unique('');
  const [car, spec] = await Promise.all([createCarApi(token), createSpecificationApi(token)]);
  const customers: Customer[] = [];
  const goods: Product[][] = [];
  for (const [index, customerLines] of lines.entries()) {
    const customer = await createCustomerApi(token, {
      full_name: `Khách Bảng Kê ${String.fromCharCode(65 + index)} ${tag}`,
    });
    customers.push(customer);
    const made: Product[] = [];
    for (const line of customerLines)
      made.push(
        await createGoodsApi(
          token,
          statementGoods(customer.id, spec.id, { ...line, name: `${line.name} ${tag}` }),
        ),
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
