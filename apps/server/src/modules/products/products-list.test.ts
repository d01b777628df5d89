import { lineAmount } from '@depot/shared/products/products.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { productsApi } from '@depot/shared/products/products.contract';

// GET /api/products and /api/products/count: text filters, flags, dates, code, paging, order.
// Each describe works on goods of a customer (or a name) of its own, so expected sets are exact.
let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

async function list(query: WireQueryOf<typeof productsApi.list>) {
  const res = await callEndpoint(t, productsApi.list, { query, token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}
const names = async (query: Record<string, string>) =>
  (await list(query)).rows.map((r) => r.name).sort();
const ids = async (query: Record<string, string>) => (await list(query)).rows.map((r) => r.id);

describe('accent-insensitive names', () => {
  beforeAll(async () => {
    const an = await buildCustomer(t.db, { full_name: 'Nguyễn Văn Ẩnđanh' });
    const binh = await buildCustomer(t.db, { full_name: 'Lê Thị Bìnhđanh' });
    await buildProduct(t.db, { customer_id: an.id, name: 'Hàng Điện Tử Xoàiđanh' });
    await buildProduct(t.db, {
      customer_id: binh.id,
      name: 'Gạo Xoàiđanh',
      product_type: 'Hàng dễ vỡ',
    });
    await buildProduct(t.db, { customer_id: binh.id, name: 'Hang dien tu xoaidanh 100%_x' });
  });

  it('finds goods by name whatever the marks and case', async () => {
    expect(await names({ name: 'hang dien tu xoaidanh' })).toEqual([
      'Hang dien tu xoaidanh 100%_x',
      'Hàng Điện Tử Xoàiđanh',
    ]);
    expect(await names({ name: 'XOÀIĐANH', customer: 'binh' })).toEqual([
      'Gạo Xoàiđanh',
      'Hang dien tu xoaidanh 100%_x',
    ]);
  });

  it('finds goods by their customer name whatever the marks', async () => {
    expect(await names({ customer: 'nguyen van anđanh' })).toEqual(['Hàng Điện Tử Xoàiđanh']);
    expect(await names({ customer: 'LE THI BINHDANH' })).toHaveLength(2);
  });

  it('takes % and _ literally', async () => {
    expect(await names({ name: '100%_x' })).toEqual(['Hang dien tu xoaidanh 100%_x']);
    expect(await names({ name: 'xoaidanh 1_0' })).toEqual([]);
    expect(await names({ name: 'xoaidanh%' })).toEqual([]);
  });

  it('filters by the note, accent-insensitive', async () => {
    expect(await names({ product_type: 'hang de vo', name: 'xoaidanh' })).toEqual(['Gạo Xoàiđanh']);
  });
});

describe('flags, dates and code', () => {
  let owner: { id: number };
  const made: Record<string, number> = {};
  beforeAll(async () => {
    owner = await buildCustomer(t.db);
    const c = { customer_id: owner.id };
    made.paid = (await buildProduct(t.db, { ...c, is_paid: true, datetime: '2027-04-01' })).id;
    made.loaded = (await buildProduct(t.db, { ...c, status: true, datetime: '2027-04-15' })).id;
    made.plain = (await buildProduct(t.db, { ...c, datetime: '2027-04-30', suffix: 'B' })).id;
    made.may = (await buildProduct(t.db, { ...c, datetime: '2027-05-01' })).id;
  });
  const of = (q: Record<string, string>) => ids({ customer_id: String(owner.id), ...q });

  it('filters by customer id, paid flag and loaded flag', async () => {
    expect(await of({})).toEqual([made.may, made.plain, made.loaded, made.paid]);
    expect(await of({ is_paid: 'true' })).toEqual([made.paid]);
    expect(await of({ is_paid: 'false' })).toEqual([made.may, made.plain, made.loaded]);
    expect(await of({ status: 'true' })).toEqual([made.loaded]);
    expect(await of({ status: 'false' })).toEqual([made.may, made.plain, made.paid]);
  });

  it('filters by receive date, both ends included', async () => {
    expect(await of({ date_from: '2027-04-15', date_to: '2027-04-30' })).toEqual([
      made.plain,
      made.loaded,
    ]);
    expect(await of({ date_from: '2027-05-01' })).toEqual([made.may]);
    expect(await of({ date_to: '2027-04-01' })).toEqual([made.paid]);
  });

  it('refuses an end date before the start date', async () => {
    const res = await callEndpoint(t, productsApi.list, {
      query: { date_from: '2027-05-02', date_to: '2027-05-01' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ date_to: 'Đến ngày không được trước từ ngày' });
  });

  it('filters by code prefix, suffix included', async () => {
    const codes = async (code: string) => of({ code });
    expect(await codes('2704-')).toEqual([made.plain, made.loaded, made.paid]);
    expect(await codes('2705')).toEqual([made.may]);
    const plain = await callEndpoint(t, productsApi.get, { params: { id: made.plain }, token });
    expect(await codes(plain.data.code)).toEqual([made.plain]);
    expect(plain.data.code).toMatch(/^2704-\d{4}-B$/);
    expect(await codes(plain.data.code.toLowerCase())).toEqual([made.plain]);
  });
});

describe('paging and order', () => {
  let owner: { id: number };
  let expected: number[];
  beforeAll(async () => {
    owner = await buildCustomer(t.db);
    const dates = ['2028-01-05', '2028-03-01', '2028-01-05', '2028-02-10', '2028-03-01'];
    const rows = [];
    for (const datetime of [...dates, ...dates]) {
      rows.push(await buildProduct(t.db, { customer_id: owner.id, datetime }));
    }
    await buildProduct(t.db, { customer_id: owner.id, deleted_at: new Date() });
    expected = rows
      .sort((a, b) => b.datetime.localeCompare(a.datetime) || b.id - a.id)
      .map((r) => r.id);
  });

  it('orders by receive date, newest first, then by newest line; pages of the asked size', async () => {
    const first = await list({ customer_id: String(owner.id), limit: '4' });
    expect(first.total).toBe(10);
    expect(first.paginate).toEqual({ paged: 1, limit: 4, last_page: 3 });
    const pages = [first.rows];
    for (const paged of ['2', '3']) {
      pages.push((await list({ customer_id: String(owner.id), limit: '4', paged })).rows);
    }
    expect(pages.flat().map((r) => r.id)).toEqual(expected);
    expect(pages[2]).toHaveLength(2);
    const past = await list({ customer_id: String(owner.id), limit: '4', paged: '9' });
    expect(past).toMatchObject({ rows: [], total: 10 });
  });

  it('gives 60 rows by default and at most 100', async () => {
    expect((await list({})).paginate.limit).toBe(60);
    const res = await callEndpoint(t, productsApi.list, { query: { limit: '101' }, token });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ limit: 'Số dòng mỗi trang tối đa là 100' });
  });

  it('needs a signed-in user', async () => {
    expect((await callEndpoint(t, productsApi.list, {})).status).toBe(401);
    expect((await callEndpoint(t, productsApi.count, {})).status).toBe(401);
  });
});

describe('GET /api/products/count', () => {
  it('sums lines, packages, kg and amounts of what the filters match', async () => {
    const owner = await buildCustomer(t.db);
    const c = { customer_id: owner.id };
    await buildProduct(t.db, { ...c, price: 2500, quantity: 2, total_weight: 12.5 });
    await buildProduct(t.db, { ...c, price: 15, quantity: 1, total_weight: 4.1 });
    await buildProduct(t.db, {
      ...c,
      price_type: 'package',
      price: 50_000,
      quantity: 3,
      total_weight: 7.25,
    });
    await buildProduct(t.db, {
      ...c,
      is_total_money: true,
      price: 75_000,
      quantity: 9,
      total_weight: 0.15,
    });
    await buildProduct(t.db, { ...c, is_paid: true, price: 999, quantity: 5, total_weight: 1 });
    await buildProduct(t.db, { ...c, deleted_at: new Date(), price: 123_456 });
    const query = { customer_id: String(owner.id), is_paid: 'false' as const };
    const rows = (await list(query)).rows;
    const res = await callEndpoint(t, productsApi.count, { query, token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      count: 4,
      quantity: 15,
      total_weight: 24,
      amount: 31_250 + 62 + 150_000 + 75_000,
    });
    expect(res.data.amount).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([62, 31_250, 75_000, 150_000]);
    const all = await callEndpoint(t, productsApi.count, {
      query: { customer_id: String(owner.id) },
      token,
    });
    expect(all.data).toMatchObject({ count: 5, quantity: 20, total_weight: 25 });
    expect(
      lineAmount({
        price: 999,
        quantity: 5,
        total_weight: 1,
        price_type: 'weight',
        is_total_money: false,
      }),
    ).toBe(999);
    expect(all.data.amount).toBe(res.data.amount + 999);
  });

  it('counts nothing as zeros', async () => {
    const res = await callEndpoint(t, productsApi.count, {
      query: { name: 'khongcogihet' },
      token,
    });
    expect(res.data).toEqual({ count: 0, quantity: 0, total_weight: 0, amount: 0 });
  });
});
