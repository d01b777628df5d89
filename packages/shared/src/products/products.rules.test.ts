import { describe, expect, it } from 'vitest';
import {
  codeMonthOf,
  lineAmount,
  PRICE_TYPES,
  productCode,
  quantityUnit,
  unitPriceLabel,
  type AmountInput,
  priceNote,
} from './products.rules';

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

describe('productCode', () => {
  it('writes YYMM-NNNN from the full year, the month and the order', () => {
    expect(productCode({ year_create: 2026, month_create: 11, order: 42 })).toBe('2611-0042');
    expect(productCode({ year_create: 2030, month_create: 1, order: 1 })).toBe('3001-0001');
    expect(productCode({ year_create: 2005, month_create: 9, order: 9999 })).toBe('0509-9999');
  });

  it('keeps counting past 9 999 goods in a month', () => {
    expect(productCode({ year_create: 2026, month_create: 11, order: 10000 })).toBe('2611-10000');
  });

  it('adds the suffix when set, and nothing for an empty or null one', () => {
    expect(productCode({ year_create: 2026, month_create: 3, order: 7, suffix: 'A' })).toBe(
      '2603-0007-A',
    );
    expect(productCode({ year_create: 2026, month_create: 3, order: 7, suffix: null })).toBe(
      '2603-0007',
    );
    expect(productCode({ year_create: 2026, month_create: 3, order: 7, suffix: '' })).toBe(
      '2603-0007',
    );
  });
});

describe('codeMonthOf', () => {
  it('reads the full year and the month of a receive date', () => {
    expect(codeMonthOf('2026-11-05')).toEqual({ year_create: 2026, month_create: 11 });
    expect(codeMonthOf('2030-01-31')).toEqual({ year_create: 2030, month_create: 1 });
    expect(codeMonthOf('2026-12-31')).toEqual({ year_create: 2026, month_create: 12 });
  });
});

describe('quantityUnit', () => {
  it('is Kiện for package pricing, whatever the specification', () => {
    expect(quantityUnit('package', null)).toBe('Kiện');
    expect(quantityUnit('package', { name: 'Thùng' })).toBe('Kiện');
  });

  it("is the specification's name for weight pricing, empty without one", () => {
    expect(quantityUnit('weight', { name: 'Thùng' })).toBe('Thùng');
    expect(quantityUnit('weight', null)).toBe('');
    expect(quantityUnit('weight', undefined)).toBe('');
  });
});

describe('unitPriceLabel', () => {
  it('follows the total-money box first, then the price type', () => {
    expect(unitPriceLabel('weight', true)).toBe('Tổng tiền');
    expect(unitPriceLabel('package', true)).toBe('Tổng tiền');
    expect(unitPriceLabel('package', false)).toBe('Đơn giá / kiện');
    expect(unitPriceLabel('weight', false)).toBe('Đơn giá / kg');
  });
});

describe('priceNote', () => {
  it('says what a price is where the column says per kg', () => {
    expect(priceNote('weight', false)).toBeNull();
    expect(priceNote('package', false)).toBe('Đơn giá / kiện');
    expect(priceNote('package', true)).toBe('Tổng tiền');
    expect(priceNote('weight', true)).toBe('Tổng tiền');
  });
});
