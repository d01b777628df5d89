import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { NumberSeries } from '@depot/shared/payments/payments.rules';
import type { Executor } from '../../db/client';
import {
  customerGoodsTotals,
  paymentAllocations,
  paymentNumberCounters,
  payments,
} from '../../db/schema/index';

/** The writes of payments, their allocations and their numbers: this module is their only writer. */

/**
 * The month's next number of a series (`PT` payments, `PC` payouts), taken in the transaction
 * that inserts the payment or payout: the counter row stays locked until the commit, so numbers
 * are consecutive and never shared. Taken last (after customer, trips and goods), so its holder
 * waits on nothing another holds.
 */
export async function nextDocumentOrder(
  db: Executor,
  series: NumberSeries,
  { year, month }: { year: number; month: number },
  count = 1,
) {
  const [row] = await db
    .insert(paymentNumberCounters)
    .values({ series, number_year: year, number_month: month, last_order: count })
    .onConflictDoUpdate({
      target: [
        paymentNumberCounters.series,
        paymentNumberCounters.number_year,
        paymentNumberCounters.number_month,
      ],
      set: { last_order: sql`${paymentNumberCounters.last_order} + ${count}` },
    })
    .returning({ last_order: paymentNumberCounters.last_order });
  // The first of the `count` consecutive numbers taken.
  return row!.last_order - count + 1;
}

/** The depot's year and month of a moment (the number's YYMM), in the depot's time zone. */
export async function depotMonthOf(db: Executor, at: Date, zone: string) {
  const { rows } = await db.execute<{ year: number; month: number }>(sql`
    select extract(year from ${at.toISOString()}::timestamptz at time zone ${zone})::int as year,
           extract(month from ${at.toISOString()}::timestamptz at time zone ${zone})::int as month`);
  return rows[0]!;
}

export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Executor, values: NewPayment) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** Several payments in one statement; their ids by number order (each order is unique). */
export async function insertPayments(db: Executor, values: NewPayment[]) {
  const rows = await db
    .insert(payments)
    .values(values)
    .returning({ id: payments.id, number_order: payments.number_order });
  return new Map(rows.map((r) => [r.number_order, r.id]));
}

/** Allocations of several payments in one statement. */
export async function insertAllocationRows(
  db: Executor,
  rows: { payment_id: number; product_id: number | null; amount: number }[],
) {
  const live = rows.filter((r) => r.amount > 0);
  if (live.length > 0) await db.insert(paymentAllocations).values(live);
}

export async function insertAllocations(
  db: Executor,
  paymentId: number,
  parts: { product_id: number | null; amount: number }[],
) {
  const live = parts.filter((p) => p.amount > 0);
  if (live.length === 0) return;
  await db
    .insert(paymentAllocations)
    .values(
      live.map((p) => ({ payment_id: paymentId, product_id: p.product_id, amount: p.amount })),
    );
}

/** What an allocation is read as where it may be voided or trimmed. */
export const allocationColumns = {
  id: paymentAllocations.id,
  payment_id: paymentAllocations.payment_id,
  product_id: paymentAllocations.product_id,
  amount: paymentAllocations.amount,
};

/** The live allocations matching `where`, oldest first. */
function liveAllocations(db: Executor, where: SQL | undefined) {
  return db
    .select(allocationColumns)
    .from(paymentAllocations)
    .where(and(where, isNull(paymentAllocations.voided_at)))
    .orderBy(asc(paymentAllocations.id));
}

/** The live allocations to the given goods. */
export async function liveAllocationsOfGoods(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return liveAllocations(db, inArray(paymentAllocations.product_id, productIds));
}

/** The live allocations of payments (all of them, to anything). */
export async function liveAllocationsOfPayments(db: Executor, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return liveAllocations(db, inArray(paymentAllocations.payment_id, paymentIds));
}

export async function voidAllocations(db: Executor, ids: number[], actorId: number | null) {
  if (ids.length === 0) return;
  await db
    .update(paymentAllocations)
    .set({ voided_at: sql`now()`, voided_by: actorId })
    .where(and(inArray(paymentAllocations.id, ids), isNull(paymentAllocations.voided_at)));
}

export async function voidPaymentRows(
  db: Executor,
  ids: number[],
  actorId: number | null,
  reason: string,
) {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ voided_at: sql`now()`, voided_by: actorId, void_reason: reason })
    .where(and(inArray(payments.id, ids), isNull(payments.voided_at)));
}

export async function findPaymentRow(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The customer's live payments that still have money not allocated (credit), oldest first. */
export async function paymentsWithCredit(db: Executor, customerId: number) {
  const { rows } = await db.execute<{ id: number; remaining: string }>(sql`
    select p.id, p.amount - coalesce(sum(a.amount) filter (where a.voided_at is null), 0) as remaining
    from ${payments} p left join ${paymentAllocations} a on a.payment_id = p.id
    where p.customer_id = ${customerId} and p.voided_at is null and p.purpose = 'freight'
    group by p.id
    having p.amount - coalesce(sum(a.amount) filter (where a.voided_at is null), 0) > 0
    order by p.received_at, p.id`);
  return rows.map((r) => ({ id: Number(r.id), remaining: Number(r.remaining) }));
}

/** The customer's kept credit (customer_goods_totals.credit): 0 for most, checked first. */
export async function creditOf(db: Executor, customerId: number): Promise<number> {
  const [row] = await db
    .select({ credit: customerGoodsTotals.credit })
    .from(customerGoodsTotals)
    .where(eq(customerGoodsTotals.customer_id, customerId));
  return Number(row?.credit ?? 0);
}
