import { planAllocation } from '@depot/shared/payments/payments.rules';
import type { Context } from '../../lib/context';
import { lockForGoodsChange, lockPayments } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import * as credit from './payments-credit.queries';
import * as read from './payments-read.queries';
import * as q from './payments.queries';

/**
 * Credit never stands beside money owed (docs/domain.md, "Money on screens"): money a customer
 * handed over that pays nothing yet (their credit) pays what they owe as soon as both exist, the
 * opening debt first, then the oldest lines (planAllocation), as allocations of the payments that
 * hold it, oldest payment first, each in the money trail (`credit_applied`).
 *
 * Called at the end of every change that can make credit or debt: a payment, a line created,
 * edited, deleted or un-paid, an opening debt raised. The goods it pays are locked here in the
 * lock order (customer, trips, goods, then payments); a caller holding other goods already may
 * take these trips after them, which PostgreSQL can only answer with a deadlock that
 * inTransaction retries (lib/context.ts).
 */
export async function applyCredit(tx: Context, customerId: number): Promise<number[]> {
  if ((await q.creditOf(tx.db, customerId)) <= 0) return [];
  const first = await planOf(tx, customerId, undefined);
  if (!first || (first.opening === 0 && first.lines.length === 0)) return [];
  // Every line here is one the customer pays: their money alone moves (migration 0060's trigger
  // writes no row of the goods' receivers), so only the customer is locked, as the caller holds.
  await lockForGoodsChange(
    tx,
    first.lines.map((l) => l.id),
    { customers: 'payers', alsoCustomers: [customerId] },
  );
  const holding = await q.paymentsWithCredit(tx.db, customerId);
  await lockPayments(
    tx.db,
    holding.map((p) => p.id),
  );
  // Read again under the locks: a line paid or a payment voided meanwhile.
  const open = await q.paymentsWithCredit(tx.db, customerId);
  const plan = await planOf(
    tx,
    customerId,
    first.lines.map((l) => l.id),
    open.reduce((s, p) => s + p.remaining, 0),
  );
  if (!plan) return [];
  const targets = [
    { product_id: null as number | null, left: plan.opening },
    ...plan.lines.map((l) => ({ product_id: l.id as number | null, left: l.amount })),
  ].filter((t) => t.left > 0);
  const rows: { payment_id: number; product_id: number | null; amount: number }[] = [];
  for (const payment of open) {
    let left = payment.remaining;
    for (const target of targets) {
      const take = Math.min(left, target.left);
      if (take <= 0) continue;
      rows.push({ payment_id: payment.id, product_id: target.product_id, amount: take });
      target.left -= take;
      left -= take;
    }
  }
  await q.insertAllocationRows(tx.db, rows);
  await recordAudit(
    tx,
    rows.map((r) => ({
      entity: r.product_id === null ? 'customer' : 'product',
      entity_id: r.product_id ?? customerId,
      action: 'credit_applied',
      after: { payment_id: r.payment_id, amount: r.amount },
    })),
  );
  return plan.lines.map((l) => l.id);
}

/** The allocation of `amount` (default: the kept credit) over what the customer owes now. */
async function planOf(tx: Context, customerId: number, onlyIds?: number[], amount?: number) {
  // One after the other: a transaction is one connection, which runs one query at a time
  // (queries handed to it together only wait in the driver's queue, which pg 9 refuses).
  const opening = await read.openingDue(tx.db, customerId);
  const lines = await read.unpaidLinesOf(tx.db, customerId, onlyIds);
  const kept = amount === undefined ? await q.creditOf(tx.db, customerId) : amount;
  if (!opening || kept <= 0) return null;
  return planAllocation({ amount: kept, openingDue: opening.due, lines });
}

/**
 * A line whose amount went below the money allocated to it (edited cheaper): its allocations,
 * newest first, give back the excess, which becomes the customer's credit (then applyCredit).
 * A part kept of an allocation is a new allocation of the same payment: allocations are records,
 * never edited. The caller holds the goods (the edit's locks).
 */
export async function trimLinesMoney(tx: Context, productIds: number[]): Promise<void> {
  const over = await credit.overpaidLines(tx.db, productIds);
  for (const line of over) {
    const held = await q.liveAllocationsOfGoods(tx.db, [line.id]);
    await trimAllocations(tx, held, line.paid - line.amount);
  }
}

/** The same for the opening debt lowered below what payments allocated to it. */
export async function trimOpeningMoney(tx: Context, customerId: number): Promise<void> {
  const opening = await credit.openingOverpaid(tx.db, customerId);
  if (opening.excess <= 0) return;
  const held = await credit.liveOpeningAllocations(tx.db, customerId);
  await trimAllocations(tx, held, opening.excess);
}

/** Voids allocations, newest first, until `excess` is given back; re-allocates a kept part. */
async function trimAllocations(
  tx: Context,
  held: { id: number; payment_id: number; product_id: number | null; amount: number }[],
  excess: number,
) {
  let left = excess;
  const voided: number[] = [];
  const kept: { payment_id: number; product_id: number | null; amount: number }[] = [];
  for (const allocation of [...held].reverse()) {
    if (left <= 0) break;
    voided.push(allocation.id);
    const back = Math.min(left, allocation.amount);
    left -= back;
    if (allocation.amount > back) {
      const { payment_id, product_id } = allocation;
      kept.push({ payment_id, product_id, amount: allocation.amount - back });
    }
  }
  await lockPayments(tx.db, [...new Set(held.map((a) => a.payment_id))]);
  await q.voidAllocations(tx.db, voided, tx.actor?.id ?? null);
  await q.insertAllocationRows(tx.db, kept);
}
