import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMPTY_PICKUP_MESSAGE } from '../products/products.schema';
import {
  DUPLICATE_PICKUP_MESSAGE,
  MAX_PICKUP_PRODUCTS,
  scanBodySchema,
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

describe('scanBodySchema', () => {
  const scan = {
    client_id: '0b7d6c1e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
    code: ' 2611-0042-a ',
    car_id: '3',
    datetime_from: '2026-11-26',
    action: 'load',
  };

  it('reads the code as printed (trimmed, upper-case) and leaves the overload unconfirmed', () => {
    expect(scanBodySchema.parse(scan)).toEqual({
      ...scan,
      code: '2611-0042-A',
      car_id: 3,
      confirm_over_capacity: false,
    });
  });

  it('refuses a scan without its id, code or action, in Vietnamese', () => {
    const result = scanBodySchema.safeParse({ ...scan, client_id: 'x', code: '  ', action: 'x' });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      client_id: ['Mã lượt quét không hợp lệ'],
      code: ['Vui lòng nhập mã hàng'],
      action: ['Thao tác phải là lên hàng, dỡ hàng hoặc nhận hàng xuống'],
    });
  });
});
