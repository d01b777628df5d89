import { lineMoney, type LineMoney } from '@depot/shared/payments/line-money.rules';

/**
 * A reply's money fields of a goods line from what the queries read: its amount, the money
 * allocated to it (products.paid_amount) and its `Đã thu` flag (the state of a line of 0 đ).
 * One place so that every reply (goods, statements, receipts, debt, period statement) says the
 * same; the rule itself is the shared lineMoney().
 */
export function lineMoneyOf(amount: number, paidAmount: number | undefined, isPaid: boolean): LineMoney {
  return lineMoney(amount, paidAmount ?? (isPaid ? amount : 0), isPaid);
}
