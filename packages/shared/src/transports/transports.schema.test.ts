import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPTY_PICKUP_MESSAGE } from '../products/products.schema';
import {
  DUPLICATE_PICKUP_MESSAGE,
  MAX_PICKUP_PRODUCTS,
  transportBodySchema,
} from './transports.schema';

const valid = { car_id: 3, datetime_from: '2026-11-23', products: [5, '7'] };

function errorsOf(value: unknown): Record<string, string[] | undefined> {
  const result = transportBodySchema.safeParse(value);
  expect(result.success).toBe(false);
  return z.flattenError(result.error!).fieldErrors;
}

describe('transportBodySchema', () => {
  it('reads the ids and leaves the overload unconfirmed by default', () => {
    expect(transportBodySchema.parse(valid)).toEqual({
      car_id: 3,
      datetime_from: '2026-11-23',
      products: [5, 7],
      confirm_overload: false,
    });
  });

  it('asks for goods when the list is empty or missing', () => {
    expect(errorsOf({ ...valid, products: [] })).toEqual({ products: [EMPTY_PICKUP_MESSAGE] });
    expect(errorsOf({ ...valid, products: undefined })).toEqual({
      products: [EMPTY_PICKUP_MESSAGE],
    });
  });

  it('refuses the same goods twice, and more than one pickup may carry', () => {
    expect(errorsOf({ ...valid, products: [5, 7, 5] })).toEqual({
      products: [DUPLICATE_PICKUP_MESSAGE],
    });
    const many = Array.from({ length: MAX_PICKUP_PRODUCTS + 1 }, (_, i) => i + 1);
    expect(errorsOf({ ...valid, products: many })).toEqual({
      products: ['Mỗi lần lên tối đa 1000 mặt hàng'],
    });
  });

  it('names the vehicle and the date when they are missing or wrong', () => {
    expect(errorsOf({ products: [1] })).toEqual({
      car_id: ['Vui lòng chọn xe'],
      datetime_from: ['Vui lòng chọn ngày đi'],
    });
    expect(errorsOf({ ...valid, datetime_from: '23-11-2026' })).toEqual({
      datetime_from: ['Ngày đi không hợp lệ (định dạng YYYY-MM-DD)'],
    });
  });
});
