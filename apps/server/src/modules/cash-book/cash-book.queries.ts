import { and, asc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  cars,
  cashDrawerSlots,
  cashOpenings,
  customers,
  payments,
  payouts,
  trips,
  users,
} from '../../db/schema/index';
import { depotDayStart, withinDepotDays } from '../../lib/depot-day.sql';

/**
 * The cash book's reads: the drawer's money and the first opening balances; cash_openings and
 * cash_counts are written in cash-counts.queries.ts. Payments and payouts are only read here
 * (their writers are modules/payments and modules/payouts).
 */

const setter = alias(users, 'setter');

/** Who the book is of: one branch, or null for every branch summed. */
export type Scope = { branch: number | null; zone: string; openings: OpeningRow[] };

export async function findOpenings(db: Executor, branch: number | null) {
  return db
    .select({
      id: cashOpenings.id,
      branch_id: cashOpenings.branch_id,
      opening_date: cashOpenings.opening_date,
      amount: cashOpenings.amount,
      set_at: cashOpenings.set_at,
      reason: cashOpenings.reason,
      set_by_id: cashOpenings.set_by,
      set_by_name: setter.fullname,
    })
    .from(cashOpenings)
    .leftJoin(setter, eq(setter.id, cashOpenings.set_by))
    .where(branch === null ? undefined : eq(cashOpenings.branch_id, branch))
    .orderBy(asc(cashOpenings.branch_id));
}
export type OpeningRow = Awaited<ReturnType<typeof findOpenings>>[number];

/**
 * The drawer's money of the scope: each branch's from the start of its first opening balance's
 * day (a branch without one: from the beginning). Plain bounds on (branch_id, moment), so the
 * partial cash indexes of migration 0039 answer.
 */
export function drawer(at: PgColumn, branchCol: PgColumn, s: Scope): SQL | undefined {
  const since = (o: OpeningRow) =>
    and(eq(branchCol, o.branch_id), gte(at, depotDayStart(o.opening_date, s.zone)));
  if (s.branch !== null) {
    const own = s.openings.find((o) => o.branch_id === s.branch);
    return own ? since(own) : eq(branchCol, s.branch);
  }
  if (s.openings.length === 0) return undefined;
  return or(
    ...s.openings.map(since),
    notInArray(
      branchCol,
      s.openings.map((o) => o.branch_id),
    ),
  );
}

// Literals, not parameters: the planner matches them to the partial indexes' predicates.
const liveCashIn = sql`${payments.method} = 'cash' and ${payments.voided_at} is null`;
const liveCashOut = sql`${payouts.method} = 'cash' and ${payouts.voided_at} is null`;

/**
 * Live cash in minus out of the scope's drawers before the start of depot day `day`, summed from
 * the quarter-hour slots kept by the database (cash_drawer_slots, migration 0041): a day starts on
 * a quarter hour in every zone, so the slots before it are exactly the money before it.
 */
