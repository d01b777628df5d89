import type { PeriodLine } from '@depot/shared/debt/debt.schema';
import {
  PAYMENT_METHOD_LABELS,
  paymentNumber,
  type PaymentMethod,
} from '@depot/shared/payments/payments.rules';
import { productCode } from '@depot/shared/products/products.rules';

type Goods = {
  id: number;
  name: string;
  datetime: string;
  amount: number;
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
};

export type PeriodFigures = {
  opening_balance: number;
  goods_amount: number;
  collected_amount: number;
  closing_balance: number;
  goods: PeriodLine[];
  collections: PeriodLine[];
  goods_count: number;
  collections_count: number;
  next: null;
};

/** The goods and collections as the statement lists them, each by its number. */
export function periodLines(goods: Goods[], received: Payment[]) {
  return {
    goods: goods.map((g): PeriodLine => ({
      date: g.datetime,
      id: g.id,
      code: productCode(g),
      name: g.name,
      amount: g.amount,
    })),
    collections: received.map((p): PeriodLine => ({
      date: p.date,
      id: p.id,
      code: paymentNumber({ year: p.number_year, month: p.number_month, order: p.number_order }),
      name: p.note ?? PAYMENT_METHOD_LABELS[p.method as PaymentMethod],
      amount: p.amount,
    })),
  };
}

/**
 * The statement of account of a period (issue 19): the balance carried in (the opening debt,
 * plus the goods received before the period, less the money received before it), the goods
 * received in the period, and the payments received in it, each by its number. A voided payment
 * never happened. The closing balance of a period ending today is the outstanding debt.
 */
export function periodFigures(carried: number, goods: Goods[], received: Payment[]): PeriodFigures {
  const goodsAmount = goods.reduce((s, g) => s + g.amount, 0);
  const collected = received.reduce((s, p) => s + p.amount, 0);
  return {
    opening_balance: carried,
    goods_amount: goodsAmount,
    collected_amount: collected,
    closing_balance: carried + goodsAmount - collected,
    ...periodLines(goods, received),
    goods_count: goods.length,
    collections_count: received.length,
    next: null,
  };
}
