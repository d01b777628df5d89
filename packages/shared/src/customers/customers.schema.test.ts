import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_MONEY } from '../validation/numbers';
import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_PAGE_SIZES,
  customerBodySchema,
  customerListQuerySchema,
  NEW_ADDRESS_HAS_NO_DISTRICT,
} from './customers.schema';

const valid = {
  full_name: ' Nguyễn Văn An ',
  phone: '0909000111',
  number_house: ' 12 Hàng Bạc ',
  province_id: 79,
  district_id: 760,
  ward_id: 26740,
  debt: 150_000,
};

/** The messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

describe('customerBodySchema', () => {
  it('trims the texts and reads ids and debt sent as strings (form and query values)', () => {
    expect(
      customerBodySchema.parse({ ...valid, province_id: '79', district_id: '760', debt: '2500' }),
    ).toEqual({
      ...valid,
      full_name: 'Nguyễn Văn An',
      number_house: '12 Hàng Bạc',
      debt: 2500,
      address_version: 1,
    });
  });

  it('takes a 2025 address: province and ward of the new list, no district', () => {
    const { district_id: _, ...rest } = valid;
    const body = { ...rest, address_version: 2025, province_id: 79, ward_id: 26740 };
    expect(customerBodySchema.parse(body)).toMatchObject({ address_version: 2025, ward_id: 26740 });
    expect(
      customerBodySchema.parse({ ...body, address_version: '2025', district_id: null }),
    ).not.toHaveProperty('district_id', expect.anything());
    expect(errorsOf(customerBodySchema, { ...body, district_id: 760 })).toEqual({
      district_id: [NEW_ADDRESS_HAS_NO_DISTRICT],
    });
    expect(errorsOf(customerBodySchema, { ...body, address_version: 2024 })).toEqual({
      address_version: ['Phiên bản địa chỉ không hợp lệ'],
    });
  });

  it('still asks for the district of an old address when other fields are wrong too', () => {
    const { district_id: _, ...rest } = valid;
    expect(errorsOf(customerBodySchema, { ...rest, full_name: '' })).toEqual({
      full_name: ['Vui lòng nhập họ và tên'],
      district_id: ['Vui lòng chọn quận/huyện'],
    });
  });

  it('takes a missing house number as empty and a missing or empty debt as 0', () => {
    const { number_house: _, debt: __, ...rest } = valid;
    expect(customerBodySchema.parse(rest)).toMatchObject({ number_house: '', debt: 0 });
    expect(customerBodySchema.parse({ ...valid, number_house: null, debt: '' })).toMatchObject({
      number_house: '',
      debt: 0,
    });
  });

  it('asks for every required field when nothing is sent', () => {
    expect(errorsOf(customerBodySchema, {})).toEqual({
      full_name: ['Vui lòng nhập họ và tên'],
      phone: ['Vui lòng nhập số điện thoại'],
      province_id: ['Vui lòng chọn tỉnh/thành'],
      district_id: ['Vui lòng chọn quận/huyện'],
      ward_id: ['Vui lòng chọn phường/xã'],
    });
  });

  it.each([
    ['full_name', '   ', 'Vui lòng nhập họ và tên'],
    ['full_name', 'x'.repeat(251), 'Họ và tên không được vượt quá 250 ký tự'],
    ['phone', '09123', 'Số điện thoại phải có ít nhất 6 ký tự'],
    ['phone', '0909 000 111', 'Số điện thoại chỉ gồm chữ số'],
    ['phone', '0'.repeat(251), 'Số điện thoại không được vượt quá 250 ký tự'],
    ['number_house', 'x'.repeat(251), 'Số nhà không được vượt quá 250 ký tự'],
    ['province_id', 0, 'Vui lòng chọn tỉnh/thành'],
    ['ward_id', 1.5, 'Phường/xã không hợp lệ'],
    ['province_id', '0x4F', 'Tỉnh/thành không hợp lệ'],
    ['province_id', true, 'Tỉnh/thành không hợp lệ'],
    ['district_id', [760], 'Quận/huyện không hợp lệ'],
    ['ward_id', '2674e1', 'Phường/xã không hợp lệ'],
    ['debt', -1, 'Công nợ đầu kỳ không được âm'],
    ['debt', 1500.5, 'Công nợ đầu kỳ phải là số nguyên đồng'],
    ['debt', MAX_MONEY + 1, 'Công nợ đầu kỳ vượt quá giới hạn cho phép'],
    ['debt', 'một trăm', 'Công nợ đầu kỳ phải là một số'],
    ['debt', true, 'Công nợ đầu kỳ phải là một số'],
    ['debt', [], 'Công nợ đầu kỳ phải là một số'],
    ['debt', '0x10', 'Công nợ đầu kỳ phải là một số'],
    ['debt', ' 2500', 'Công nợ đầu kỳ phải là một số'],
  ])('refuses %s %j: %s', (field, value, message) => {
    expect(errorsOf(customerBodySchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it('accepts the limits themselves: 250 characters, 6 digits, a leading +, the maximum debt', () => {
    const edge = {
      ...valid,
      full_name: 'x'.repeat(250),
      phone: '+84909',
      number_house: 'x'.repeat(250),
      debt: MAX_MONEY,
    };
    expect(customerBodySchema.safeParse(edge).success).toBe(true);
  });
});

describe('customerListQuerySchema', () => {
  it('pages 50 by default, carries the debt by default and drops blank filters', () => {
    expect(customerListQuerySchema.parse({ full_name: '  ', province_id: '' })).toEqual({
      paged: 1,
      limit: CUSTOMER_PAGE_SIZE,
      has_debt: true,
    });
    expect(CUSTOMER_PAGE_SIZE).toBe(50);
    expect(CUSTOMER_PAGE_SIZES).toContain(CUSTOMER_PAGE_SIZE);
  });

  it('reads the query strings: ids, has_debt and trimmed keywords', () => {
    expect(
      customerListQuerySchema.parse({
        has_debt: 'false',
        province_id: '48',
        district_id: '492',
        ward_id: '20251',
        full_name: ' nguyen ',
        limit: '100',
      }),
    ).toMatchObject({
      has_debt: false,
      province_id: 48,
      district_id: 492,
      ward_id: 20251,
      full_name: 'nguyen',
      limit: 100,
    });
    expect(customerListQuerySchema.parse({ has_debt: '1' }).has_debt).toBe(true);
  });

  it('refuses values it cannot read, with a message per field', () => {
    expect(
      errorsOf(customerListQuerySchema, {
        province_id: '0x4F',
        ward_id: '1e1',
        district_id: '-1',
        has_debt: 'yes',
        phone: '0'.repeat(251),
        limit: '101',
      }),
    ).toEqual({
      province_id: ['Tỉnh/thành không hợp lệ'],
      ward_id: ['Phường/xã không hợp lệ'],
      district_id: ['Quận/huyện không hợp lệ'],
      has_debt: ['Tùy chọn kèm công nợ phải là true hoặc false'],
      phone: ['Từ khóa không được vượt quá 250 ký tự'],
      limit: ['Số dòng mỗi trang tối đa là 100'],
    });
  });
});
