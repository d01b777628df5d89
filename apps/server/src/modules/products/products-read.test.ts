import { productCode } from '@depot/shared/products/products.rules';
import { productSchema } from '@depot/shared/products/products.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import {
  buildCustomer,
  buildProduct,
  buildSpecification,
  buildTrip,
} from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';

// The read statement of goods (products-read.queries.ts): every field of a row, the same line
// whether listed, read alone or read by customer, and codes past the 4-digit counter.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
});
afterAll(() => t.close());

const get = async (url: string, query?: Record<string, string>) => {
  const res = await call(t, { url, token: t.token, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('a goods row', () => {
  it('carries its customer, address, specification, live trip, code and amount', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Phạm Văn Đọc', province_id: 79 });
    const spec = await buildSpecification(t.db, 'Thùng đọc');
    const {
      car,
      trip,
      products: loaded,
    } = await buildTrip(t.db, {
      datetime_from: '2029-03-02',
      customer_id: customer.id,
      product: {
        datetime: '2029-03-01',
        price: 2500,
        quantity: 3,
        total_weight: 12.35,
        specification_id: spec.id,
        product_type: 'Dễ vỡ',
        suffix: 'K',
      },
    });
    const goods = loaded[0]!;
    const [stored] = await t.db.select().from(products).where(eq(products.id, goods.id));
    const listed = await get('/api/products', { customer_id: String(customer.id) });
    expect(listed.rows).toHaveLength(1);
    const row = productSchema.strict().parse(listed.rows[0]);
    expect(row).toMatchObject({
      id: goods.id,
      code: productCode(stored!),
      customer_id: customer.id,
      customer: {
        id: customer.id,
        full_name: 'Phạm Văn Đọc',
        phone: customer.phone,
        number_house: customer.number_house,
        // As the customer reads: `{id, name, type}` of each unit.
        province_id: customer.province_id,
        district_id: customer.district_id,
        ward_id: customer.ward_id,
      },
      price: 2500,
      quantity: 3,
      total_weight: 12.35,
      price_type: 'weight',
      specification_id: { id: spec.id, name: 'Thùng đọc' },
      status: true,
      trip: { trip_id: trip.id, car_id: car.id, number_car: car.number_car },
      datetime: '2029-03-01',
      product_type: 'Dễ vỡ',
      suffix: 'K',
      amount: 30875, // 2 500 đ × 12,35 kg
      created_at: stored!.created_at.toISOString(),
      updated_at: stored!.updated_at.toISOString(),
    });
    expect(row.trip!.datetime_from).toBe('2029-03-02');
    expect(row.code).toMatch(/^2903-\d{4}-K$/);

    // The one goods also carries its tracking link's token (docs/domain.md, "Tracking").
    expect(await get(`/api/products/${goods.id}`)).toEqual({
      ...row,
      track_token: expect.stringMatching(new RegExp(`^${goods.id.toString(36)}-[\\w-]{16}$`)),
    });
    expect(await get(`/api/products/customer/${customer.id}`)).toEqual([row]);
  });

  it('shows no trip nor specification when there is none', async () => {
    const goods = await buildProduct(t.db, { price_type: 'package', datetime: '2029-04-01' });
    const row = productSchema.strict().parse(await get(`/api/products/${goods.id}`));
    expect(row).toMatchObject({ trip: null, specification_id: null, price_type: 'package' });
  });
});

describe('codes past 9 999 goods in a month', () => {
  it('writes every digit of the counter, and the code filter finds it', async () => {
    const goods = await buildProduct(t.db, { datetime: '2029-06-10' });
    await t.db.update(products).set({ order: 12345 }).where(eq(products.id, goods.id));

    const row = await get(`/api/products/${goods.id}`);
    expect(row.code).toBe('2906-12345');
    const found = await get('/api/products', { code: '2906-12345' });
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([goods.id]);
    // A 4-digit prefix of it is a prefix still, as codes are searched by their beginning.
    const prefixed = await get('/api/products', { code: '2906-1234' });
    expect(prefixed.rows.map((r: { id: number }) => r.id)).toContain(goods.id);
  });
});
