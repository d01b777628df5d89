import { describe, expect, it } from 'vitest';
import { customerMoney, lineMoney, paidStateText } from './line-money.rules';

describe('lineMoney', () => {
  it('is Chưa thu with nothing collected, the whole amount due', () => {
    expect(lineMoney(200_000, 0)).toEqual({
      amount: 200_000,
      collected: 0,
      due: 200_000,
      paid_state: 'unpaid',
    });
  });

  it('is Thu một phần from the first đồng to one đồng short', () => {
    expect(lineMoney(200_000, 1)).toMatchObject({
      collected: 1,
      due: 199_999,
      paid_state: 'partial',
    });
    expect(lineMoney(200_000, 150_000)).toMatchObject({ due: 50_000, paid_state: 'partial' });
    expect(lineMoney(200_000, 199_999)).toMatchObject({ due: 1, paid_state: 'partial' });
  });

  it('is Đã thu when fully collected; money past the amount is not the line’s', () => {
    expect(lineMoney(200_000, 200_000)).toMatchObject({
      collected: 200_000,
      due: 0,
      paid_state: 'paid',
    });
    expect(lineMoney(200_000, 260_000)).toMatchObject({
      collected: 200_000,
      due: 0,
      paid_state: 'paid',
    });
  });

  it('keeps the clerk’s flag on a line of 0 đ', () => {
    expect(lineMoney(0, 0, true).paid_state).toBe('paid');
    expect(lineMoney(0, 0, false).paid_state).toBe('unpaid');
    expect(lineMoney(0, 0)).toMatchObject({ collected: 0, due: 0 });
  });
});

describe('paidStateText', () => {
  it('names what was collected and what is left of a part-paid line', () => {
    expect(paidStateText(lineMoney(200_000, 150_000))).toBe('Đã thu 150.000 · còn 50.000');
    expect(paidStateText(lineMoney(200_000, 200_000))).toBe('Đã thu');
    expect(paidStateText(lineMoney(200_000, 0))).toBe('Chưa thu');
  });
});

describe('customerMoney', () => {
  it('treats the opening debt as a line: amount, collected, due', () => {
    expect(
      customerMoney({ opening_debt: 500_000, opening_paid: 500_000, goods_due: 50_000, credit: 0 }),
    ).toEqual({
      opening_debt: 500_000,
      opening_collected: 500_000,
      opening_due: 0,
      goods_due: 50_000,
      credit: 0,
      outstanding_debt: 50_000,
    });
    expect(
      customerMoney({ opening_debt: 500_000, opening_paid: 120_000, goods_due: 0, credit: 0 }),
    ).toMatchObject({
      opening_collected: 120_000,
      opening_due: 380_000,
      outstanding_debt: 380_000,
    });
  });

  it('shows credit as its own figure, never a negative debt', () => {
    const money = customerMoney({ opening_debt: 0, opening_paid: 0, goods_due: 0, credit: 80_000 });
    expect(money).toMatchObject({ credit: 80_000, outstanding_debt: 0 });
    expect(
      customerMoney({ opening_debt: 0, opening_paid: 0, goods_due: -5, credit: -1 }),
    ).toMatchObject({ goods_due: 0, credit: 0, outstanding_debt: 0 });
  });
});
