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

/**
 * A departure date no other journey loads onto: a random day of 2024, so that the list searched
 * for that day shows only this journey's vehicles. YYYY-MM-DD and DD-MM-YYYY.
 */
export function randomPastDay(): { iso: string; shown: string } {
  const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(Math.random() * 360) * 86_400_000);
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
    datetime: '2024-01-01',
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
  day = randomPastDay(),
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
