import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SPECIFICATION_PAGE_SIZE,
  specificationBodySchema,
  specificationListQuerySchema,
} from './specifications.schema';

/** The messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

describe('specificationBodySchema', () => {
  it('trims the name', () => {
    expect(specificationBodySchema.parse({ name: '  Thùng carton ' })).toEqual({
      name: 'Thùng carton',
    });
  });

  it.each([
    [{}, 'Vui lòng nhập tên quy cách'],
    [{ name: '   ' }, 'Vui lòng nhập tên quy cách'],
    [{ name: 42 }, 'Vui lòng nhập tên quy cách'],
    [{ name: 'x'.repeat(251) }, 'Tên quy cách không được vượt quá 250 ký tự'],
  ])('refuses %j: %s', (value, message) => {
    expect(errorsOf(specificationBodySchema, value)).toEqual({ name: [message] });
  });

  it('accepts a name of exactly 250 characters', () => {
    expect(specificationBodySchema.safeParse({ name: 'x'.repeat(250) }).success).toBe(true);
  });
});

describe('specificationListQuerySchema', () => {
  it('pages 15 by default, up to 1000', () => {
    expect(specificationListQuerySchema.parse({})).toEqual({
      paged: 1,
      limit: SPECIFICATION_PAGE_SIZE,
    });
    expect(SPECIFICATION_PAGE_SIZE).toBe(15);
    expect(specificationListQuerySchema.parse({ limit: '1000' }).limit).toBe(1000);
    expect(errorsOf(specificationListQuerySchema, { limit: '1001', paged: '0' })).toEqual({
      limit: ['Số dòng mỗi trang tối đa là 1000'],
      paged: ['Trang phải từ 1 trở lên'],
    });
  });

  it('trims the name filter, drops a blank one and limits it to 250 characters', () => {
    expect(specificationListQuerySchema.parse({ name: ' thùng ' }).name).toBe('thùng');
    expect(specificationListQuerySchema.parse({ name: ' ' }).name).toBeUndefined();
    expect(errorsOf(specificationListQuerySchema, { name: 'x'.repeat(251) })).toEqual({
      name: ['Từ khóa không được vượt quá 250 ký tự'],
    });
  });
});
