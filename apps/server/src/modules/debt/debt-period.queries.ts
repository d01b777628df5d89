import { and, asc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depotDayOf, depotDayStart, withinDepotDays } from '../../lib/depot-day.sql';
import { payments, products, users } from '../../db/schema/index';
import {
  freightOwedGoods,
  othersGoodsOwed,
  ownGoodsOwed,
  productAmountSql,
  productAmountSumSql,
} from '../products/product-amount.sql';
import { goodsLineColumns } from './debt.queries';

// The reads of the period statement (công nợ theo kỳ): goods by receive date, money by the day
// it was received (docs/decisions/0001-payments-are-records.md: every collection is a payment record). The screen reads a page of
// lines at a time (docs/speed.md), after the last line it shows (keyset: the line's own order key,
// looked up by its id), and the period's figures are summed here, not from the lines it holds.

/** A page of lines: after the line with this id (none: from the first), at most `limit`. */
export type LinePage = { afterId?: number; limit: number };


/** Lines past the one with id `afterId` in the order (key, id); no condition without one. */
function pastLine(key: SQL, table: SQL, afterId: number | undefined): SQL | undefined {
  if (afterId === undefined) return undefined;
  return sql`(${key}, id) > (select ${key}, id from ${table} where id = ${afterId})`;
}

/**
 * The live goods whose freight the customer owes received in the period, oldest first; a page of
 * them when asked. Their own goods walked in order by their index, the few others' they pay for
 * read apart, and the two merged: as one query the planner sorted the whole year of the busiest
 * customer's goods for a page (25 → 58 ms on the demo depot).
 */
export async function goodsOfPeriod(
  db: Executor,
  customerId: number,
  from: string,
  to: string,
  page?: LinePage,
) {
  const part = (owed: SQL) => {
    const query = db
      .select({ ...goodsLineColumns, paid_amount: products.paid_amount, is_paid: products.is_paid })
      .from(products)
      .where(
        and(
          owed,
          gte(products.datetime, from),
          lte(products.datetime, to),
          pastLine(sql`datetime`, sql`products`, page?.afterId),
        ),
      )
      .orderBy(asc(products.datetime), asc(products.id));
    return page ? query.limit(page.limit) : query;
  };
  const [own, others] = await Promise.all([
    part(ownGoodsOwed(customerId)),
    part(othersGoodsOwed(customerId)),
  ]);
  const merged = [...own, ...others].sort(
    (a, b) => a.datetime.localeCompare(b.datetime) || a.id - b.id,
  );
  return page ? merged.slice(0, page.limit) : merged;
}

/** The amounts of the customer's live goods received before `from`. */
export async function goodsBefore(db: Executor, customerId: number, from: string) {
  const [row] = await db
    .select({ amount: productAmountSumSql().mapWith(Number) })
    .from(freightOwedGoods(customerId))
    .where(lt(products.datetime, from));
  return row?.amount ?? 0;
}

/**
 * The customer's goods figures up to the end of the period, in one pass: the amounts received
 * before it, and how many lines were received in it and their amounts.
 */
export async function goodsFigures(db: Executor, customerId: number, from: string, to: string) {
  const amount = productAmountSql();
  const inPeriod = sql`${products.datetime} >= ${from}`;
  const [row] = await db
    .select({
      before:
        sql<number>`coalesce(sum(${amount}) filter (where ${products.datetime} < ${from}), 0)::bigint`.mapWith(
          Number,
        ),
      count: sql<number>`(count(*) filter (where ${inPeriod}))::int`.mapWith(Number),
      amount: sql<number>`coalesce(sum(${amount}) filter (where ${inPeriod}), 0)::bigint`.mapWith(
        Number,
      ),
    })
    .from(freightOwedGoods(customerId))
    .where(lte(products.datetime, to));
  return row!;
}

const livePaymentsOf = (customerId: number) =>
  and(
    eq(payments.customer_id, customerId),
    isNull(payments.voided_at),
    // Thu hộ collected is the senders' money, not this customer's freight (docs/payments.md).
    eq(payments.purpose, 'freight'),
  );

/** The customer's live payments received in the period, in the order received; a page when asked. */
export async function paymentsOfPeriod(
  db: Executor,
  customerId: number,
  { from, to, zone }: { from: string; to: string; zone: string },
  page?: LinePage,
) {
  const query = db
    .select({
      id: payments.id,
      number_year: payments.number_year,
      number_month: payments.number_month,
      number_order: payments.number_order,
      // The day at the depot it was received (shown); filters compare the moment itself.
      date: depotDayOf(payments.received_at, zone),
      amount: payments.amount,
      method: payments.method,
      note: payments.note,
      // A subquery, not a join: the page's keyset condition names payments' own columns bare.
      received_by: sql<
        string | null
      >`(select ${users.fullname} from ${users} where ${users.id} = ${payments.received_by})`,
    })
    .from(payments)
    .where(
      and(
        livePaymentsOf(customerId),
        withinDepotDays(payments.received_at, from, to, zone),
        pastLine(sql`received_at`, sql`payments`, page?.afterId),
      ),
    )
    .orderBy(asc(payments.received_at), asc(payments.id));
  return page ? query.limit(page.limit) : query;
}

/** The money of the customer's live payments received before `from`. */
export async function paymentsBefore(db: Executor, customerId: number, from: string, zone: string) {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(and(livePaymentsOf(customerId), lt(payments.received_at, depotDayStart(from, zone))));
  return row?.amount ?? 0;
}

/** The customer's money up to the end of the period, in one pass, as goodsFigures. */
export async function paymentsFigures(
  db: Executor,
  customerId: number,
  { from, to, zone }: { from: string; to: string; zone: string },
) {
  const start = depotDayStart(from, zone);
  const inPeriod = sql`${payments.received_at} >= ${start}`;
  const [row] = await db
    .select({
      before:
        sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.received_at} < ${start}), 0)::bigint`.mapWith(
          Number,
        ),
      count: sql<number>`(count(*) filter (where ${inPeriod}))::int`.mapWith(Number),
      amount:
        sql<number>`coalesce(sum(${payments.amount}) filter (where ${inPeriod}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(
      and(
        livePaymentsOf(customerId),
        lt(payments.received_at, sql`${depotDayStart(to, zone)} + interval '1 day'`),
      ),
    );
  return row!;
}