export async function netCashBefore(db: Executor, s: Scope, day: string): Promise<number> {
  const slots = cashDrawerSlots;
  const [row] = await db
    .select({
      net: sql<number>`coalesce(sum(${slots.cash_in} - ${slots.cash_out}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(slots)
    .where(and(drawer(slots.slot, slots.branch_id, s), lt(slots.slot, depotDayStart(day, s.zone))));
  return row!.net;
}

export type Days = { from: string; to: string };

/** The live cash payments in the scope's drawers during the days. */
export const cashInOf = (s: Scope, d: Days) =>
  and(
    liveCashIn,
    drawer(payments.received_at, payments.branch_id, s),
    withinDepotDays(payments.received_at, d.from, d.to, s.zone),
  );
/** The live cash payouts out of the scope's drawers during the days. */
export const cashOutOf = (s: Scope, d: Days) =>
  and(
    liveCashOut,
    drawer(payouts.paid_at, payouts.branch_id, s),
    withinDepotDays(payouts.paid_at, d.from, d.to, s.zone),
  );

/** The payments of a page of the book, by id. */
export async function cashPaymentsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: payments.id,
      number_year: payments.number_year,
      number_month: payments.number_month,
      number_order: payments.number_order,
      at: payments.received_at,
      person_id: payments.received_by,
      person_name: users.fullname,
      customer_id: payments.customer_id,
      customer_name: customers.full_name,
      amount: payments.amount,
      purpose: payments.purpose,
      note: payments.note,
      branch_id: payments.branch_id,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customer_id))
    .leftJoin(users, eq(users.id, payments.received_by))
    .where(inArray(payments.id, ids));
}

/** The payouts of a page of the book, by id. */
export async function cashPayoutsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: payouts.id,
      number_year: payouts.number_year,
      number_month: payouts.number_month,
      number_order: payouts.number_order,
      at: payouts.paid_at,
      person_id: payouts.paid_by,
      person_name: users.fullname,
      kind: payouts.kind,
      cost_type: payouts.cost_type,
      trip_id: payouts.trip_id,
      number_car: cars.number_car,
      datetime_from: trips.datetime_from,
      amount: payouts.amount,
      note: payouts.note,
      branch_id: payouts.branch_id,
    })
    .from(payouts)
    .leftJoin(trips, eq(trips.id, payouts.trip_id))
    .leftJoin(cars, eq(cars.id, trips.car_id))
    .leftJoin(users, eq(users.id, payouts.paid_by))
    .where(inArray(payouts.id, ids));
}

const total = (amount: PgColumn) =>
  sql<number>`coalesce(sum(${amount}), 0)::bigint`.mapWith(Number);
const rowCount = sql<number>`count(*)::int`.mapWith(Number);

/**
 * The days' payments of the scope's drawers (any method, live or voided) summed per person who
 * received them, purpose and method: the book's cash in per person and purpose and its money per
 * method are both read from these few rows. One pass over the range from the covering index
 * (payments_cash_book_idx, migration 0056), the names joined after the grouping: a busy month
 * of 46 000 payments took two passes and a join per payment before (27 → 11 ms).
 */
export async function paymentSums(db: Executor, s: Scope, d: Days) {
  const live = sql<boolean>`${payments.voided_at} is null`;
  const sums = db
    .select({
      person_id: payments.received_by,
      purpose: payments.purpose,
      method: payments.method,
      live: live.as('live'),
      count: sql<number>`count(*)::int`.as('count'),
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`.as('amount'),
    })
    .from(payments)
    .where(
      and(
        drawer(payments.received_at, payments.branch_id, s),
        withinDepotDays(payments.received_at, d.from, d.to, s.zone),
      ),
    )
    .groupBy(payments.received_by, payments.purpose, payments.method, live)
    .as('sums');
  const rows = await db
    .select({
      person_id: sums.person_id,
      person_name: users.fullname,
      purpose: sums.purpose,
      method: sums.method,
      live: sums.live,
      count: sums.count,
      amount: sums.amount,
    })
    .from(sums)
    .leftJoin(users, eq(users.id, sums.person_id));
  return rows.map((r) => ({ ...r, count: Number(r.count), amount: Number(r.amount) }));
}

/** The days' live cash out, per person who paid it, kind and trip cost type. */
export async function cashOutByPerson(db: Executor, s: Scope, d: Days) {
  return db
    .select({
      person_id: payouts.paid_by,
      person_name: users.fullname,
      kind: payouts.kind,
      cost_type: payouts.cost_type,
      count: rowCount,
      amount: total(payouts.amount),
    })
    .from(payouts)
    .leftJoin(users, eq(users.id, payouts.paid_by))
    .where(cashOutOf(s, d))
    .groupBy(payouts.paid_by, users.fullname, payouts.kind, payouts.cost_type);
}

/** Per method the live money, and the voided count and money, of the payouts of the days. */
export async function payoutMethodSums(db: Executor, s: Scope, from: string, to: string) {
  const t = payouts;
  const at = payouts.paid_at;
  return db
    .select({
      method: t.method,
      live: sql<number>`coalesce(sum(${t.amount}) filter (where ${t.voided_at} is null), 0)::bigint`.mapWith(
        Number,
      ),
      voided_count: sql<number>`count(*) filter (where ${t.voided_at} is not null)::int`.mapWith(
        Number,
      ),
      voided:
        sql<number>`coalesce(sum(${t.amount}) filter (where ${t.voided_at} is not null), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(t)
    .where(and(drawer(at, t.branch_id, s), withinDepotDays(at, from, to, s.zone)))
    .groupBy(t.method);
}
