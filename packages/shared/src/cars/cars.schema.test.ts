import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CAR_PAGE_SIZE, carBodySchema, carListQuerySchema } from './cars.schema';

const valid = { number_car: '51c 123.45', driver_name: ' Trần Văn Tài ', total_weight: 2500 };

/** The messages of a failed parse, by field. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

describe('carBodySchema', () => {
  it('normalises the plate, trims the driver and reads the capacity in kg', () => {
    expect(carBodySchema.parse({ ...valid, total_weight: '1500.25' })).toEqual({
      number_car: '51C-123.45',
      driver_name: 'Trần Văn Tài',
      total_weight: 1500.25,
    });
  });

  it('asks for every field when nothing is sent', () => {
    expect(errorsOf(carBodySchema, {})).toEqual({
      number_car: ['Vui lòng nhập biển số xe'],
      driver_name: ['Vui lòng nhập tên tài xế'],
      total_weight: ['Vui lòng nhập tải trọng'],
    });
  });

  it.each([
    ['   ', 'Vui lòng nhập biển số xe'],
    ['5@', 'Biển số xe không hợp lệ'],
    ['ab', 'Biển số xe không hợp lệ'],
    ['x'.repeat(21), 'Biển số xe không được vượt quá 20 ký tự'],
  ])('refuses the plate %j: %s', (number_car, message) => {
    expect(errorsOf(carBodySchema, { ...valid, number_car })).toEqual({ number_car: [message] });
  });

  it('limits the driver name to 250 characters', () => {
    expect(errorsOf(carBodySchema, { ...valid, driver_name: 'x'.repeat(251) })).toEqual({
      driver_name: ['Tên tài xế không được vượt quá 250 ký tự'],
    });
  });

  it.each([
    ['abc', 'Tải trọng phải là một số'],
    [true, 'Tải trọng phải là một số'],
    [[5], 'Tải trọng phải là một số'],
    ['1e3', 'Tải trọng phải là một số'],
    ['', 'Vui lòng nhập tải trọng'],
    [null, 'Vui lòng nhập tải trọng'],
    [0, 'Tải trọng phải lớn hơn 0'],
    [-5, 'Tải trọng phải lớn hơn 0'],
    [1.234, 'Tải trọng chỉ có tối đa 2 chữ số thập phân'],
    [2e9, 'Tải trọng vượt quá giới hạn cho phép'],
  ])('refuses the capacity %j: %s', (total_weight, message) => {
    expect(errorsOf(carBodySchema, { ...valid, total_weight })).toEqual({
      total_weight: [message],
    });
  });
});

describe('carListQuerySchema', () => {
  it('pages 15 cars by default and allows up to 1000 for "all"', () => {
    expect(carListQuerySchema.parse({})).toEqual({ paged: 1, limit: CAR_PAGE_SIZE });
    expect(CAR_PAGE_SIZE).toBe(15);
    expect(carListQuerySchema.parse({ paged: '1', limit: '1000' }).limit).toBe(1000);
    expect(errorsOf(carListQuerySchema, { limit: '1001' })).toEqual({
      limit: ['Số dòng mỗi trang tối đa là 1000'],
    });
  });

  it('trims the plate filter and drops a blank one', () => {
    expect(carListQuerySchema.parse({ number_car: ' 51c ' }).number_car).toBe('51c');
    expect(carListQuerySchema.parse({ number_car: '  ' }).number_car).toBeUndefined();
  });
});
