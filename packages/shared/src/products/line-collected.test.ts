import { describe, expect, it } from 'vitest';
import { statementTotals } from '../trips/trips.rules';
import { isLinePaid, lineCollected, lineDue } from './products.rules';

// docs/decisions/0001-payments-are-records.md: what was collected of a line is money, not a flag. A paid line edited dearer owes
// the difference; edited cheaper, the excess is the customer's credit, not the line's.

describe('lineCollected, lineDue, isLinePaid', () => {
  it('counts what was paid, never past the amount', () => {
    expect(lineCollected(16_000, 15_000)).toBe(15_000);
    expect(lineDue(16_000, 15_000)).toBe(1_000);
    expect(lineCollected(14_000, 15_000)).toBe(14_000);
    expect(lineDue(14_000, 15_000)).toBe(0);
    expect(lineCollected(15_000, 0)).toBe(0);
    expect(lineDue(15_000, 0)).toBe(15_000);
  });

  it('is Đã thu when fully paid; a line of 0 đ keeps the flag it was given', () => {
    expect(isLinePaid(16_000, 15_000, true)).toBe(false);
    expect(isLinePaid(14_000, 15_000, false)).toBe(true);
    expect(isLinePaid(0, 0, true)).toBe(true);
    expect(isLinePaid(0, 0, false)).toBe(false);
  });
});

describe('statementTotals with the money collected per line', () => {
  const line = {
    price: 1_600,
    quantity: 1,
    total_weight: 10,
    price_type: 'weight',
    is_total_money: false,
  } as const;

  it('counts a partly paid line by what was paid, and its rest as due', () => {
    const totals = statementTotals([
      { ...line, is_paid: false, paid_amount: 15_000 },
      { ...line, is_paid: true, paid_amount: 16_000 },
    ]);
    expect(totals).toMatchObject({ amount: 32_000, collected: 31_000, due: 1_000 });
  });

  it('without paid_amount counts a paid line whole (older replies)', () => {
    expect(statementTotals([{ ...line, is_paid: true }])).toMatchObject({ collected: 16_000 });
  });
});
