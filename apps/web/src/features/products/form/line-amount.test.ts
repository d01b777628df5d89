import type { FormInstance, RuleObject } from 'antd/es/form';
import { LINE_AMOUNT_TOO_LARGE } from '@depot/shared/products/products.rules';
import { describe, expect, it } from 'vitest';
import { lineAmountCapRule } from './line-amount';
import type { ProductFormValues } from './product-form-values';

/** The price rule's verdict over the form's values, as antd would run it. */
function check(values: Partial<ProductFormValues>) {
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const rule = (lineAmountCapRule as (f: FormInstance) => RuleObject)(form);
  return rule.validator!(rule, values.price, () => undefined);
}

describe('lineAmountCapRule', () => {
  it('refuses 999 999 999 999 đ/kg × 12 345,67 kg with the server message', async () => {
    await expect(
      check({ price: 999_999_999_999, total_weight: 12_345.67, price_type: 'weight' }),
    ).rejects.toThrow(LINE_AMOUNT_TOO_LARGE);
  });

  it('accepts a line at the cap, and fields still being typed', async () => {
    await expect(check({ price: 1_000_000, total_weight: 10_000 })).resolves.toBeUndefined();
    await expect(check({ price: 1e12, total_weight: '9000,' as never })).resolves.toBeUndefined();
  });

  it('follows the pricing: a lump sum ignores the weight, a package line multiplies', async () => {
    const big = { price: 1e9, quantity: 100, total_weight: 100 };
    await expect(check({ ...big, is_total_money: true })).resolves.toBeUndefined();
    await expect(check({ ...big, price_type: 'package' })).rejects.toThrow(LINE_AMOUNT_TOO_LARGE);
  });
});
