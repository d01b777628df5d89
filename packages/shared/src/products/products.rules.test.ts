import { describe, expect, it } from 'vitest';
import { lineAmount, PRICE_TYPES, type AmountInput } from './products.rules';

const line = (overrides: Partial<AmountInput>): AmountInput => ({
  price: 0,
  quantity: 0,
  total_weight: 0,
  price_type: 'weight',
  is_total_money: false,
  ...overrides,
});

describe('lineAmount', () => {
  it('takes the price as the whole amount when it is a lump sum', () => {
    expect(
      lineAmount(line({ price: 500000, quantity: 3, total_weight: 40, is_total_money: true })),
    ).toBe(500000);
    expect(
      lineAmount(line({ price: 500000, quantity: 3, price_type: 'package', is_total_money: true })),
    ).toBe(500000);
  });

  it('multiplies the price by the quantity for package pricing, whatever the weight', () => {
    expect(
      lineAmount(line({ price: 20000, quantity: 3, total_weight: 99, price_type: 'package' })),
    ).toBe(60000);
    expect(lineAmount(line({ price: 20000, quantity: 0, price_type: 'package' }))).toBe(0);
  });

  it('prices each offered type by its own rule: package by quantity, weight by kg', () => {
    const amounts = PRICE_TYPES.map((price_type) =>
      lineAmount(line({ price: 1000, quantity: 3, total_weight: 2.5, price_type })),
    );
    expect(amounts).toEqual([3000, 2500]);
  });

  it('multiplies the price per kg by the weight, whatever the quantity', () => {
    expect(lineAmount(line({ price: 1500, quantity: 7, total_weight: 12.35 }))).toBe(18525);
  });

  it('rounds a weight amount to the nearest đồng, halves up', () => {
    expect(lineAmount(line({ price: 1001, total_weight: 0.45 }))).toBe(450);
    expect(lineAmount(line({ price: 3333, total_weight: 1.5 }))).toBe(5000);
    expect(lineAmount(line({ price: 1999, total_weight: 0.01 }))).toBe(20);
    // 15 × 4.1 is 61.4999… in floating point; the exact amount 61.5 rounds to 62.
    expect(lineAmount(line({ price: 15, total_weight: 4.1 }))).toBe(62);
  });
});
