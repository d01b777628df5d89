import { describe, expect, it } from 'vitest';
import { periodFigures } from './period-statement';

const goods = (id: number, datetime: string, amount: number) => ({
  id,
  name: `Hàng ${id}`,
  datetime,
  amount,
  year_create: Number(datetime.slice(0, 4)),
  month_create: Number(datetime.slice(5, 7)),
  order: id,
  suffix: null,
});
const payment = (id: number, date: string, amount: number, note: string | null = null) => ({
  id,
  number_year: Number(date.slice(0, 4)),
  number_month: Number(date.slice(5, 7)),
  number_order: id,
  date,
  amount,
  method: 'cash',
  note,
});

describe('periodFigures (issue 19: collections are payments)', () => {
  it('opening + goods − collected = closing, each payment named by its number', () => {
    const f = periodFigures(
      1300,
      [goods(2, '2026-02-05', 500)],
      [payment(7, '2026-02-02', 300, 'Trả tiền tháng 1'), payment(8, '2026-02-06', 500)],
    );
    expect(f).toMatchObject({
      opening_balance: 1300,
      goods_amount: 500,
      collected_amount: 800,
      closing_balance: 1000,
    });
    expect(f.collections).toEqual([
      { date: '2026-02-02', id: 7, code: 'PT-2602-0007', name: 'Trả tiền tháng 1', amount: 300 },
      { date: '2026-02-06', id: 8, code: 'PT-2602-0008', name: 'Tiền mặt', amount: 500 },
    ]);
    expect(f.goods).toEqual([
      { date: '2026-02-05', id: 2, code: '2602-0002', name: 'Hàng 2', amount: 500 },
    ]);
  });

  it('an empty period carries its opening to its closing', () => {
    expect(periodFigures(700, [], [])).toMatchObject({
      opening_balance: 700,
      closing_balance: 700,
    });
  });
});
