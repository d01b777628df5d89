import { describe, expect, it } from 'vitest';
import { periodFigures } from './period-statement';

const goods = (id: number, datetime: string, amount: number, is_paid = false) => ({
  id,
  name: `Hàng ${id}`,
  datetime,
  is_paid,
  amount,
  year_create: Number(datetime.slice(0, 4)),
  month_create: Number(datetime.slice(5, 7)),
  order: id,
  suffix: null,
});

describe('periodFigures', () => {
  it('opening + goods − collected = closing, an un-payment counting back', () => {
    const f = periodFigures(
      1000,
      { from: '2026-02-01', to: '2026-02-28' },
      [goods(1, '2026-01-10', 300, true), goods(2, '2026-02-05', 500, true)],
      [
        { product_id: 1, action: 'paid', date: '2026-02-02' },
        { product_id: 2, action: 'paid', date: '2026-02-06' },
        { product_id: 2, action: 'unpaid', date: '2026-02-07' },
        { product_id: 2, action: 'paid', date: '2026-03-01' },
      ],
    );
    expect(f.opening_balance).toBe(1300);
    expect(f.goods_amount).toBe(500);
    expect(f.collected_amount).toBe(300);
    expect(f.closing_balance).toBe(1500);
    expect(f.collections.map((c) => [c.date, c.amount])).toEqual([
      ['2026-02-02', 300],
      ['2026-02-06', 500],
      ['2026-02-07', -500],
    ]);
    expect(f.goods).toEqual([
      { date: '2026-02-05', id: 2, code: '2602-0002', name: 'Hàng 2', amount: 500 },
    ]);
  });

  it('goods paid without a trail count as collected on their receive date', () => {
    const f = periodFigures(
      0,
      { from: '2026-01-01', to: '2026-01-31' },
      [goods(3, '2026-01-15', 700, true)],
      [],
    );
    expect(f.collections).toEqual([
      { date: '2026-01-15', id: 3, code: '2601-0003', name: 'Hàng 3', amount: 700 },
    ]);
    expect(f.closing_balance).toBe(0);
  });
});
