import { bookClosing, countDifference } from '@depot/shared/cash-book/cash-book.rules';
import { paginate } from '@depot/shared/api/envelope';
import type {
  CashBookQuery,
  CashBookReply,
  CashCount,
  CashOpening,
} from '@depot/shared/cash-book/cash-book.schema';
import { addDays, depotToday } from '@depot/shared/validation/dates';
import { actorOf, type Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import * as m from './cash-book-remittances.queries';
import { pageRows, totalsOf } from './cash-book-rows';
import * as q from './cash-book.queries';
import * as c from './cash-counts.queries';

/**
 * The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)"): the cash in
 * the drawer of the branch acted for (null: every branch summed). The opening of a day is the
 * first opening balance plus the live cash in minus out since its date; nothing is kept per day.
 */

const person = (id: number | null, fullname: string | null) =>
  id === null ? null : { id, fullname: fullname ?? '' };

export function toOpening(row: q.OpeningRow): CashOpening {
  return {
    branch_id: row.branch_id,
    amount: row.amount,
    date: row.opening_date,
    set_by: person(row.set_by_id, row.set_by_name),
    set_at: row.set_at.toISOString(),
    reason: row.reason,
  };
}

export function toCount(row: c.CountRow): CashCount {
  return {
    id: row.id,
    branch_id: row.branch_id,
    date: row.count_date,
    counted: row.counted,
    book: row.book,
    difference: countDifference(row.counted, row.book),
    note: row.note,
    counted_by: person(row.counted_by_id, row.counted_by_name),
    counted_at: row.counted_at.toISOString(),
  };
}

async function scopeOf(ctx: Context, branch: number | null): Promise<q.Scope> {
  // One after the other: inside a count's transaction both go through one connection.
  const zone = await depotTimeZone(ctx);
  return { branch, zone, openings: await q.findOpenings(ctx.db, branch) };
}

/** The cash at the start of depot day `day`: the first opening balances plus the net since. */
async function openingOf(ctx: Context, s: q.Scope, day: string): Promise<number> {
  const first = s.openings.reduce((sum, o) => sum + o.amount, 0);
  return first + (await q.netCashBefore(ctx.db, s, day));
}

/** The book's closing of depot day `day` for one branch, now (a cash count's `book`). */
export async function closingOfDay(ctx: Context, branch: number, day: string): Promise<number> {
  return openingOf(ctx, await scopeOf(ctx, branch), addDays(day, 1));
}

/**
 * GET /api/cash-book: the drawer over the depot days (left out: today), opening, each live cash
 * payment in and payout out in time order with the balance after it, totals, closing, and the
 * latest cash count of each day. Read from the primary: a count or a payment just recorded shows.
 */
export async function cashBook(ctx: Context, query: CashBookQuery): Promise<CashBookReply> {
  actorOf(ctx);
  const branch = ctx.branch ?? null;
  const s = await scopeOf(ctx, branch);
  const today = depotToday(s.zone);
  const days = {
    from: query.date_from ?? query.date_to ?? today,
    to: query.date_to ?? query.date_from ?? today,
  };
  const { paged, limit } = query;
  const [opening, keys, paidSums, outs, sent, outSums, sentSums, counts] = await Promise.all([
    openingOf(ctx, s, days.from),
    m.cashMovesPage(ctx.db, s, days, { offset: (paged - 1) * limit, limit }),
    q.paymentSums(ctx.db, s, days),
    q.cashOutByPerson(ctx.db, s, days),
    m.cashRemittancesByPerson(ctx.db, s, days),
    q.payoutMethodSums(ctx.db, s, days.from, days.to),
    m.remittanceMethodSums(ctx.db, s, days),
    c.latestCounts(ctx.db, branch, days.from, days.to),
  ]);
  const idsOf = (source: m.MoveSource) => keys.filter((k) => k.source === source).map((k) => k.id);
  const [paid, spent, moved] = await Promise.all([
    q.cashPaymentsByIds(ctx.db, idsOf('payment')),
    q.cashPayoutsByIds(ctx.db, idsOf('payout')),
    m.cashRemittancesByIds(ctx.db, idsOf('remittance')),
  ]);
  const totals = totalsOf({ paidSums, outs, sent, outSums, sentSums });
  const total = totals.in.count + totals.out.count;
  return {
    date_from: days.from,
    date_to: days.to,
    branch_id: branch,
    opening,
    rows: pageRows(keys, opening, { paid, spent, moved }),
    total,
    paginate: paginate(total, paged, limit),
    totals,
    closing: bookClosing(opening, totals.in.amount, totals.out.amount),
    openings: s.openings.map(toOpening),
    counts: counts
      .map(toCount)
      .sort((a, b) => a.date.localeCompare(b.date) || a.branch_id - b.branch_id),
  };
}
