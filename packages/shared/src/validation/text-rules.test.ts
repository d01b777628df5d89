import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carBodySchema, carListQuerySchema } from '../cars/cars.schema';
import { customerBodySchema, customerListQuerySchema } from '../customers/customers.schema';
import {
  specificationBodySchema,
  specificationListQuerySchema,
} from '../specifications/specifications.schema';
import { userCreateSchema, userUpdateSchema } from '../users/users.schema';
import { hasInvalidChar, requiredText, textFilter } from './text-rules';

/** The messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udc00b';

describe('hasInvalidChar', () => {
  it('finds a NUL and a lone surrogate half, anywhere', () => {
    for (const text of [NUL, LONE_HIGH, LONE_LOW, '\u0000', 'abc\ud83d']) {
      expect(hasInvalidChar(text)).toBe(true);
    }
  });

  it('passes Vietnamese, emoji (a whole surrogate pair) and other control characters', () => {
    for (const text of ['Nguyễn Văn Đức', 'Hàng 📦 dễ vỡ', 'tab\tand\nline', '']) {
      expect(hasInvalidChar(text)).toBe(false);
    }
  });
});

describe('text rules refuse what PostgreSQL cannot store as sent', () => {
  it.each([NUL, LONE_HIGH, LONE_LOW, '\u0000'])('refuses %j in a required text', (text) => {
    expect(requiredText('Tên quy cách').safeParse(text).error?.issues).toEqual([
      expect.objectContaining({ message: 'Tên quy cách chứa ký tự không hợp lệ' }),
    ]);
  });

  it('says so even when the text is also too long (the one message the form shows)', () => {
    const issues = requiredText('Họ và tên').safeParse(`${'x'.repeat(300)}\u0000`).error?.issues;
    expect(issues?.map((i) => i.message)).toEqual(['Họ và tên chứa ký tự không hợp lệ']);
  });

  it('refuses them in a text filter', () => {
    expect(textFilter().safeParse(NUL).error?.issues[0]?.message).toBe(
      'Từ khóa chứa ký tự không hợp lệ',
    );
    expect(textFilter().parse(' Hàng 📦 ')).toBe('Hàng 📦');
  });

  it.each([
    [
      'customer',
      customerBodySchema,
      {
        full_name: NUL,
        phone: '0909000111',
        number_house: LONE_HIGH,
        province_id: 79,
        district_id: 760,
        ward_id: 26740,
      },
      {
        full_name: ['Họ và tên chứa ký tự không hợp lệ'],
        number_house: ['Số nhà chứa ký tự không hợp lệ'],
      },
    ],
    [
      'car',
      carBodySchema,
      { number_car: '51C\u0000123', driver_name: LONE_LOW, total_weight: 1000 },
      {
        number_car: ['Biển số xe chứa ký tự không hợp lệ'],
        driver_name: ['Tên tài xế chứa ký tự không hợp lệ'],
      },
    ],
    [
      'specification',
      specificationBodySchema,
      { name: NUL },
      { name: ['Tên quy cách chứa ký tự không hợp lệ'] },
    ],
    [
      'new user',
      userCreateSchema,
      {
        username: NUL,
        password: `matkhau${LONE_HIGH}`,
        email: `a${NUL}@b.vn`,
        fullname: `Nguyễn ${NUL}`,
      },
      {
        username: ['Tên đăng nhập chứa ký tự không hợp lệ'],
        password: ['Mật khẩu chứa ký tự không hợp lệ'],
        email: ['Email chứa ký tự không hợp lệ'],
        fullname: ['Họ và tên chứa ký tự không hợp lệ'],
      },
    ],
    [
      'user update',
      userUpdateSchema,
      {
        username: NUL,
        email: LONE_HIGH,
        password: `matkhau${NUL}`,
        fullname: `Nguyễn ${LONE_LOW}`,
      },
      {
        username: ['Tên đăng nhập chứa ký tự không hợp lệ'],
        email: ['Email chứa ký tự không hợp lệ'],
        password: ['Mật khẩu chứa ký tự không hợp lệ'],
        fullname: ['Họ và tên chứa ký tự không hợp lệ'],
      },
    ],
    [
      'customer list',
      customerListQuerySchema,
      { full_name: NUL, phone: LONE_HIGH, number_house: NUL },
      {
        full_name: ['Từ khóa chứa ký tự không hợp lệ'],
        phone: ['Từ khóa chứa ký tự không hợp lệ'],
        number_house: ['Từ khóa chứa ký tự không hợp lệ'],
      },
    ],
    [
      'car list',
      carListQuerySchema,
      { number_car: NUL },
      { number_car: ['Từ khóa chứa ký tự không hợp lệ'] },
    ],
    [
      'specification list',
      specificationListQuerySchema,
      { name: LONE_LOW },
      { name: ['Từ khóa chứa ký tự không hợp lệ'] },
    ],
  ])('refuses them in every text of the %s schema', (_, schema, value, errors) => {
    expect(errorsOf(schema as z.ZodType, value)).toEqual(errors);
  });
});
