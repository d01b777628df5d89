import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { customerCreateSchema } from '../customers/customers.schema';
import { productCreateSchema, SPECIFICATION_REQUIRED } from '../products/products.schema';
import { transportCreateSchema } from '../transports/transports.schema';
import { withRequestId } from './request-id';

const id = '3f2b8c1e-7d4a-4e6b-9a1c-2d5e8f0a6b7c';

describe('withRequestId', () => {
  const body = withRequestId(z.object({ name: z.string() }));

  it('keeps the body and adds the optional request_id', () => {
    expect(body.parse({ name: 'a', request_id: id })).toEqual({ name: 'a', request_id: id });
    expect(body.parse({ name: 'a' })).toEqual({ name: 'a' });
  });

  it('refuses an id that is not a UUID, on its field', () => {
    const result = body.safeParse({ name: 'a', request_id: '123' });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      request_id: ['Mã yêu cầu không hợp lệ'],
    });
  });
});

describe('the create bodies', () => {
  it('take a request_id on goods and still apply the goods rules', () => {
    const line = {
      customer_id: 1,
      name: 'Hàng',
      quantity: 1,
      total_weight: 2,
      price: 1000,
      specification_id: 4,
      datetime: '2026-11-05',
      request_id: id,
    };
    expect(productCreateSchema.parse(line)).toMatchObject({ request_id: id, name: 'Hàng' });
    const result = productCreateSchema.safeParse({ ...line, specification_id: null });
    expect(z.flattenError(result.error!).fieldErrors).toEqual({
      specification_id: [SPECIFICATION_REQUIRED],
    });
    // A package line's specification is still dropped.
    expect(
      productCreateSchema.parse({ ...line, price_type: 'package', specification_id: 4 }),
    ).toMatchObject({ specification_id: null, request_id: id });
  });

  it('take a request_id on customers and pickups', () => {
    const customer = {
      full_name: 'Nguyễn Văn An',
      phone: '0903123456',
      province_id: 79,
      district_id: 760,
      ward_id: 26740,
      request_id: id,
    };
    expect(customerCreateSchema.parse(customer)).toMatchObject({ request_id: id });
    const pickup = { car_id: 3, datetime_from: '2026-11-23', products: [5], request_id: id };
    expect(transportCreateSchema.parse(pickup)).toMatchObject({ request_id: id, products: [5] });
  });
});
