import { describe, expect, it } from 'vitest';
import {
  LINE_AMOUNT_TOO_LARGE,
  lineAmountWithinCap,
  MAX_LINE_AMOUNT,
  type AmountInput,
} from './products.rules';
import { productBodySchema } from './products.schema';

const amountOf = (overrides: Partial<AmountInput>): AmountInput => ({
  price: 0,
  quantity: 0,
  total_weight: 0,
  price_type: 'weight',
  is_total_money: false,
  ...overrides,
});

describe('MAX_LINE_AMOUNT', () => {
  it('is 10 tỷ đồng, and 900 000 lines at it still sum to an exact JS number', () => {
    expect(MAX_LINE_AMOUNT).toBe(10_000_000_000);
    expect(Number.isSafeInteger(900_000 * MAX_LINE_AMOUNT)).toBe(true);
  });

  it('is written in the message with the money format', () => {
    expect(LINE_AMOUNT_TOO_LARGE).toBe('Thành tiền không được vượt quá 10.000.000.000 đ');
  });
});

describe('lineAmountWithinCap', () => {
  it('allows a line at the cap by each of the three formulas', () => {
    expect(lineAmountWithinCap(amountOf({ price: MAX_LINE_AMOUNT, is_total_money: true }))).toBe(
      true,
    );
    expect(
      lineAmountWithinCap(amountOf({ price: 10_000_000, quantity: 1000, price_type: 'package' })),
    ).toBe(true);
    expect(lineAmountWithinCap(amountOf({ price: 1_000_000, total_weight: 10_000 }))).toBe(true);
  });

  it('refuses one đồng past the cap by each formula', () => {
    expect(
      lineAmountWithinCap(amountOf({ price: MAX_LINE_AMOUNT + 1, is_total_money: true })),
    ).toBe(false);
    expect(
      lineAmountWithinCap(amountOf({ price: 10_000_001, quantity: 1000, price_type: 'package' })),
    ).toBe(false);
    // 1 000 001 đ/kg × 10 000 kg, and 1 đ/kg × 0,01 kg over the cap through the rounding.
    expect(lineAmountWithinCap(amountOf({ price: 1_000_001, total_weight: 10_000 }))).toBe(false);
    expect(lineAmountWithinCap(amountOf({ price: 200, total_weight: 50_000_000.01 }))).toBe(false);
  });

  it('reads only the figures the pricing uses: a lump sum ignores a large weight', () => {
    const big = { price: 1_000_000, quantity: 1_000_000, total_weight: 1_000_000 };
    expect(lineAmountWithinCap(amountOf({ ...big, is_total_money: true }))).toBe(true);
    expect(lineAmountWithinCap(amountOf({ ...big, price_type: 'package' }))).toBe(false);
  });
});

describe('productBodySchema and the line amount', () => {
  const line = {
    customer_id: 3,
    name: 'Sắt thép',
    price_type: 'weight',
    specification_id: 7,
    quantity: 2,
    total_weight: 12_345.67,
    price: 999_999_999_999,
    datetime: '2026-11-05',
  };
  const issuesOf = (input: unknown) =>
    productBodySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('refuses 999 999 999 999 đ/kg × 12 345,67 kg with the message on the price', () => {
    expect(issuesOf(line)).toEqual([['price', LINE_AMOUNT_TOO_LARGE]]);
  });

  it('refuses two fields each within its own cap whose product is past the line cap', () => {
    expect(issuesOf({ ...line, price: 1_000_000_000_000, total_weight: 9000 })).toEqual([
      ['price', LINE_AMOUNT_TOO_LARGE],
    ]);
  });

  it('accepts the same figures as a lump sum within the cap', () => {
    expect(
      productBodySchema.safeParse({ ...line, price: 9_000_000_000, is_total_money: true }),
    ).toMatchObject({ success: true });
  });

  it('leaves the amount alone while a figure is no number: that field has its own message', () => {
    expect(issuesOf({ ...line, total_weight: 'abc' })).toEqual([
      ['total_weight', 'Trọng lượng phải là một số'],
    ]);
  });
});
