import {
  bookClosing,
  countDifference,
  type PaymentPurpose,
} from '@depot/shared/cash-book/cash-book.rules';
import { paginate } from '@depot/shared/api/envelope';
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

const numberOf = (r: { number_year: number; number_month: number; number_order: number }) => ({
  year: r.number_year,
  month: r.number_month,
  order: r.number_order,
});
const none = { purpose: null, kind: null, cost_type: null, trip: null, customer: null };

/** A page's rows in the page's order, each with the balance after it (opening + its net). */
function pageRows(
  keys: q.MoveKey[],
  opening: number,
  ins: Awaited<ReturnType<typeof q.cashPaymentsByIds>>,
  outs: Awaited<ReturnType<typeof q.cashPayoutsByIds>>,
): CashBookRow[] {
  const paid = new Map(ins.map((r) => [r.id, r]));
  const spent = new Map(outs.map((r) => [r.id, r]));
  return keys.flatMap((key): CashBookRow[] => {
    const balance = opening + key.net;
    const r = key.dir === 'in' ? paid.get(key.id) : undefined;
    if (r)
      return [
        {
          ...none,
          direction: 'in',
          id: r.id,
          number: paymentNumber(numberOf(r)),
          at: r.at.toISOString(),
          person: person(r.person_id, r.person_name),
          customer: { id: r.customer_id, full_name: r.customer_name },
          purpose: r.purpose as PaymentPurpose,
          note: r.note,
          branch_id: r.branch_id,
          amount: r.amount,
          balance,
        },
      ];
    const o = key.dir === 'out' ? spent.get(key.id) : undefined;
    if (!o) return [];
    return [
      {
        ...none,
        direction: 'out',
        id: o.id,
        number: payoutNumber(numberOf(o)),
        at: o.at.toISOString(),
        person: person(o.person_id, o.person_name),
        trip:
          o.trip_id === null
            ? null
            : {
                id: o.trip_id,
                number_car: o.number_car ?? '',
                datetime_from: o.datetime_from ?? '',
              },
        kind: o.kind as PayoutKind,
        cost_type: o.cost_type as TripCostType | null,
        note: o.note,
        branch_id: o.branch_id,
        amount: o.amount,
        balance,
      },
    ];
  });
}

type MethodSums = Awaited<ReturnType<typeof q.methodSums>>;
type InSums = Awaited<ReturnType<typeof q.cashInByPerson>>;
type OutSums = Awaited<ReturnType<typeof q.cashOutByPerson>>;

function totalsOf(
  ins: InSums,
  outs: OutSums,
  inSums: MethodSums,
  outSums: MethodSums,
): CashBookTotals {
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
  const of = (id: number | null, name: string | null) => {
    let who = people.get(id);
    if (!who) {
      who = { id, fullname: id === null ? 'Không rõ' : (name ?? ''), in: 0, out: 0 };
      people.set(id, who);
    }
    return who;
  };
  for (const r of ins) {
    of(r.person_id, r.person_name).in += r.amount;
    t.in.count += r.count;
    t.in.amount += r.amount;
    t.in.by_purpose[r.purpose as PaymentPurpose] += r.amount;
  }
  for (const r of outs) {
    of(r.person_id, r.person_name).out += r.amount;
    t.out.count += r.count;
    t.out.amount += r.amount;
    t.out.by_kind[r.kind as PayoutKind] += r.amount;
    if (r.cost_type) t.out.by_cost_type[r.cost_type as TripCostType] += r.amount;
  }
  t.by_person = [...people.values()].sort((a, b) => a.fullname.localeCompare(b.fullname, 'vi'));
  for (const [sums, side] of [
    [inSums, 'in'],
    [outSums, 'out'],
  ] as const) {
    for (const m of sums) {
      if (m.method === 'cash' || m.method === 'transfer') t.by_method[m.method][side] += m.live;
      t.voided.count += m.voided_count;
      t.voided.amount += m.voided;
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
  const days = {
    from: query.date_from ?? query.date_to ?? today,
    to: query.date_to ?? query.date_from ?? today,
  };
  const { paged, limit } = query;
  const [opening, keys, ins, outs, inSums, outSums, counts] = await Promise.all([
    openingOf(ctx, s, days.from),
    q.cashMovesPage(ctx.db, s, days, { offset: (paged - 1) * limit, limit }),
    q.cashInByPerson(ctx.db, s, days),
    q.cashOutByPerson(ctx.db, s, days),
    q.methodSums(ctx.db, 'payments', s, days.from, days.to),
    q.methodSums(ctx.db, 'payouts', s, days.from, days.to),
    c.latestCounts(ctx.db, branch, days.from, days.to),
  ]);
  const [paid, spent] = await Promise.all([
    q.cashPaymentsByIds(
      ctx.db,
      keys.filter((k) => k.dir === 'in').map((k) => k.id),
    ),
    q.cashPayoutsByIds(
      ctx.db,
      keys.filter((k) => k.dir === 'out').map((k) => k.id),
    ),
  ]);
  const totals = totalsOf(ins, outs, inSums, outSums);
  const total = totals.in.count + totals.out.count;
  return {
    date_from: days.from,
    date_to: days.to,
    branch_id: branch,
    opening,
    rows: pageRows(keys, opening, paid, spent),
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
