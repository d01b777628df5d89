import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { paymentsApi } from '@depot/shared/payments/payments.contract';

// GET /api/customers. Each describe puts its customers in a province, name or phone of its own
// so that the expected sets are exact although the file shares one database.
let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

type Query = WireQueryOf<typeof customersApi.list>;

async function list(query: Query) {
  const res = await callEndpoint(t, customersApi.list, { query, token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}
async function names(query: Query) {
  return (await list(query)).rows.map((r) => r.full_name).sort();
}

describe('accent-insensitive text filters', () => {
  beforeAll(async () => {
    await buildCustomer(t.db, {
      full_name: 'Nguyễn Văn An',
      phone: '0903111222',
      number_house: '12 Hàng Bạc',
    });
    await buildCustomer(t.db, {
      full_name: 'Nguyễn Văn Bình',
      phone: '0912333444',
      number_house: '45 HÀNG ĐÀO',
    });
    await buildCustomer(t.db, {
      full_name: 'Trần Thị Nguyên',
      phone: '0283888999',
      number_house: '7 Lê Lợi',
    });
    await buildCustomer(t.db, { full_name: 'Cửa hàng 50% giảm', phone: '0977000555' });
    await buildCustomer(t.db, { full_name: 'Cửa hàng 50 giảm', phone: '0977000556' });
  });

  it('finds Nguyễn Văn An from nguyen van, Nguyễn and NGUYEN VAN AN', async () => {
    expect(await names({ full_name: 'nguyen van' })).toEqual(['Nguyễn Văn An', 'Nguyễn Văn Bình']);
    expect(await names({ full_name: 'Nguyễn' })).toEqual([
      'Nguyễn Văn An',
      'Nguyễn Văn Bình',
      'Trần Thị Nguyên',
    ]);
    expect(await names({ full_name: 'NGUYEN VAN AN' })).toEqual(['Nguyễn Văn An']);
    expect(await names({ full_name: '  nguyễn   VĂN  an ' })).toEqual(['Nguyễn Văn An']);
  });

  it('finds a name stored with a non-breaking space from nguyen van', async () => {
    // Pasted from a web page or Word: the database fold must collapse it as the keyword's does.
    await buildCustomer(t.db, { full_name: 'Nguyễn\u00a0Văn An', phone: '0922446688' });
    expect(await names({ full_name: 'nguyen van', phone: '0922446688' })).toEqual([
      'Nguyễn\u00a0Văn An',
    ]);
    expect(await names({ full_name: 'Nguyễn\u00a0Văn' })).toContain('Nguyễn Văn An');
  });

  it('takes % and _ in a keyword literally', async () => {
    expect(await names({ full_name: '50%' })).toEqual(['Cửa hàng 50% giảm']);
    expect(await names({ full_name: 'hang_50' })).toEqual([]);
  });

  it('matches house numbers without accents: hang finds Hàng Bạc and HÀNG ĐÀO, not Lê Lợi', async () => {
    expect(await names({ number_house: 'hang' })).toEqual(['Nguyễn Văn An', 'Nguyễn Văn Bình']);
    expect(await names({ number_house: 'hàng đào' })).toEqual(['Nguyễn Văn Bình']);
    expect(await names({ number_house: 'le loi' })).toEqual(['Trần Thị Nguyên']);
  });

  it('matches a phone substring, grouped or not', async () => {
    expect(await names({ phone: '333' })).toEqual(['Nguyễn Văn Bình']);
    expect(await names({ phone: '0903 111' })).toEqual(['Nguyễn Văn An']);
    expect(await names({ phone: '0977.000' })).toEqual(['Cửa hàng 50 giảm', 'Cửa hàng 50% giảm']);
  });

  it('combines filters and ignores empty ones', async () => {
    expect(await names({ full_name: 'nguyen', phone: '0903', number_house: '' })).toEqual([
      'Nguyễn Văn An',
    ]);
  });

  it('rejects a keyword over 250 characters', async () => {
    const res = await callEndpoint(t, customersApi.list, {
      query: { full_name: 'a'.repeat(251) },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ full_name: 'Từ khóa không được vượt quá 250 ký tự' });
  });
});

describe('location filters', () => {
  it('filters by province, district and ward exactly', async () => {
    // Đà Nẵng (48): Hải Châu (492) with two wards, Cẩm Lệ (495).
    await buildCustomer(t.db, {
      full_name: 'ĐN Bình Hiên',
      province_id: 48,
      district_id: 492,
      ward_id: 20251,
    });
    await buildCustomer(t.db, {
      full_name: 'ĐN Bình Thuận',
      province_id: 48,
      district_id: 492,
      ward_id: 20254,
    });
    await buildCustomer(t.db, {
      full_name: 'ĐN Hòa An',
      province_id: 48,
      district_id: 495,
      ward_id: 20306,
    });
    expect(await names({ province_id: '48' })).toEqual([
      'ĐN Bình Hiên',
      'ĐN Bình Thuận',
      'ĐN Hòa An',
    ]);
    expect(await names({ province_id: '48', district_id: '492' })).toEqual([
      'ĐN Bình Hiên',
      'ĐN Bình Thuận',
    ]);
    expect(await names({ district_id: '492', ward_id: '20254' })).toEqual(['ĐN Bình Thuận']);
    expect(await names({ province_id: '48', district_id: '', ward_id: '' })).toHaveLength(3);
    expect(await names({ province_id: '2' })).toEqual([]);
  });
});

describe('paging', () => {
  it('pages newest first with total and last_page; 50 rows by default, at most 100', async () => {
    // Cần Thơ (92): 31 customers of this test only.
    const ids: number[] = [];
    for (let i = 1; i <= 31; i++) {
      ids.push((await buildCustomer(t.db, { full_name: `Cần Thơ ${i}`, province_id: 92 })).id);
    }
    const newestFirst = [...ids].reverse();
    const page1 = await list({ province_id: '92', limit: '15' });
    expect(page1.total).toBe(31);
    expect(page1.paginate).toEqual({ paged: 1, limit: 15, last_page: 3 });
    expect(page1.rows.map((r) => r.id)).toEqual(newestFirst.slice(0, 15));
    const page3 = await list({ province_id: '92', limit: '15', paged: '3' });
    expect(page3.rows.map((r) => r.id)).toEqual(newestFirst.slice(30));
    expect(page3.paginate.last_page).toBe(3);
    const beyond = await list({ province_id: '92', limit: '15', paged: '4' });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(31);

    const byDefault = await list({ province_id: '92' });
    expect(byDefault.paginate).toEqual({ paged: 1, limit: 50, last_page: 1 });
    expect(byDefault.rows).toHaveLength(31);
    const tooMany = await callEndpoint(t, customersApi.list, { query: { limit: '101' }, token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.errors).toEqual({ limit: 'Số dòng mỗi trang tối đa là 100' });
  });
});

describe('outstanding debt', () => {
  it('adds unpaid goods to the opening debt; paid and deleted goods do not count', async () => {
    const phone = '0944555666';
    const customer = await buildCustomer(t.db, {
      full_name: 'Hồ Thị Công Nợ',
      phone,
      debt: 100_000,
    });
    const other = await buildCustomer(t.db, { full_name: 'Người Khác', phone: '0944000000' });
    const owed = { customer_id: customer.id, is_paid: false };
    await buildProduct(t.db, { ...owed, price: 2500, total_weight: 12.5 }); // 31 250
    await buildProduct(t.db, { ...owed, price: 15, total_weight: 4.1 }); // 61.5 → 62
    await buildProduct(t.db, { ...owed, price_type: 'package', price: 50_000, quantity: 3 }); // 150 000
    await buildProduct(t.db, { ...owed, is_total_money: true, price: 75_000, quantity: 9 }); // 75 000
    await buildProduct(t.db, { customer_id: customer.id, is_paid: true, price: 999_999 });
    const deleted = await buildProduct(t.db, { ...owed, is_total_money: true, price: 888_888 });
    await buildProduct(t.db, { customer_id: other.id, is_total_money: true, price: 777_777 });
    await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, deleted.id));

    const expected = 100_000 + 31_250 + 62 + 150_000 + 75_000;
    const withDebt = await list({ phone });
    expect(withDebt.rows).toHaveLength(1);
    expect(withDebt.rows[0]).toMatchObject({ debt: 100_000, outstanding_debt: expected });
    expect((await list({ phone: '0944000000' })).rows[0]!.outstanding_debt).toBe(777_777);
    const one = await callEndpoint(t, customersApi.get, { params: { id: customer.id }, token });
    expect(one.data.outstanding_debt).toBe(expected);

    const withoutDebt = await list({ phone, has_debt: 'false' });
    expect(withoutDebt.rows[0]).toMatchObject({ debt: 100_000, outstanding_debt: null });
    expect((await list({ phone, has_debt: 'true' })).rows[0]!.outstanding_debt).toBe(expected);
  });

  it('gives the opening debt alone to a customer without goods', async () => {
    await buildCustomer(t.db, { full_name: 'Không Hàng', phone: '0955111222', debt: 42 });
    expect((await list({ phone: '0955111222' })).rows[0]!.outstanding_debt).toBe(42);
  });
});

describe('the kept debt and the address of a late page (docs/speed.md)', () => {
  it('reads the debt a payment left and names each row of any page', async () => {
    // Sóc Trăng (94): customers of this test only.
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push((await buildCustomer(t.db, { full_name: `Sóc Trăng ${i}`, province_id: 94 })).id);
    }
    const payer = (await buildCustomer(t.db, { province_id: 94, debt: 100_000 })).id;
    await buildProduct(t.db, {
      customer_id: payer,
      is_paid: false,
      is_total_money: true,
      price: 20_000,
    });
    const paid = await callEndpoint(t, paymentsApi.create, {
      body: { customer_id: payer, amount: 30_000, method: 'cash' },
      token,
    });
    expect(paid.status, JSON.stringify(paid.raw)).toBe(200);

    const first = await list({ province_id: '94', limit: '2' });
    expect(first.rows[0]).toMatchObject({ id: payer, debt: 100_000, outstanding_debt: 90_000 });
    const last = await list({ province_id: '94', limit: '2', paged: '3' });
    expect(last.rows.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    expect(last.rows[1]).toMatchObject({
      full_name: 'Sóc Trăng 1',
      province_id: { id: 94 },
      outstanding_debt: 0,
    });
  });
});
