import { z } from 'zod';
import { replySum } from '../validation/numbers';
import { PAID_STATES } from './line-money.rules';

/**
 * The money fields of every reply that carries a goods line (lineMoney()): beside its `amount`,
 * what was collected, what is still due and the state. `is_paid` stays, true only when nothing is
 * due.
 */
export const lineMoneyFields = {
  collected: z.number().int(),
  due: z.number().int(),
  paid_state: z.enum(PAID_STATES),
};

/**
 * The money fields of every reply that carries a customer's debt (customerMoney()): sums, so
 * replySum() (a stored figure past 2^53 still reads).
 */
export const customerMoneyFields = {
  opening_debt: replySum(),
  opening_collected: replySum(),
  opening_due: replySum(),
  goods_due: replySum(),
  credit: replySum().nonnegative(),
  outstanding_debt: replySum().nonnegative(),
};

/** The same fields, each null where a reply leaves the debt out (customers with has_debt=false). */
export const customerMoneyFieldsOrNull = {
  opening_debt: customerMoneyFields.opening_debt.nullable(),
  opening_collected: customerMoneyFields.opening_collected.nullable(),
  opening_due: customerMoneyFields.opening_due.nullable(),
  goods_due: customerMoneyFields.goods_due.nullable(),
  credit: customerMoneyFields.credit.nullable(),
  outstanding_debt: customerMoneyFields.outstanding_debt.nullable(),
};
