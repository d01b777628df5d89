import {
  PERIOD_PAGE_LINES,
  type PeriodCursor,
  type PeriodStatement,
  type periodStatementPageQuerySchema,
} from '@depot/shared/debt/debt.schema';
import type { z } from 'zod';
import type { Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import * as period from './debt-period.queries';
import { customerDebt } from './debt.service';
import { closingFigures, periodLines } from './period-statement';

type PageQuery = z.output<typeof periodStatementPageQuerySchema>;

/** `g12` → after goods line 12; `c7` → after collection 7 (the goods all shown). */
function parseCursor(after: PeriodCursor | undefined) {
  if (!after) return undefined;
  return { part: after[0] as 'g' | 'c', id: Number(after.slice(1)) };
}

/**
 * GET /debt/statement: one page of a period's statement of account (docs/speed.md). The statement
 * reads as its goods lines, then its collections; a page holds PERIOD_PAGE_LINES of them from
 * the start or after the cursor `after`, and `next` says where the following page starts. The
 * four figures and the line counts are of the whole period on every page, summed by SQL (the
 * customer's goods and money up to the period's end, one pass each), never from the page.
 * A busy customer's year (3 377 goods on the demo depot) was one reply of 660 KB.
 */
export async function getPeriodStatementPage(
  ctx: Context,
  query: PageQuery,
  limit = PERIOD_PAGE_LINES,
): Promise<PeriodStatement> {
  const summary = await customerDebt(ctx, query.customer_id);
  const { date_from: from, date_to: to, customer_id: id } = query;
  const zone = await depotTimeZone(ctx);
  const cursor = parseCursor(query.after);
  const days = { from, to, zone };
  // One more line than the page holds: whether a next page starts there.
  const [goodsSums, moneySums, goodsRead] = await Promise.all([
    period.goodsFigures(ctx.db, id, from, to),
    period.paymentsFigures(ctx.db, id, days),
    cursor?.part === 'c'
      ? []
      : period.goodsOfPeriod(ctx.db, id, from, to, { afterId: cursor?.id, limit: limit + 1 }),
  ]);
  const goods = goodsRead.slice(0, limit);
  const room = limit - goods.length;
  let next: PeriodCursor | null = null;
  let received: Awaited<ReturnType<typeof period.paymentsOfPeriod>> = [];
  if (goodsRead.length > limit) {
    next = `g${goods.at(-1)!.id}`;
  } else if (room === 0) {
    // The page is full of the last goods: the collections, if any, start the next one.
    next = moneySums.count > 0 ? `g${goods.at(-1)!.id}` : null;
  } else if (moneySums.count > 0) {
    const afterId = cursor?.part === 'c' ? cursor.id : undefined;
    const read = await period.paymentsOfPeriod(ctx.db, id, days, { afterId, limit: room + 1 });
    received = read.slice(0, room);
    if (read.length > room) next = `c${received.at(-1)!.id}`;
  }
  const carried = summary.debt + goodsSums.before - moneySums.before;
  return {
    customer: summary.customer,
    date_from: from,
    date_to: to,
    opening_balance: carried,
    goods_amount: goodsSums.amount,
    collected_amount: moneySums.amount,
    ...closingFigures(carried, goodsSums.amount, moneySums.amount),
    ...periodLines(goods, received),
    goods_count: goodsSums.count,
    payments_count: moneySums.count,
    next,
  };
}
