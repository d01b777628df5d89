import { DEFAULT_SETTINGS } from '@depot/shared/settings/settings.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cars,
  customers,
  depotSettings,
  products,
  specifications,
} from '../src/db/schema/index';
import { buildCustomer, buildSpecification } from './factories';
import { call, createTestApp, type SignedInTestApp } from './test-app';

// docs/decisions/0014-one-owner-per-table.md item 5, on the real database: a name or note made only of invisible characters is
// refused with a message that says so and nothing is stored; a right-to-left override is
// dropped from what is stored. The rule is shared (text-rules.ts), so each module gets it.
let t: SignedInTestApp;
let goods: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  const customer = await buildCustomer(t.db);
  const spec = await buildSpecification(t.db);
  goods = {
    customer_id: customer.id,
    name: 'Máy giặt',
    price_type: 'weight',
    specification_id: spec.id,
    quantity: 2,
    total_weight: 40.5,
    price: 3000,
    datetime: '2026-11-20',
  };
});
afterAll(() => t.close());

const ZWSP = '\u200B\u200B\u200B';
const RLO = '\u202E';
const invisible = (label: string) => `${label} không được chỉ gồm ký tự vô hình`;

/** Every row a refused request could have written. */
const snapshot = async () => ({
  products: await t.db.select().from(products).orderBy(products.id),
  customers: await t.db.select().from(customers).orderBy(customers.id),
  cars: await t.db.select().from(cars).orderBy(cars.id),
  specifications: await t.db.select().from(specifications).orderBy(specifications.id),
  settings: await t.db.select().from(depotSettings),
  audit: await t.db.$count(auditLog),
});

const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  call(t, { method, url, token: t.token, payload });

describe('a text made only of invisible characters', () => {
  it.each([
    ['a goods name', { name: ZWSP }, 'name', 'Tên hàng'],
    ['a goods note', { product_type: ZWSP }, 'product_type', 'Ghi chú'],
    ['a goods code suffix', { suffix: `${RLO}\u200B` }, 'suffix', 'Hậu tố mã'],
  ])('is refused in %s with 400 and its message', async (_, change, field, label) => {
    const before = await snapshot();
    const res = await post('/api/products', { ...goods, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(invisible(label));
    expect(res.body.errors).toEqual({ [field]: invisible(label) });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused in a customer name, a plate, a specification and the depot name', async () => {
    const before = await snapshot();
    const replies = [
      await post('/api/customers', {
        full_name: ZWSP,
        phone: '0909000111',
        province_id: 79,
        district_id: 760,
        ward_id: 26740,
      }),
      await post('/api/cars', { number_car: ZWSP, driver_name: 'Tài', total_weight: 1000 }),
      await post('/api/specifications', { name: `\u00AD${ZWSP}\uFEFF` }),
      await post('/api/settings', { ...DEFAULT_SETTINGS, depot_name: ZWSP }, 'PUT'),
    ];
    expect(replies.map((r) => [r.status, r.body.message])).toEqual([
      [400, invisible('Họ và tên')],
      [400, invisible('Biển số xe')],
      [400, invisible('Tên quy cách')],
      [400, invisible('Tên chành xe')],
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a right-to-left override', () => {
  it('is removed from the goods name, note and suffix that are stored', async () => {
    const res = await post('/api/products', {
      ...goods,
      name: `Gạo ${RLO}25kg`,
      product_type: `${RLO}Dễ vỡ\u2069`,
      suffix: `A${RLO}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Gạo 25kg', product_type: 'Dễ vỡ', suffix: 'A' });
    const [stored] = await t.db.select().from(products).where(eq(products.id, res.body.data.id));
    expect(stored).toMatchObject({ name: 'Gạo 25kg', product_type: 'Dễ vỡ', suffix: 'A' });
  });

  it('is removed from a customer name and the depot name', async () => {
    const customer = await post('/api/customers', {
      full_name: `Nguyễn ${RLO}Văn An\u200F`,
      phone: '0909000222',
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    expect(customer.body.data.full_name).toBe('Nguyễn Văn An');
    const settings = await post(
      '/api/settings',
      { ...DEFAULT_SETTINGS, depot_name: `${RLO}Chành xe Minh Phát` },
      'PUT',
    );
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const [stored] = await t.db.select().from(depotSettings);
    expect(stored?.depot_name).toBe('Chành xe Minh Phát');
  });
});
