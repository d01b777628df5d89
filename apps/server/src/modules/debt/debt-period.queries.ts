import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, products } from '../../db/schema/index';
import { goodsLineColumns } from './debt.queries';

// The reads of the period statement (công nợ theo kỳ): goods and payments up to a day.

/** Every live goods row of a customer received up to `dateTo`, with its amount. */
export async function goodsUpTo(db: Executor, customerId: number, dateTo: string) {
  return db
    .select({ ...goodsLineColumns, is_paid: products.is_paid })
    .from(products)
    .where(
      and(
        eq(products.customer_id, customerId),
        isNull(products.deleted_at),
        lte(products.datetime, dateTo),
      ),
    )
    .orderBy(asc(products.datetime), asc(products.id));
}

/**
 * The paid and unpaid changes of a customer's live goods from the audit trail, each with its
 * day at the depot (Asia/Ho_Chi_Minh), oldest first.
 */
export async function paymentEvents(db: Executor, customerId: number) {
  const goods = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.customer_id, customerId), isNull(products.deleted_at)));
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
