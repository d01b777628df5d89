import { describe, expect, it } from 'vitest';
import { receiptLineState, receiptTotalRows } from './receipt-labels';

describe('the totals a receipt prints', () => {
  const sums = { quantity: 4, amount: 150_000, collected: 0, sender_due: 0, due: 150_000 };
  it('packages, money, paid and still due', () => {
    expect(receiptTotalRows(sums)).toEqual([
      ['Tổng số kiện', '4'],
      ['Tổng tiền', '150.000 đ'],
      ['Đã thanh toán', '0 đ'],
      ['Còn phải thu', '150.000 đ'],
    ]);
  });
  it('with what senders still owe on their lines, before what this customer owes', () => {
    const rows = receiptTotalRows({ ...sums, sender_due: 100_000, due: 50_000 });
    expect(rows.slice(2)).toEqual([
      ['Đã thanh toán', '0 đ'],
      ['Người gửi nợ', '100.000 đ'],
      ['Còn phải thu', '50.000 đ'],
    ]);
  });
});

describe("a receipt line's state", () => {
  const unpaid = { amount: 100_000, collected: 0, due: 100_000, paid_state: 'unpaid' as const };
  it('says Người gửi trả while the sender owes it, its paid state otherwise', () => {
    expect(receiptLineState({ ...unpaid, product: { freight_payer: 'sender' } })).toBe(
      'Người gửi trả',
    );
    expect(receiptLineState({ ...unpaid, product: { freight_payer: 'receiver' } })).toBe(
      'Chưa thu',
    );
    const paid = { amount: 100_000, collected: 100_000, due: 0, paid_state: 'paid' as const };
    expect(receiptLineState({ ...paid, product: { freight_payer: 'sender' } })).toBe('Đã thu');
  });
});
