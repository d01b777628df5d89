import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productCodeCounters, products } from '../../db/schema/index';
import { buildCustomer, buildProduct, buildSpecification } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireBody } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// Spec 1 §5, goods form: each rule answers 400 with its field's message and writes nothing.
let t: SignedInTestApp;
let token: string;
let valid: WireBody<typeof productsApi.create>;
let existing: { id: number };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  const customer = await buildCustomer(t.db);
  const spec = await buildSpecification(t.db);
  existing = await buildProduct(t.db, { customer_id: customer.id, specification_id: spec.id });
  valid = {
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

/** Everything a create or an edit could write, to prove a refused one wrote nothing. */
const snapshot = async () => ({
  products: await t.db.select().from(products).orderBy(products.id),
  audit: await t.db.$count(auditLog),
  counters: await t.db.select().from(productCodeCounters),
});

const cases: [string, Record<string, unknown>, Record<string, string>][] = [
  ['no customer', { customer_id: undefined }, { customer_id: 'Vui lòng chọn khách hàng' }],
  ['customer 0', { customer_id: 0 }, { customer_id: 'Vui lòng chọn khách hàng' }],
  ['no name', { name: undefined }, { name: 'Vui lòng nhập tên hàng' }],
  ['a blank name', { name: '   ' }, { name: 'Vui lòng nhập tên hàng' }],
  [
    'a name over 250 characters',
    { name: 'Hàng '.repeat(50) + 'x' },
    { name: 'Tên hàng không được vượt quá 250 ký tự' },
  ],
  ['an unknown price type', { price_type: 'box' }, { price_type: 'Vui lòng chọn cách tính giá' }],
  [
    'weight pricing without a specification',
    { specification_id: null },
    { specification_id: 'Vui lòng chọn quy cách' },
  ],
  [
    'weight pricing with an empty specification',
    { specification_id: '' },
    { specification_id: 'Vui lòng chọn quy cách' },
  ],
  ['no quantity', { quantity: undefined }, { quantity: 'Vui lòng nhập số lượng' }],
  ['a negative quantity', { quantity: -1 }, { quantity: 'Số lượng không được âm' }],
  ['a fractional quantity', { quantity: 1.5 }, { quantity: 'Số lượng phải là số nguyên' }],
  ['no weight', { total_weight: undefined }, { total_weight: 'Vui lòng nhập trọng lượng' }],
  ['a negative weight', { total_weight: -0.01 }, { total_weight: 'Trọng lượng không được âm' }],
  [
    'a weight with 3 decimals',
    { total_weight: 1.234 },
    { total_weight: 'Trọng lượng chỉ có tối đa 2 chữ số thập phân' },
  ],
  [
    'a weight that is text',
    { total_weight: '12kg' },
    { total_weight: 'Trọng lượng phải là một số' },
  ],
  ['no price', { price: undefined }, { price: 'Vui lòng nhập đơn giá' }],
  ['a negative price', { price: -1000 }, { price: 'Đơn giá không được âm' }],
  [
    'a price in fractions of a đồng',
    { price: 1000.5 },
    { price: 'Đơn giá phải là số nguyên đồng' },
  ],
  ['no receive date', { datetime: undefined }, { datetime: 'Vui lòng chọn ngày nhận hàng' }],
  [
    'a receive date that is no day',
    { datetime: '2026-02-30' },
    { datetime: 'Ngày nhận hàng không hợp lệ (định dạng YYYY-MM-DD)' },
  ],
  [
    'a receive date written DD-MM-YYYY',
    { datetime: '20-11-2026' },
    { datetime: 'Ngày nhận hàng không hợp lệ (định dạng YYYY-MM-DD)' },
  ],
];

describe('validation of goods', () => {
  it.each(cases)('POST refuses %s', async (_label, change, errors) => {
    const before = await snapshot();
    // Each change is invalid on purpose (a missing field, text for a number): sent by hand.
    const payload = { ...valid, ...change };
    const res = await call(t, { method: 'POST', url: '/api/products', token, payload });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(res.body.message).toBe(Object.values(errors)[0]);
    expect(await snapshot()).toEqual(before);
  });

  it.each(cases)('PUT refuses %s', async (_label, change, errors) => {
    const before = await snapshot();
    const payload = { ...valid, ...change };
    const res = await call(t, {
      method: 'PUT',
      url: `/api/products/${existing.id}`,
      token,
      payload,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts package pricing without a specification, and 0 for the numbers', async () => {
    const res = await callEndpoint(t, productsApi.create, {
      body: { ...valid, price_type: 'package', specification_id: null, price: 0, quantity: 0 },
      token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data).toMatchObject({ specification_id: null, amount: 0 });
  });
});

describe('validation of a PATCH', () => {
  it('refuses a bad field with its message, and writes nothing', async () => {
    const before = await snapshot();
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: existing.id },
      body: { price: -5 },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ price: 'Đơn giá không được âm' });
    expect(await snapshot()).toEqual(before);
  });

  it('checks the merged line: weight pricing of package goods needs a specification', async () => {
    const pkg = await buildProduct(t.db, { price_type: 'package' });
    const before = await snapshot();
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: pkg.id },
      body: { price_type: 'weight' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ specification_id: 'Vui lòng chọn quy cách' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an empty PATCH', async () => {
    const res = await callEndpoint(t, productsApi.patch, {
      params: { id: existing.id },
      body: {},
      token,
    });
    expect(res.status).toBe(400);
    expect(res.message).toBe('Không có thông tin cần cập nhật');
  });
});
