import type { PeriodLine } from '@depot/shared/debt/debt.schema';
import { productCode } from '@depot/shared/products/products.rules';

type Goods = {
  id: number;
  name: string;
  datetime: string;
  is_paid: boolean;
  amount: number;
  year_create: number;
  month_create: number;
  order: number;
  suffix: string | null;
};
type Event = { product_id: number; action: string; date: string };

export type PeriodFigures = {
  opening_balance: number;
  goods_amount: number;
  collected_amount: number;
  closing_balance: number;
  goods: PeriodLine[];
  collections: PeriodLine[];
};

/**
 * The statement of account of a period from the goods received up to its end and the audit
 * trail's payment changes. A collection is a goods' amount on the day it was marked paid, an
 * un-payment takes it back that day. Goods whose paid flag the trail does not explain (received
 * already paid, before the trail existed) count as collected on their receive date, so that the
 * closing balance of a period ending today is always the outstanding debt.
 */
export function periodFigures(
  openingDebt: number,
  range: { from: string; to: string },
  goods: Goods[],
  events: Event[],
): PeriodFigures {
  const byId = new Map(goods.map((g) => [g.id, g]));
  const net = new Map<number, number>();
  const moves: { goods: Goods; date: string; sign: number }[] = [];
  for (const e of events) {
    const g = byId.get(e.product_id);
    const sign = e.action === 'paid' ? 1 : -1;
    net.set(e.product_id, (net.get(e.product_id) ?? 0) + sign);
    if (g) moves.push({ goods: g, date: e.date, sign });
  }
  for (const g of goods) {
    const unexplained = (g.is_paid ? 1 : 0) - (net.get(g.id) ?? 0);
    if (unexplained !== 0) moves.push({ goods: g, date: g.datetime, sign: unexplained });
  }
  moves.sort((a, b) => a.date.localeCompare(b.date) || a.goods.id - b.goods.id);

  const line = (g: Goods, date: string, amount: number): PeriodLine => ({
    date,
    id: g.id,
    code: productCode(g),
    name: g.name,
    amount,
  });
  const received = goods.filter((g) => g.datetime >= range.from);
  const collections = moves
    .filter((m) => m.date >= range.from && m.date <= range.to)
    .map((m) => line(m.goods, m.date, m.sign * m.goods.amount));
  const before =
    goods.filter((g) => g.datetime < range.from).reduce((s, g) => s + g.amount, 0) -
    moves.filter((m) => m.date < range.from).reduce((s, m) => s + m.sign * m.goods.amount, 0);
  const opening = openingDebt + before;
  const goodsAmount = received.reduce((s, g) => s + g.amount, 0);
  const collected = collections.reduce((s, c) => s + c.amount, 0);
  return {
    opening_balance: opening,
    goods_amount: goodsAmount,
    collected_amount: collected,
    closing_balance: opening + goodsAmount - collected,
    goods: received.map((g) => line(g, g.datetime, g.amount)),
    collections,
  };
}
