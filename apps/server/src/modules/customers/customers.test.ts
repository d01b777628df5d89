import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products } from '../../db/schema/index';
import { buildCustomer, buildProduct } from '../../../test/factories';
import { raceAgainst } from '../../../test/race';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint, type WireQueryOf } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';

let t: SignedInTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
});
afterAll(() => t.close());

const loc = (id: number, name: string, type: string) => ({ id, name, type });
const BEN_NGHE = { province_id: 79, district_id: 760, ward_id: 26740 };
const valid = {
  full_name: 'Nguyễn Văn Hợp Lệ',
  phone: '0909000111',
  number_house: '12 Hàng Bạc',
  ...BEN_NGHE,
  debt: 150_000,
};

async function list(query: WireQueryOf<typeof customersApi.list>) {
  const res = await callEndpoint(t, customersApi.list, { query, token });
  expect(res.status, JSON.stringify(res.raw)).toBe(200);
  return res.data;
}

describe('every customer endpoint', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/customers'],
      ['GET', '/api/customers/1'],
      ['POST', '/api/customers'],
      ['PUT', '/api/customers/1'],
      ['DELETE', '/api/customers/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? valid : undefined;
      const res = await call(t, { method, url, payload });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/customers', () => {
  it('creates a customer, trimmed, with its address units as {id, name, type}', async () => {
    const res = await callEndpoint(t, customersApi.create, {
      body: { ...valid, full_name: '  Trần Thị Tạo Mới  ', phone: ' 0909000222 ' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      status: true,
      message: 'Thêm khách hàng thành công',
      data: {
        full_name: 'Trần Thị Tạo Mới',
        phone: '0909000222',
        number_house: '12 Hàng Bạc',
        province_id: loc(79, 'Hồ Chí Minh', 'Thành phố'),
        district_id: loc(760, '1', 'Quận'),
        ward_id: loc(26740, 'Bến Nghé', 'Phường'),
        debt: 150_000,
        outstanding_debt: 150_000,
      },
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, res.data.id));
    expect(row).toMatchObject({ full_name: 'Trần Thị Tạo Mới', deleted_at: null });
  });

  it('defaults the house number to empty and the debt to 0', async () => {
    const { number_house: _n, debt: _d, ...rest } = valid;
    const res = await callEndpoint(t, customersApi.create, {
      body: { ...rest, number_house: null, debt: '' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ number_house: '', debt: 0, outstanding_debt: 0 });
  });
});

describe('GET /api/customers/:id', () => {
  it('reads a customer with its outstanding debt', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Lê Văn Đọc', debt: 5000 });
    const res = await callEndpoint(t, customersApi.get, { params: { id: customer.id }, token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      id: customer.id,
      full_name: 'Lê Văn Đọc',
      phone: '0903123456',
      number_house: '',
      province_id: loc(79, 'Hồ Chí Minh', 'Thành phố'),
      district_id: loc(760, '1', 'Quận'),
      ward_id: expect.objectContaining({ type: 'Phường' }),
      address_version: 1,
      old_address: null,
      debt: 5000,
      opening_debt: 5000,
      opening_collected: 0,
      opening_due: 5000,
      goods_due: 0,
      credit: 0,
      outstanding_debt: 5000,
      created_at: customer.created_at,
      updated_at: customer.updated_at,
    });
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    const res = await callEndpoint(t, customersApi.get, { params: { id: 999999 }, token });
    expect(res.status).toBe(404);
    expect(res.raw).toEqual({ status: false, message: 'Không tìm thấy khách hàng', data: null });
    const bad = await callEndpoint(t, customersApi.get, { params: { id: 'abc' }, token });
    expect(bad.status).toBe(400);
    expect(bad.message).toBe('Mã không hợp lệ');
  });
});

describe('PUT /api/customers/:id', () => {
  it('updates every field', async () => {
    const customer = await buildCustomer(t.db);
    const quan3 = { province_id: 79, district_id: 770, ward_id: 27160 };
    const res = await callEndpoint(t, customersApi.update, {
      params: { id: customer.id },
      body: { ...valid, ...quan3, full_name: 'Phạm Thị Sửa', debt: 0 },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.message).toBe('Cập nhật khách hàng thành công');
    expect(res.data).toMatchObject({
      id: customer.id,
      full_name: 'Phạm Thị Sửa',
      district_id: loc(770, '3', 'Quận'),
      ward_id: loc(27160, '01', 'Phường'),
      debt: 0,
    });
    const again = await callEndpoint(t, customersApi.get, { params: { id: customer.id }, token });
    expect(again.data.full_name).toBe('Phạm Thị Sửa');
  });

  it('answers 404 for an unknown customer', async () => {
    const res = await callEndpoint(t, customersApi.update, {
      params: { id: 999999 },
      body: valid,
      token,
    });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Không tìm thấy khách hàng');
  });
});

describe('DELETE /api/customers/:id', () => {
  it('refuses with 409 while the customer has goods, then soft-deletes once they are gone', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Đỗ Văn Xóa Sau' });
    const product = await buildProduct(t.db, { customer_id: customer.id, is_paid: true });
    const refused = await callEndpoint(t, customersApi.remove, {
      params: { id: customer.id },
      token,
    });
    expect(refused.status).toBe(409);
    expect(refused.raw).toEqual({
      status: false,
      message: 'Không thể xóa khách hàng đã có hàng hóa',
      data: null,
    });

    await t.db.update(products).set({ deleted_at: new Date() }).where(eq(products.id, product.id));
    const res = await callEndpoint(t, customersApi.remove, { params: { id: customer.id }, token });
    expect(res.raw).toEqual({ status: true, message: 'Xóa khách hàng thành công', data: null });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.deleted_at).toBeInstanceOf(Date);
  });

  it('refuses when goods for the customer are being saved at that moment', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Phan Văn Đua' });
    // The goods insert holds its foreign-key lock on the customer until it commits; the
    // delete waits for it, then sees the goods.
    const res = await raceAgainst(
      t.db,
      (tx) => buildProduct(tx, { customer_id: customer.id }),
      () => callEndpoint(t, customersApi.remove, { params: { id: customer.id }, token }),
    );
    expect(res.status).toBe(409);
    expect(res.message).toBe('Không thể xóa khách hàng đã có hàng hóa');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.deleted_at).toBeNull();
  });

  it('hides a deleted customer from the list, GET, PUT and a second DELETE', async () => {
    const customer = await buildCustomer(t.db, { full_name: 'Vũ Thị Đã Xóa' });
    await callEndpoint(t, customersApi.remove, { params: { id: customer.id }, token });
    expect((await list({ full_name: 'vu thi da xoa' })).rows).toEqual([]);
    const url = `/api/customers/${customer.id}`;
    expect((await call(t, { url, token })).status).toBe(404);
    expect((await call(t, { method: 'PUT', url, token, payload: valid })).status).toBe(404);
    const again = await call(t, { method: 'DELETE', url, token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Không tìm thấy khách hàng');
  });
});
