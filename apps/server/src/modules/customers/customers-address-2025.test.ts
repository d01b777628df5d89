import { NEW_ADDRESS_HAS_NO_DISTRICT } from '@depot/shared/customers/customers.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildProduct, buildTrip } from '../../../test/factories';
import { readPdf } from '../../../test/pdf';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { requestExport, rowsOf, sheetOf } from '../../../test/xlsx';
import { callEndpoint } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { productsApi } from '@depot/shared/products/products.contract';
import { receiptsApi } from '@depot/shared/receipts/receipts.contract';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { debtApi } from '@depot/shared/debt/debt.contract';

// docs/decisions/0010-addresses-2025.md: a customer holding an address of the 2025 list, and every read of addresses.
let t: SignedInTestApp;
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
});
afterAll(() => t.close());

const loc = (id: number, name: string, type: string) => ({ id, name, type });
const HCM = loc(79, 'Hồ Chí Minh', 'Thành phố');
const SAI_GON = loc(26740, 'Sài Gòn', 'Phường');
const newAddress = { address_version: 2025, province_id: 79, ward_id: 26740 };
const person = { full_name: 'Võ Thị Mới', phone: '0903777888', number_house: '5 Đồng Khởi' };

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  call(t, { method, url, token: t.token, payload });

describe('a customer with a 2025 address', () => {
  it('is created and read back with the units of the new list, no district', async () => {
    const res = await send('POST', '/api/customers', { ...person, ...newAddress });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      ...person,
      province_id: HCM,
      district_id: null,
      ward_id: SAI_GON,
      address_version: 2025,
      old_address: null,
    });
    const read = await callEndpoint(t, customersApi.get, {
      params: { id: res.body.data.id },
      token: t.token,
    });
    expect(read.data).toEqual(res.body.data);
  });

  it('refuses a district with a 2025 address, and a ward of another province', async () => {
    const withDistrict = await send('POST', '/api/customers', {
      ...person,
      ...newAddress,
      district_id: 760,
    });
    expect(withDistrict.status).toBe(400);
    expect(withDistrict.body.errors).toEqual({ district_id: NEW_ADDRESS_HAS_NO_DISTRICT });
    // 26740 is Sài Gòn, in 79; 1 (Hà Nội) is another province of the 2025 list.
    const elsewhere = await send('POST', '/api/customers', {
      ...person,
      ...newAddress,
      province_id: 1,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual({ ward_id: 'Phường/xã không thuộc tỉnh/thành đã chọn' });
    const unknown = await send('POST', '/api/customers', {
      ...person,
      ...newAddress,
      province_id: 2,
    });
    expect(unknown.body.errors).toMatchObject({ province_id: 'Tỉnh/thành không tồn tại' });
  });

  it('is edited from an old address to a new one and back', async () => {
    const customer = await buildCustomer(t.db, {
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
    });
    const body = { ...person, debt: 0 };
    const toNew = await send('PUT', `/api/customers/${customer.id}`, { ...body, ...newAddress });
    expect(toNew.body.data).toMatchObject({
      address_version: 2025,
      district_id: null,
      ward_id: SAI_GON,
    });
    const toOld = await send('PUT', `/api/customers/${customer.id}`, {
      ...body,
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
    });
    expect(toOld.body.data).toMatchObject({
      address_version: 1,
      district_id: loc(760, '1', 'Quận'),
      ward_id: loc(26740, 'Bến Nghé', 'Phường'),
      old_address: null,
    });
  });
});

