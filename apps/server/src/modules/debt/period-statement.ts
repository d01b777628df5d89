import type { PeriodLine, PeriodPayment } from '@depot/shared/debt/debt.schema';
import { paymentNumber, type PaymentMethod } from '@depot/shared/payments/payments.rules';
import { productCode } from '@depot/shared/products/products.rules';
import { lineMoneyOf } from '../../lib/line-money';

type Goods = {
  id: number;
  name: string;
  datetime: string;
  amount: number;
  paid_amount: number;
  is_paid: boolean;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
};
type Payment = {
  id: number;
  number_year: number;
  number_month: number;
  number_order: number;
  date: string;
  amount: number;
  method: string;
  note: string | null;
  received_by: string | null;
};

export type PeriodFigures = {
  opening_balance: number;
  goods_amount: number;
  collected_amount: number;
  closing_balance: number;
  closing_due: number;
  closing_credit: number;
  goods: PeriodLine[];
  payments: PeriodPayment[];
  goods_count: number;
  payments_count: number;
  next: null;
};

/** The goods and payments as the statement lists them: goods with what is due of each now. */
export function periodLines(goods: Goods[], received: Payment[]) {
  return {
    goods: goods.map((g): PeriodLine => ({
      date: g.datetime,
      id: g.id,
      code: productCode(g),
      name: g.name,
      ...lineMoneyOf(g.amount, g.paid_amount, g.is_paid),
    })),
    payments: received.map((p): PeriodPayment => ({
      id: p.id,
      number: paymentNumber({ year: p.number_year, month: p.number_month, order: p.number_order }),
      date: p.date,
      method: p.method as PaymentMethod,
      received_by: p.received_by,
      amount: p.amount,
      note: p.note,
    })),
  };
}

/**
 * The closing balance: what is owed at the end of the period, split into what is still due and
 * the customer's credit (money received beyond it), never a negative debt.
 */
export function closingFigures(opening: number, goods: number, collected: number) {
  const closing = opening + goods - collected;
  return {
    closing_balance: closing,
    closing_due: Math.max(closing, 0),
    closing_credit: Math.max(-closing, 0),
  };
}

/**
 * The statement of account of a period: the balance carried in (the opening debt, plus the goods
 * received before the period, less the money received before it), the goods received in the
 * period, and the payments received in it, each by its number. A voided payment never happened.
 * The closing balance of a period ending today is the outstanding debt less the credit.
 */
export function periodFigures(carried: number, goods: Goods[], received: Payment[]): PeriodFigures {
  const goodsAmount = goods.reduce((s, g) => s + g.amount, 0);
  const collected = received.reduce((s, p) => s + p.amount, 0);
  return {
    opening_balance: carried,
    goods_amount: goodsAmount,
    collected_amount: collected,
    ...closingFigures(carried, goodsAmount, collected),
    ...periodLines(goods, received),
    goods_count: goods.length,
    payments_count: received.length,
    next: null,
  };
}
