import { bookBalance, type PaymentPurpose } from '@depot/shared/cash-book/cash-book.rules';
import type {
  CashBookQuery,
  CashBookReply,
  CashBookRow,
  CashBookTotals,
  CashCount,
  CashOpening,
} from '@depot/shared/cash-book/cash-book.schema';
import { paymentNumber } from '@depot/shared/payments/payments.rules';
import {
  payoutNumber,
  type PayoutKind,
  type TripCostType,
} from '@depot/shared/payouts/payouts.rules';
import { addDays, depotToday } from '@depot/shared/validation/dates';
import { actorOf, type Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
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
    difference: row.counted - row.book,
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

type Move = Omit<CashBookRow, 'balance'>;

function moves(
  ins: Awaited<ReturnType<typeof q.cashPaymentsOf>>,
  outs: Awaited<ReturnType<typeof q.cashPayoutsOf>>,
): Move[] {
  const number = (r: { number_year: number; number_month: number; number_order: number }) => ({
    year: r.number_year,
    month: r.number_month,
    order: r.number_order,
  });
  const common = { purpose: null, kind: null, cost_type: null, trip: null, customer: null };
  const rows: (Move & { time: number })[] = [
    ...ins.map((r) => ({
      ...common,
      direction: 'in' as const,
      id: r.id,
      number: paymentNumber(number(r)),
      time: r.at.getTime(),
      at: r.at.toISOString(),
      person: person(r.person_id, r.person_name),
      customer: { id: r.customer_id, full_name: r.customer_name },
      // Every payment is freight today; `cod` comes with the money collected for senders.
      purpose: 'freight' as PaymentPurpose,
      note: r.note,
      branch_id: r.branch_id,
      amount: r.amount,
    })),
    ...outs.map((r) => ({
      ...common,
      direction: 'out' as const,
      id: r.id,
      number: payoutNumber(number(r)),
      time: r.at.getTime(),
      at: r.at.toISOString(),
      person: person(r.person_id, r.person_name),
      trip:
        r.trip_id === null
          ? null
          : { id: r.trip_id, number_car: r.number_car ?? '', datetime_from: r.datetime_from ?? '' },
      kind: r.kind as PayoutKind,
      cost_type: r.cost_type as TripCostType | null,
      note: r.note,
      branch_id: r.branch_id,
      amount: r.amount,
    })),
  ];
  // Time order; at one moment money in before money out, then by id.
  rows.sort(
    (a, b) =>
      a.time - b.time ||
      (a.direction === b.direction ? 0 : a.direction === 'in' ? -1 : 1) ||
      a.id - b.id,
  );
  return rows.map(({ time: _time, ...row }) => row);
}

type MethodSums = Awaited<ReturnType<typeof q.methodSums>>;

function totalsOf(rows: Move[], inSums: MethodSums, outSums: MethodSums): CashBookTotals {
  const t: CashBookTotals = {
    in: { count: 0, amount: 0, by_purpose: { freight: 0, cod: 0 } },
    out: {
      count: 0,
      amount: 0,
      by_kind: { cod: 0, trip: 0, other: 0 },
      by_cost_type: { fuel: 0, toll: 0, driver: 0, loading: 0, other: 0 },
    },
    by_method: { cash: { in: 0, out: 0 }, transfer: { in: 0, out: 0 } },
    by_person: [],
    voided: { count: 0, amount: 0 },
  };
  const people = new Map<number | null, CashBookTotals['by_person'][number]>();
  for (const row of rows) {
    const key = row.person?.id ?? null;
    let who = people.get(key);
    if (!who) {
      who = { id: key, fullname: row.person?.fullname ?? 'Không rõ', in: 0, out: 0 };
      people.set(key, who);
    }
    who[row.direction] += row.amount;
    if (row.direction === 'in') {
      t.in.count += 1;
      t.in.amount += row.amount;
      t.in.by_purpose[row.purpose ?? 'freight'] += row.amount;
    } else {
      t.out.count += 1;
      t.out.amount += row.amount;
      if (row.kind) t.out.by_kind[row.kind] += row.amount;
      if (row.cost_type) t.out.by_cost_type[row.cost_type] += row.amount;
    }
  }
  t.by_person = [...people.values()].sort((a, b) => a.fullname.localeCompare(b.fullname, 'vi'));
  for (const [sums, side] of [
    [inSums, 'in'],
    [outSums, 'out'],
  ] as const) {
    for (const s of sums) {
      if (s.method === 'cash' || s.method === 'transfer') t.by_method[s.method][side] += s.live;
      t.voided.count += s.voided_count;
      t.voided.amount += s.voided;
    }
  }
  return t;
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
  const from = query.date_from ?? query.date_to ?? today;
  const to = query.date_to ?? query.date_from ?? today;
  const [opening, ins, outs, inSums, outSums, counts] = await Promise.all([
    openingOf(ctx, s, from),
    q.cashPaymentsOf(ctx.db, s, from, to),
    q.cashPayoutsOf(ctx.db, s, from, to),
    q.methodSums(ctx.db, 'payments', s, from, to),
    q.methodSums(ctx.db, 'payouts', s, from, to),
    c.latestCounts(ctx.db, branch, from, to),
  ]);
  const rows = moves(ins, outs);
  const book = bookBalance(opening, rows);
  return {
    date_from: from,
    date_to: to,
    branch_id: branch,
    opening,
    rows: book.rows,
    totals: totalsOf(rows, inSums, outSums),
    closing: book.closing,
    openings: s.openings.map(toOpening),
    counts: counts
      .map(toCount)
      .sort((a, b) => a.date.localeCompare(b.date) || a.branch_id - b.branch_id),
  };
}
