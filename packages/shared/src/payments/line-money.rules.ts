import { lineCollected } from '../products/products.rules';
import { formatNumber } from '../text/format';

/**
 * What every screen, print and export says of money owed (docs/domain.md, "Money on screens"):
 * each goods line and the customer's opening debt have three figures, its amount, what was
 * collected of it and what is still due, and one state read from them. A customer's credit (money
 * received and owed to nothing) is a figure of its own, never a negative debt.
 */

export const PAID_STATES = ['paid', 'partial', 'unpaid'] as const;
export type PaidState = (typeof PAID_STATES)[number];

/** What a person reads for each state, on every screen and print. */
export const PAID_STATE_LABELS: Record<PaidState, string> = {
  paid: 'Đã thu',
  partial: 'Thu một phần',
  unpaid: 'Chưa thu',
};

/** The name of a customer's credit on every screen and print. */
export const CREDIT_LABEL = 'Tiền khách gửi trước';

export type LineMoney = {
  /** lineAmount() of the line (or the opening debt), đồng. */
  amount: number;
  /** What payments allocated to it, never past its amount. */
  collected: number;
  /** What is still owed: amount − collected. */
  due: number;
  paid_state: PaidState;
};

/**
 * The figures of one line from its amount and the money allocated to it. A line of 0 đ owes
 * nothing either way, so it keeps the `Đã thu` flag the clerk gave it (`flag`).
 */
export function lineMoney(amount: number, allocated: number, flag = false): LineMoney {
  const collected = lineCollected(amount, allocated);
  const due = amount - collected;
  let paid_state: PaidState;
  if (amount === 0) paid_state = flag ? 'paid' : 'unpaid';
  else if (due === 0) paid_state = 'paid';
  else paid_state = collected > 0 ? 'partial' : 'unpaid';
  return { amount, collected, due, paid_state };
}

/** The short text of a line's state: `Đã thu`, `Chưa thu`, `Đã thu 150.000 · còn 50.000`. */
export function paidStateText({ collected, due, paid_state }: LineMoney): string {
  if (paid_state !== 'partial') return PAID_STATE_LABELS[paid_state];
  return `Đã thu ${formatNumber(collected)} · còn ${formatNumber(due)}`;
}

/** A customer's money as the customer list, the debt screen and the drawer show it. */
export type CustomerMoney = {
  /** The opening debt (Nợ đầu kỳ) as entered. */
  opening_debt: number;
  opening_collected: number;
  opening_due: number;
  /** What the customer's goods still owe. */
  goods_due: number;
  /** Money received and owed to nothing yet, ≥ 0. */
  credit: number;
  /** opening_due + goods_due, never negative. */
  outstanding_debt: number;
};

/**
 * The figures of a customer from what the server keeps: the opening debt, what payments allocated
 * to it, what the goods still owe and the money not allocated. Negative inputs (a figure kept
 * before credit was applied at once) never show as a negative debt.
 */
export function customerMoney(input: {
  opening_debt: number;
  opening_paid: number;
  goods_due: number;
  credit: number;
}): CustomerMoney {
  const opening = lineMoney(input.opening_debt, input.opening_paid);
  const goods_due = Math.max(input.goods_due, 0);
  return {
    opening_debt: input.opening_debt,
    opening_collected: opening.collected,
    opening_due: opening.due,
    goods_due,
    credit: Math.max(input.credit, 0),
    outstanding_debt: opening.due + goods_due,
  };
}
