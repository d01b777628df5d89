import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { codAllocations, paymentAllocations, payments } from '../../db/schema/index';
import { newestFirst, rowsQuery } from './payments-read.queries';

/** A page of a customer's payments, newest first, voided ones included (struck through). */
export async function customerPaymentsPage(
  db: Executor,
  customerId: number,
  { paged, limit }: { paged: number; limit: number },
) {
  const page = db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.customer_id, customerId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((paged - 1) * limit);
  const [rows, [total]] = await Promise.all([
    rowsQuery(db)
      .where(inArray(payments.id, page))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(payments).where(eq(payments.customer_id, customerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The live payments that paid a goods line, oldest first: the whole payment, its part for this
 * line, and how many things it paid (lines, and the opening debt counted as one). Its freight
 * payments (payment_allocations), or with `cod` its thu hộ payments (cod_allocations).
 */
export async function paymentsOfLine(db: Executor, productId: number, cod = false) {
  const a = cod ? codAllocations : paymentAllocations;
  const mine = db
    .select({ payment_id: a.payment_id })
    .from(a)
    .where(and(eq(a.product_id, productId), isNull(a.voided_at)));
  return db
    .select({
      id: payments.id,
      number_year: payments.number_year,
      number_month: payments.number_month,
      number_order: payments.number_order,
      amount: payments.amount,
      received_at: payments.received_at,
      allocated:
        sql<number>`coalesce(sum(${a.amount}) filter (where ${a.product_id} = ${productId}), 0)::bigint`.mapWith(
          Number,
        ),
      lines: sql<number>`count(distinct coalesce(${a.product_id}, 0))::int`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(a, and(eq(a.payment_id, payments.id), isNull(a.voided_at)))
    .where(and(inArray(payments.id, mine), isNull(payments.voided_at)))
    .groupBy(payments.id)
    .orderBy(asc(payments.received_at), asc(payments.id));
}
