import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  customerGoodsTotals,
  customers,
  paymentAllocations,
  payments,
  products,
} from '../../db/schema/index';
import { productAmountSql } from '../products/product-amount.sql';
import { allocationColumns } from './payments.queries';

/** Of these goods, the live lines allocated more than their amount: id, amount, money held. */
export async function overpaidLines(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  const amount = sql<number>`(${productAmountSql()})::bigint`;
  return db
    .select({ id: products.id, amount: amount.mapWith(Number), paid: products.paid_amount })
    .from(products)
    .where(
      and(
        inArray(products.id, productIds),
        isNull(products.deleted_at),
        sql`${products.paid_amount} > ${amount}`,
      ),
    );
}

/** What payments allocated to the opening debt beyond it (0 when not past it). */
export async function openingOverpaid(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      excess:
        sql<number>`greatest(coalesce(${customerGoodsTotals.opening_paid}, 0) - ${customers.debt}, 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(customers)
    .leftJoin(customerGoodsTotals, eq(customerGoodsTotals.customer_id, customers.id))
    .where(eq(customers.id, customerId));
  return { excess: row?.excess ?? 0 };
}

/** The live allocations to a customer's opening debt, oldest first. */
export async function liveOpeningAllocations(db: Executor, customerId: number) {
  return db
    .select(allocationColumns)
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.payment_id))
    .where(
      and(
        eq(payments.customer_id, customerId),
        isNull(paymentAllocations.product_id),
        isNull(paymentAllocations.voided_at),
      ),
    )
    .orderBy(paymentAllocations.id);
}
