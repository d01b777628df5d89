import { describe, expect, it } from 'vitest';
import { periodFigures } from './period-statement';

const goods = (id: number, datetime: string, amount: number) => ({
  id,
  name: `Hàng ${id}`,
  datetime,
  amount,
  paid_amount: 0,
  is_paid: false,
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
  received_by: 'Lê Thị Cúc',
});

describe('periodFigures: the payments of the period under their own fields', () => {
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
      closing_due: 1000,
      closing_credit: 0,
    });
    const paid = { method: 'cash', received_by: 'Lê Thị Cúc' };
    expect(f.payments).toEqual([
      {
        ...paid,
        id: 7,
        number: 'PT-2602-0007',
        date: '2026-02-02',
        amount: 300,
        note: 'Trả tiền tháng 1',
      },
      { ...paid, id: 8, number: 'PT-2602-0008', date: '2026-02-06', amount: 500, note: null },
    ]);
    expect(f.goods).toEqual([
      {
        date: '2026-02-05',
        id: 2,
        code: '2602-0002',
        name: 'Hàng 2',
        amount: 500,
        collected: 0,
        due: 500,
        paid_state: 'unpaid',
      },
    ]);
  });

  it('splits a closing below zero into no debt and the customer’s credit', () => {
    expect(periodFigures(100, [], [payment(9, '2026-02-02', 180)])).toMatchObject({
      closing_balance: -80,
      closing_due: 0,
      closing_credit: 80,
    });
  });

  it('an empty period carries its opening to its closing', () => {
    expect(periodFigures(700, [], [])).toMatchObject({
      opening_balance: 700,
      closing_balance: 700,
    });
  });
});
