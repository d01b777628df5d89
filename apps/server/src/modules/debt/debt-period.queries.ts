import { and, asc, eq, gte, inArray, isNull, lt, lte, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, products } from '../../db/schema/index';
import { productAmountSumSql } from '../products/product-amount.sql';
import { goodsLineColumns } from './debt.queries';

// The reads of the period statement (công nợ theo kỳ): goods and payments up to a day.

/** A payment change of the goods row in the audit trail (the events paymentEvents reads). */
const hasPaymentEvent = sql`exists (select 1 from ${auditLog} where ${and(
  eq(auditLog.entity, 'product'),
  eq(auditLog.entity_id, products.id),
  inArray(auditLog.action, ['paid', 'unpaid']),
)})`;

const liveGoodsOf = (customerId: number) =>
  and(eq(products.customer_id, customerId), isNull(products.deleted_at));

/**
 * The live goods rows of a customer the period statement must see one by one, with their
 * amounts: those received in the period, and those received before it whose paid flag the audit
 * trail changed (a change may fall in the period). Every other earlier row only adds its amount
 * less its collection, both before the period: its unpaid amount (unpaidBefore). A busy customer
 * of the demo depot has 7 500 goods up to today; reading them all took 20–30 ms.
 */
export async function goodsOfPeriod(db: Executor, customerId: number, from: string, to: string) {
  return db
    .select({ ...goodsLineColumns, is_paid: products.is_paid })
    .from(products)
    .where(
      and(
        liveGoodsOf(customerId),
        lte(products.datetime, to),
        or(gte(products.datetime, from), hasPaymentEvent),
      ),
    )
    .orderBy(asc(products.datetime), asc(products.id));
}

/** The unpaid amount of the customer's live goods received before `from` with no payment change. */
export async function unpaidBefore(db: Executor, customerId: number, from: string) {
  const [row] = await db
    .select({
      amount: productAmountSumSql().mapWith(Number),
    })
    .from(products)
    .where(
      and(
        liveGoodsOf(customerId),
        lt(products.datetime, from),
        not(products.is_paid),
        not(hasPaymentEvent),
      ),
    );
  return row?.amount ?? 0;
}

/**
 * The paid and unpaid changes of a customer's live goods from the audit trail, each with its
 * day at the depot (Asia/Ho_Chi_Minh), oldest first.
 */
export async function paymentEvents(db: Executor, customerId: number) {
  const goods = db.select({ id: products.id }).from(products).where(liveGoodsOf(customerId));
  return db
    .select({
      product_id: auditLog.entity_id,
      action: auditLog.action,
      date: sql<string>`to_char((${auditLog.at} at time zone 'Asia/Ho_Chi_Minh')::date, 'YYYY-MM-DD')`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        inArray(auditLog.action, ['paid', 'unpaid']),
        inArray(auditLog.entity_id, goods),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
