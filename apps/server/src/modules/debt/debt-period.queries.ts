import { and, asc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depotDayOf, depotDayStart, withinDepotDays } from '../../lib/depot-day.sql';
import { payments, products } from '../../db/schema/index';
import { productAmountSumSql } from '../products/product-amount.sql';
import { goodsLineColumns } from './debt.queries';

// The reads of the period statement (công nợ theo kỳ): goods by receive date, money by the day
// it was received (issue 19: every collection is a payment record).

const liveGoodsOf = (customerId: number) =>
  and(eq(products.customer_id, customerId), isNull(products.deleted_at));

/** The customer's live goods received in the period, oldest first. */
export async function goodsOfPeriod(db: Executor, customerId: number, from: string, to: string) {
  return db
    .select(goodsLineColumns)
    .from(products)
    .where(and(liveGoodsOf(customerId), gte(products.datetime, from), lte(products.datetime, to)))
    .orderBy(asc(products.datetime), asc(products.id));
}

/** The amounts of the customer's live goods received before `from`. */
export async function goodsBefore(db: Executor, customerId: number, from: string) {
  const [row] = await db
    .select({ amount: productAmountSumSql().mapWith(Number) })
    .from(products)
    .where(and(liveGoodsOf(customerId), lt(products.datetime, from)));
  return row?.amount ?? 0;
}

const livePaymentsOf = (customerId: number) =>
  and(eq(payments.customer_id, customerId), isNull(payments.voided_at));

/** The customer's live payments received in the period, in the order received. */
export async function paymentsOfPeriod(
  db: Executor,
  customerId: number,
  { from, to, zone }: { from: string; to: string; zone: string },
) {
  return db
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
    })
    .from(payments)
    .where(and(livePaymentsOf(customerId), withinDepotDays(payments.received_at, from, to, zone)))
    .orderBy(asc(payments.received_at), asc(payments.id));
}

/** The money of the customer's live payments received before `from`. */
export async function paymentsBefore(db: Executor, customerId: number, from: string, zone: string) {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`.mapWith(Number) })
    .from(payments)
    .where(and(livePaymentsOf(customerId), lt(payments.received_at, depotDayStart(from, zone))));
  return row?.amount ?? 0;
}
