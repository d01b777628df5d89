import { MAX_MONEY } from '@depot/shared/validation/numbers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index';
import { pgErrorCode } from '../../lib/pg-error';
import { buildCustomer } from '../../../test/factories';
import { call, createTestApp, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { customersApi } from '@depot/shared/customers/customers.contract';

let t: SignedInTestApp;
let token: string;
let existing: { id: number };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'staff' });
  token = t.token;
  existing = await buildCustomer(t.db, { full_name: 'Không Đổi' });
});
afterAll(() => t.close());

const valid = {
  full_name: 'Nguyễn Văn Hợp Lệ',
  phone: '0909000111',
  number_house: '12 Hàng Bạc',
  province_id: 79,
  district_id: 760,
  ward_id: 26740,
  debt: 150_000,
};

/** Every customer row as stored, to prove a refused request changed nothing. */
const snapshot = () => t.db.select().from(customers).orderBy(customers.id);

// Spec 1 §5 rules on POST and PUT /api/customers: the exact message per field, nothing written.
describe('validation of a customer', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a missing full name', { full_name: undefined }, { full_name: 'Vui lòng nhập họ và tên' }],
    ['a blank full name', { full_name: '   ' }, { full_name: 'Vui lòng nhập họ và tên' }],
    [
      'a full name over 250 characters',
      { full_name: 'Nguyễn '.repeat(36) },
      { full_name: 'Họ và tên không được vượt quá 250 ký tự' },
    ],
    ['a missing phone', { phone: undefined }, { phone: 'Vui lòng nhập số điện thoại' }],
    ['a short phone', { phone: '09123' }, { phone: 'Số điện thoại phải có ít nhất 6 ký tự' }],
    ['a phone with letters', { phone: '0909abc111' }, { phone: 'Số điện thoại chỉ gồm chữ số' }],
    [
      'missing province, district and ward',
      { province_id: undefined, district_id: '', ward_id: null },
      {
        province_id: 'Vui lòng chọn tỉnh/thành',
        district_id: 'Vui lòng chọn quận/huyện',
        ward_id: 'Vui lòng chọn phường/xã',
      },
    ],
    [
      'a phone over 250 characters',
      { phone: '0'.repeat(251) },
      { phone: 'Số điện thoại không được vượt quá 250 ký tự' },
    ],
    [
      'a house number over 250 characters',
      { number_house: 'Số 12 Hàng Bạc '.repeat(17) },
      { number_house: 'Số nhà không được vượt quá 250 ký tự' },
    ],
    ['a negative debt', { debt: -1 }, { debt: 'Công nợ đầu kỳ không được âm' }],
    [
      'a debt above the maximum',
      { debt: MAX_MONEY + 1 },
      { debt: 'Công nợ đầu kỳ vượt quá giới hạn cho phép' },
    ],
    ['a non-numeric debt', { debt: '150.000đ' }, { debt: 'Công nợ đầu kỳ phải là một số' }],
    ['a debt that is true', { debt: true }, { debt: 'Công nợ đầu kỳ phải là một số' }],
    ['a fractional debt', { debt: 1500.5 }, { debt: 'Công nợ đầu kỳ phải là số nguyên đồng' }],
    [
      'a district of another province',
      { province_id: 1 },
      { district_id: 'Quận/huyện không thuộc tỉnh/thành đã chọn' },
    ],
    [
      'a ward of another district',
      { ward_id: 1 },
      { ward_id: 'Phường/xã không thuộc quận/huyện đã chọn' },
    ],
    [
      'units that do not exist',
      { province_id: 99, district_id: 9999, ward_id: 99999 },
      {
        province_id: 'Tỉnh/thành không tồn tại',
        district_id: 'Quận/huyện không tồn tại',
        ward_id: 'Phường/xã không tồn tại',
      },
    ],
  ];
  for (const [what, change, errors] of cases) {
    for (const [method, url] of [
      ['POST', '/api/customers'],
      ['PUT', '/api/customers/:id'],
    ] as const) {
      it(`${method} answers 400 with the field's message for ${what}, writing nothing`, async () => {
        const before = await snapshot();
        const res = await call(t, {
          method,
          url: url.replace(':id', String(existing.id)),
          token,
          payload: { ...valid, ...change },
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          status: false,
          message: Object.values(errors)[0],
          data: null,
          errors,
        });
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('accepts a debt of exactly the maximum and a house number of 250 characters', async () => {
    const res = await callEndpoint(t, customersApi.create, {
      body: { ...valid, debt: MAX_MONEY, number_house: 'x'.repeat(250) },
      token,
    });
    expect(res.status, JSON.stringify(res.raw)).toBe(200);
    expect(res.data.debt).toBe(MAX_MONEY);
  });

  it('is backed by the database, which refuses a district outside its province', async () => {
    const error = await t.db
      .insert(customers)
      .values({ ...valid, province_id: 1 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe('23503');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, existing.id));
    expect(row!.full_name).toBe('Không Đổi');
  });
});

// GET /api/customers refuses a filter it cannot read rather than ignoring it.
describe('validation of the list query', () => {
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ province_id: 'abc' }, { province_id: 'Tỉnh/thành không hợp lệ' }],
    [
      { district_id: '-3', ward_id: '1.5' },
      { district_id: 'Quận/huyện không hợp lệ', ward_id: 'Phường/xã không hợp lệ' },
    ],
    [{ has_debt: 'maybe' }, { has_debt: 'Tùy chọn kèm công nợ phải là true hoặc false' }],
    [
      { paged: 'abc', limit: '0' },
      { paged: 'Trang không hợp lệ', limit: 'Số dòng mỗi trang phải từ 1 trở lên' },
    ],
  ];
  it.each(cases)(
    'answers 400 for %j with a message per field, writing nothing',
    async (query, errors) => {
      const before = await snapshot();
      const res = await callEndpoint(t, customersApi.list, { query: query, token });
      expect(res.status).toBe(400);
      expect(res.raw).toEqual({
        status: false,
        message: Object.values(errors)[0],
        data: null,
        errors,
      });
      expect(await snapshot()).toEqual(before);
    },
  );
});