describe('address filters find both kinds', () => {
  let fresh: { id: number };
  let old: { id: number };
  let split: { id: number };
  let hanoi: { id: number };
  beforeAll(async () => {
    fresh = await buildCustomer(t.db, { full_name: 'Lọc Mới', address_version: 2025 });
    // Bến Nghé went whole into Sài Gòn; Nguyễn Thái Bình in part into Sài Gòn and Bến Thành.
    old = await buildCustomer(t.db, {
      full_name: 'Lọc Cũ',
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
    });
    split = await buildCustomer(t.db, {
      full_name: 'Lọc Tách',
      province_id: 79,
      district_id: 760,
      ward_id: 26746,
    });
    hanoi = await buildCustomer(t.db, {
      full_name: 'Lọc Hà Nội',
      province_id: 1,
      district_id: 1,
      ward_id: 1,
    });
    for (const c of [fresh, old, split, hanoi])
      await buildProduct(t.db, { customer_id: c.id, name: 'Hàng lọc' });
  });

  const customerIds = async (query: Record<string, string>) => {
    const res = await callEndpoint(t, customersApi.list, {
      query: { full_name: 'Lọc', ...query },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    return res.data.rows.map((r) => r.id).sort((a, b) => a - b);
  };
  const goodsCustomerIds = async (query: Record<string, string>) => {
    const res = await callEndpoint(t, productsApi.list, {
      query: { name: 'Hàng lọc', location: [], ...query },
      token: t.token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    return [...new Set(res.data.rows.map((r) => r.customer_id))].sort((a, b) => a - b);
  };

  it('a new province: new addresses in it and old ones whose ward went into it', async () => {
    const query = { province_id: '79', address_version: '2025' };
    const expected = [fresh.id, old.id, split.id].sort((a, b) => a - b);
    expect(await customerIds(query)).toEqual(expected);
    expect(await goodsCustomerIds(query)).toEqual(expected);
  });

  it('a new ward: new addresses in it and old wards that went (in part) into it', async () => {
    expect(await customerIds({ ward_id: '26740', address_version: '2025' })).toEqual(
      [fresh.id, old.id, split.id].sort((a, b) => a - b),
    );
    // Bến Thành (26743) took in part of Nguyễn Thái Bình, nothing of Bến Nghé.
    expect(await customerIds({ ward_id: '26743', address_version: '2025' })).toEqual([split.id]);
  });

  it('an old province or ward: old addresses in it and new ones whose ward took in part of it', async () => {
    expect(await customerIds({ province_id: '79' })).toEqual(
      [fresh.id, old.id, split.id].sort((a, b) => a - b),
    );
    expect(await customerIds({ province_id: '1' })).toEqual([hanoi.id]);
    expect(await goodsCustomerIds({ ward_id: '26746' })).toEqual(
      [fresh.id, split.id].sort((a, b) => a - b),
    );
  });

  it('the goods export keeps the filter; one goods line (labels) carries the new address', async () => {
    const file = await requestExport(
      t,
      '/api/export/products',
      { name: 'Hàng lọc', province_id: '79', address_version: '2025' },
      t.token,
    );
    expect(file.statusCode).toBe(200);
    const names = rowsOf(await sheetOf(file.rawPayload)).map((r) => r[1]);
    expect(names).toEqual(expect.arrayContaining(['Lọc Mới', 'Lọc Cũ', 'Lọc Tách']));
    expect(names).not.toContain('Lọc Hà Nội');
    const list = await callEndpoint(t, productsApi.list, {
      query: { customer_id: String(fresh.id), location: [] },
      token: t.token,
    });
    // The goods list's own serializer (lib/fast-serializer.ts) writes the null district.
    expect(list.data.rows[0]!.customer).toMatchObject({ district_id: null, old_address: null });
    const one = await callEndpoint(t, productsApi.get, {
      params: { id: list.data.rows[0]!.id },
      token: t.token,
    });
    expect(one.data.customer).toMatchObject({ district_id: null, ward_id: SAI_GON });
  });

  it('an address group of the 2025 list finds the customers with that new address', async () => {
    expect(await goodsCustomerIds({ location: '2025:79.26740' })).toEqual([fresh.id]);
    expect(await goodsCustomerIds({ location: '79.760.26740' })).toEqual([old.id]);
  });
});

describe('statements, receipts, debt and exports read the new address', () => {
  it('prints it on the receipt (JSON and PDF), the statement list, the debt list and its export', async () => {
    const customer = await buildCustomer(t.db, {
      full_name: 'Phan Văn In',
      number_house: '9 Hàm Nghi',
      address_version: 2025,
    });
    const goods = await buildProduct(t.db, {
      customer_id: customer.id,
      price: 70_000,
      is_total_money: true,
    });
    const { car } = await buildTrip(t.db, { datetime_from: '2026-11-20', products: [goods] });
    const query = {
      car_id: String(car.id),
      customer_id: String(customer.id),
      datefrom: '2026-11-20',
    };

    const receipt = await callEndpoint(t, receiptsApi.get, { query: query, token: t.token });
    expect(receipt.status, JSON.stringify(receipt.raw)).toBe(200);
    expect(receipt.data.customer).toMatchObject({
      province_id: HCM,
      district_id: null,
      ward_id: SAI_GON,
      address_version: 2025,
    });
    const pdf = await t.app.inject({
      url: '/api/transport/print/pdf',
      query,
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).map((p) => p.text).join('\n');
    expect(text).toContain('9 Hàm Nghi, Phường Sài Gòn, Thành phố Hồ Chí Minh');

    const statements = await callEndpoint(t, tripsApi.customers, {
      query: { car_id: String(car.id), customer_id: String(customer.id) },
      token: t.token,
    });
    expect(statements.status, JSON.stringify(statements.raw)).toBe(200);
    expect(statements.data.rows[0]!.customer).toMatchObject({
      district_id: null,
      ward_id: SAI_GON,
    });

    const debt = await callEndpoint(t, debtApi.list, {
      query: { full_name: 'Phan Văn In' },
      token: t.token,
    });
    expect(debt.data.rows[0]!.address).toBe('9 Hàm Nghi, P. Sài Gòn - TP. Hồ Chí Minh');
    const file = await requestExport(t, '/api/export/debt', { full_name: 'Phan Văn In' }, t.token);
    expect(rowsOf(await sheetOf(file.rawPayload))[1]![2]).toBe(
      '9 Hàm Nghi, P. Sài Gòn - TP. Hồ Chí Minh',
    );
  });
});
