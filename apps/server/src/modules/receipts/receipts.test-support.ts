import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import type { Car } from '@depot/shared/cars/cars.schema';
import { buildCar, buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { call, type SignedInTestApp } from '../../../test/test-app';

/** Seeding for the receipt tests: a depot with a bank account and statements of mixed lines. */

export const BANKED_SETTINGS = {
  ...DEFAULT_SETTINGS,
  depot_name: 'Chành xe Minh Phát',
  address: '12 Nguyễn Trãi, Phường 2, Quận 5, TP. Hồ Chí Minh',
  hotline: '0909 123 456',
  bank_bin: '970436',
  account_number: '0011001234567',
  account_holder: 'NGUYEN VAN MINH',
};

export async function saveSettings(t: SignedInTestApp, values = BANKED_SETTINGS) {
  const res = await call(t, {
    method: 'PUT',
    url: '/api/settings',
    token: t.token,
    payload: values,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

/**
 * One customer's statement on a vehicle and date, loaded in this order: a weight-priced line
 * (1 500 đ/kg × 12,35 kg = 18 525 đ), a package-priced one (3 × 50 000 đ) and a lump sum
 * (250 000 đ): 418 525 đ in all.
 */
export async function seedStatement(
  t: SignedInTestApp,
  given: { date: string; car?: Car; full_name?: string; paid?: boolean[] },
) {
  const car = given.car ?? (await buildCar(t.db));
  const customer = await buildCustomer(t.db, {
    full_name: given.full_name ?? 'Nguyễn Thị Ánh',
    number_house: '45 Lý Thường Kiệt',
    phone: '0912345678',
  });
  const paid = given.paid ?? [false, false, false];
  const values = [
    { price: 1500, quantity: 2, total_weight: 12.35, name: 'Thùng sơn Đông Á' },
    {
      price: 50000,
      quantity: 3,
      total_weight: 30,
      price_type: 'package' as const,
      name: 'Bao gạo',
    },
    { price: 250000, quantity: 1, total_weight: 80, is_total_money: true, name: 'Tủ lạnh cũ' },
  ];
  const goods = [];
  for (const [i, v] of values.entries()) {
    goods.push(await buildProduct(t.db, { ...v, customer_id: customer.id, is_paid: paid[i] }));
  }
  const { trip, items } = await buildTrip(t.db, {
    car,
    datetime_from: given.date,
    products: goods,
  });
  return { car, customer, trip, items, goods };
}

export const printQuery = (q: { car: { id: number }; customer: { id: number }; date: string }) => ({
  car_id: String(q.car.id),
  customer_id: String(q.customer.id),
  datefrom: q.date,
});
