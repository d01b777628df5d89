import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, customers, specifications, users } from '../src/db/schema/index';
import { call, createTestApp, signIn, type TestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { usersApi } from '@depot/shared/users/users.contract';

// docs/domain.md: numbers are a JSON number or plain digits (never z.coerce), and no text with a NUL or
// a lone surrogate reaches PostgreSQL. Each refusal is a 400 with a message for the field, and
// nothing is written.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'superadmin')).token;
});
afterAll(() => t.close());

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}

const customer = {
  full_name: 'Nguyễn Văn Số',
  phone: '0909000111',
  number_house: '12 Hàng Bạc',
  province_id: 79,
  district_id: 760,
  ward_id: 26740,
};

describe('strict numbers', () => {
  it.each([
    ['true', true, 'Tải trọng phải là một số'],
    ['[5]', [5], 'Tải trọng phải là một số'],
    ['"abc"', 'abc', 'Tải trọng phải là một số'],
    ['"0x10"', '0x10', 'Tải trọng phải là một số'],
  ])('refuses a car capacity of %s and saves nothing', async (_, total_weight, message) => {
    const before = await rowCount(cars);
    const res = await callEndpoint(t, carsApi.create, {
      body: { number_car: '51C-123.45', driver_name: 'Trần Văn Tài', total_weight },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.raw).toMatchObject({ status: false, errors: { total_weight: message } });
    expect(Object.keys(res.errors ?? {})).toEqual(['total_weight']);
    expect(await rowCount(cars)).toBe(before);
  });

  it('refuses province_id "0x4F" (not read as 79) and saves no customer', async () => {
    const before = await rowCount(customers);
    const res = await callEndpoint(t, customersApi.create, {
      body: { ...customer, province_id: '0x4F' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ province_id: 'Tỉnh/thành không hợp lệ' });
    expect(await rowCount(customers)).toBe(before);
  });

  it('still reads plain digits, from JSON or text, as the number they write', async () => {
    const res = await callEndpoint(t, carsApi.create, {
      body: { number_car: '51D-678.90', driver_name: 'Lê Văn Chở', total_weight: '1250.5' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.data.total_weight).toBe(1250.5);
  });

  it.each([
    ['/api/customers?province_id=0x4F', 'province_id', 'Tỉnh/thành không hợp lệ'],
    ['/api/customers?ward_id=1e1', 'ward_id', 'Phường/xã không hợp lệ'],
    ['/api/customers?district_id=%20760', 'district_id', 'Quận/huyện không hợp lệ'],
    ['/api/customers?paged=0x2', 'paged', 'Trang không hợp lệ'],
    ['/api/location/districts?province_id=0x4F', 'province_id', 'Tỉnh/thành không hợp lệ'],
    // Not a number is not "missing": the message says what is wrong.
    ['/api/location/districts?province_id=abc', 'province_id', 'Tỉnh/thành không hợp lệ'],
  ])('refuses the filter %s', async (url, field, message) => {
    const res = await call(t, { url, token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it.each(['/api/cars/0x10', '/api/customers/1e1', '/api/users/%205', '/api/specifications/+1'])(
    'refuses the id of %s',
    async (url) => {
      const res = await call(t, { url, token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Mã không hợp lệ',
        errors: { id: 'Mã không hợp lệ' },
      });
    },
  );
});

describe('text that PostgreSQL cannot store as sent', () => {
  it('refuses a NUL in a list filter with a 400, not a 500', async () => {
    const res = await call(t, { url: '/api/customers?full_name=a%00b', token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ full_name: 'Từ khóa chứa ký tự không hợp lệ' });
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses a specification name with %s and saves nothing', async (_, name) => {
    const before = await rowCount(specifications);
    const res = await callEndpoint(t, specificationsApi.create, { body: { name }, token });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ name: 'Tên quy cách chứa ký tự không hợp lệ' });
    expect(await rowCount(specifications)).toBe(before);
  });

  it('refuses a user full name with a NUL, on create and on update, changing nothing', async () => {
    const before = await rowCount(users);
    const created = await callEndpoint(t, usersApi.create, {
      body: {
        username: 'nhanvien_nul',
        password: 'mat-khau-123',
        email: 'nul@chanhxe.vn',
        fullname: 'Nguyễn\u0000Văn',
      },
      token,
    });
    expect(created.status).toBe(400);
    expect(created.errors).toEqual({ fullname: 'Họ và tên chứa ký tự không hợp lệ' });
    expect(await rowCount(users)).toBe(before);

    const { user } = await signIn(t, 'staff');
    const updated = await callEndpoint(t, usersApi.update, {
      params: { id: user.id },
      body: { fullname: 'Nguyễn Văn\u0000', password: 'mat-khau-moi' },
      token,
    });
    expect(updated.status).toBe(400);
    expect(updated.errors).toEqual({ fullname: 'Họ và tên chứa ký tự không hợp lệ' });
    const [stored] = await t.db
      .select({ fullname: users.fullname })
      .from(users)
      .where(sql`${users.id} = ${user.id}`);
    expect(stored?.fullname).toBe(user.fullname);
  });

  it('refuses a lone surrogate in a customer house number and saves nothing', async () => {
    const before = await rowCount(customers);
    const res = await callEndpoint(t, customersApi.create, {
      body: { ...customer, number_house: '12\udc00' },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ number_house: 'Số nhà chứa ký tự không hợp lệ' });
    expect(await rowCount(customers)).toBe(before);
  });
});
