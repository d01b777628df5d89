import { describe, expect, it } from 'vitest';
import { productBodySchema } from '@depot/shared/products/products.schema';
import { type ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import { newProductValues, toProductBody, valuesFromSuggestion } from './product-form-values';

const suggestion: ProductSuggestion = {
  id: 41,
  customer_id: 7,
  name: 'Gạo ST25',
  price: 15000,
  price_type: 'weight',
  quantity: 4,
  total_weight: 82.5,
  is_total_money: false,
  specification_id: { id: 3, name: 'Bao' },
  product_type: 'Hàng dễ vỡ',
  datetime: '2026-11-20',
  created_at: '2026-11-20T03:00:00.000Z',
};

describe('product form values', () => {
  it('starts a new line priced by weight, unpaid, received today', () => {
    const values = newProductValues();
    expect(values).toMatchObject({ price_type: 'weight', is_total_money: false, is_paid: false });
    expect(values.datetime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('copies a suggestion into the form and sends it with its origin', () => {
    const values = {
      ...newProductValues(),
      customer_id: 7,
      datetime: '2026-11-23',
      ...valuesFromSuggestion(suggestion),
    };
    const body = toProductBody(values);
    expect(productBodySchema.parse(body)).toMatchObject({
      customer_id: 7,
      name: 'Gạo ST25',
      price: 15000,
      quantity: 4,
      total_weight: 82.5,
      specification_id: 3,
      product_type: 'Hàng dễ vỡ',
      datetime: '2026-11-23',
      product_parent_id: 41,
    });
  });

  it('sends a package line without a specification, and leaves out empty fields', () => {
    const body = toProductBody({
      ...newProductValues(),
      customer_id: 7,
      name: 'Máy lạnh',
      price_type: 'package',
      specification_id: 3,
      quantity: 2,
      total_weight: 60,
      price: 500000,
      product_type: '  ',
    });
    expect(body).not.toHaveProperty('specification_id');
    expect(body).not.toHaveProperty('product_type');
    expect(body).not.toHaveProperty('product_parent_id');
    expect(productBodySchema.safeParse(body).success).toBe(true);
  });
});
