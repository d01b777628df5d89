import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { depotDayOf, withinDepotDays } from '../../lib/depot-day.sql';
import { paymentAllocations, paymentReceivedSlots, payments } from '../../db/schema/index';
import { anyOfIds } from '../../db/any-of-ids';

/** What other screens read of payments: money received per day, the payments behind goods. */

/**
 * Money received per depot day of [from, to] (voided payments left out: their money was given
 * back or never came in): the dashboard's collected figures are by day of receipt (docs/decisions/0001-payments-are-records.md).
 * Summed from the totals kept per quarter hour (payment_received_slots, migration 0030): a depot
 * day in any zone is a whole range of slots, so a month reads 2 880 rows at most, not its
 * payments (42 409 in a month of the 2 000 000-goods demo depot).
 */
export async function receivedPerDay(
  db: Executor,
  from: string,
  to: string,
  zone: string,
  branch?: number | null,
) {
  if (branch) return receivedAtBranchPerDay(db, from, to, zone, branch);
  const slots = paymentReceivedSlots;
  const day = depotDayOf(slots.slot, zone);
  return db
    .select({ date: day, amount: sql<number>`sum(${slots.amount})::bigint`.mapWith(Number) })
    .from(slots)
    .where(withinDepotDays(slots.slot, from, to, zone))
    .groupBy(day);
}

/**
 * The same for one branch (docs/domain.md, "Branches"): the slots are the whole depot's, so its
 * own payments are summed, through payments_branch_received_idx.
 */
function receivedAtBranchPerDay(
  db: Executor,
  from: string,
  to: string,
  zone: string,
  branch: number,
) {
  const day = depotDayOf(payments.received_at, zone);
  return db
    .select({ date: day, amount: sql<number>`sum(${payments.amount})::bigint`.mapWith(Number) })
    .from(payments)
    .where(
      and(
        eq(payments.branch_id, branch),
        withinDepotDays(payments.received_at, from, to, zone),
        isNull(payments.voided_at),
        // The depot's takings: thu hộ is the senders' money (docs/payments.md).
        eq(payments.purpose, 'freight'),
      ),
    )
    .groupBy(day);
}

/**
 * The live payments that paid some of these goods, oldest first, with the part of each
 * allocated to them (a statement or receipt names the payments behind its collected sum).
 */
export async function paymentsOfGoods(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: payments.id,
      customer_id: payments.customer_id,
      number_year: payments.number_year,
      number_month: payments.number_month,
      number_order: payments.number_order,
      amount: sql<number>`sum(${paymentAllocations.amount})::bigint`.mapWith(Number),
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.payment_id))
    .where(
      and(
        anyOfIds(paymentAllocations.product_id, productIds),
        isNull(paymentAllocations.voided_at),
        isNull(payments.voided_at),
      ),
    )
    .groupBy(payments.id)
    .orderBy(asc(payments.received_at), asc(payments.id));
}
