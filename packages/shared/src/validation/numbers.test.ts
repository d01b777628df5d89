import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { idParamSchema, pageQuerySchema } from '../api/envelope';
import {
  MAX_ID,
  idNumber,
  money,
  optionalIdFilter,
  readPlainNumber,
  requiredId,
  weightKg,
} from './numbers';

/** The messages of a failed parse. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.message);
}

/** What Number() (z.coerce) would read as a number, and none of them is one. */
const NOT_NUMBERS: [string, unknown][] = [
  ['a boolean', true],
  ['false', false],
  ['an array', [5]],
  ['an array of a numeric string', ['5']],
  ['an object', {}],
  ['letters', 'abc'],
  ['hexadecimal', '0x4F'],
  ['binary', '0b11'],
  ['an exponent', '1e1'],
  ['a leading blank', ' 5'],
  ['a trailing blank', '5 '],
  ['a plus sign', '+5'],
  ['a trailing point', '5.'],
  ['a leading point', '.5'],
  ['a thousands separator', '1.250.000'],
  ['Infinity', 'Infinity'],
  ['NaN', Number.NaN],
];

describe('readPlainNumber', () => {
  it.each([
    ['12', 12],
    ['007', 7],
    ['-3', -3],
    ['1500.25', 1500.25],
  ])('reads the plain decimal %j as %d', (text, value) => {
    expect(readPlainNumber(text)).toBe(value);
  });

  it('takes a blank string as missing and leaves numbers and other values as they are', () => {
    expect(readPlainNumber('')).toBeUndefined();
    expect(readPlainNumber('   ')).toBeUndefined();
    expect(readPlainNumber(42.5)).toBe(42.5);
    expect(readPlainNumber('0x4F')).toBe('0x4F');
    expect(readPlainNumber(true)).toBe(true);
  });
});

describe('weightKg', () => {
  const capacity = weightKg('Tải trọng', { positive: true });

  it('reads a JSON number and a plain decimal string', () => {
    expect(capacity.parse(2500)).toBe(2500);
    expect(capacity.parse('1250.5')).toBe(1250.5);
  });

  it.each(NOT_NUMBERS)('says %s is not a number', (_, value) => {
    expect(messagesOf(capacity, value)).toEqual(['Tải trọng phải là một số']);
  });

  it.each([undefined, null, '', '  '])('asks for a missing capacity (%j)', (value) => {
    expect(messagesOf(capacity, value)).toEqual(['Vui lòng nhập tải trọng']);
  });

  it('refuses a negative weight where 0 is allowed', () => {
    const weight = weightKg('Trọng lượng');
    expect(weight.parse('0')).toBe(0);
    expect(messagesOf(weight, '-1')).toEqual(['Trọng lượng không được âm']);
  });
});

describe('money', () => {
  const debt = money('Công nợ');

  it('reads whole đồng from a number or plain digits', () => {
    expect(debt.parse(150000)).toBe(150000);
    expect(debt.parse('150000')).toBe(150000);
  });

  it.each(NOT_NUMBERS)('says %s is not a number', (_, value) => {
    expect(messagesOf(debt, value)).toEqual(['Công nợ phải là một số']);
  });
});

describe('ids', () => {
  const province = requiredId('Tỉnh/thành');

  it('reads an id from a number or plain digits', () => {
    expect(province.parse(79)).toBe(79);
    expect(province.parse('79')).toBe(79);
    expect(idParamSchema.parse({ id: '16' })).toEqual({ id: 16 });
  });

  it.each(NOT_NUMBERS)('refuses %s as a referenced id', (_, value) => {
    expect(messagesOf(province, value)).toEqual(['Tỉnh/thành không hợp lệ']);
  });

  it.each([undefined, null, '', 0])('asks to choose when the id is %j', (value) => {
    expect(messagesOf(province, value)).toEqual(['Vui lòng chọn tỉnh/thành']);
  });

  it.each([['0x10'], ['1e1'], [' 5'], ['5.5'], ['0'], ['-1'], [String(MAX_ID + 1)], ['']])(
    'refuses the route id %j',
    (id) => {
      expect(messagesOf(idParamSchema, { id })).toEqual(['Mã không hợp lệ']);
    },
  );

  it('accepts the largest id a serial column holds', () => {
    expect(idNumber().parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('takes an empty id filter as "any" and refuses one that is no plain id', () => {
    const filter = optionalIdFilter('Tỉnh/thành');
    expect(filter.parse('')).toBeUndefined();
    expect(filter.parse(undefined)).toBeUndefined();
    expect(filter.parse('48')).toBe(48);
    for (const value of ['0x4F', '1e1', ' 48', ['48'], true]) {
      expect(messagesOf(filter, value)).toEqual(['Tỉnh/thành không hợp lệ']);
    }
  });
});

describe('pageQuerySchema', () => {
  const query = pageQuerySchema(15);

  it('defaults a missing page and size, and reads plain digits', () => {
    expect(query.parse({})).toEqual({ paged: 1, limit: 15 });
    expect(query.parse({ paged: '3', limit: '50' })).toEqual({ paged: 3, limit: 50 });
  });

  it.each([['0x2'], ['1e1'], [' 2'], [''], [['2']]])('refuses the page %j', (paged) => {
    expect(messagesOf(query, { paged })).toEqual(['Trang không hợp lệ']);
  });
});
