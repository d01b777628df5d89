import type { PaymentMethod } from '@depot/shared/payments/payments.rules';
import type { Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import * as q from './payments.queries';

/**
 * The writes every payment path shares (issue 19): a numbered payment with its allocations, and
 * the return of lines' money. The callers hold the lock order's locks (lib/lock-order.ts:
 * customer, trips, goods); payment rows and the month's number counter come last.
 */

/** `counter`: Thu tiền; the others: a one-click `Đã thu` of that screen (see schema/payments.ts). */
export type PaymentSource = 'counter' | 'goods' | 'line' | 'receipt' | 'debt';

export type NewPaymentInput = {
  customerId: number;
  amount: number;
  method: PaymentMethod;
  source: PaymentSource;
  note: string | null;
  /** The opening debt's part and each line's part; the rest of `amount` is credit. */
  opening: number;
  lines: { product_id: number; amount: number }[];
  /** A replacement keeps the moment and the person of the payment it replaces. */
  received?: { at: Date; by: number | null };
};

/** Records a payment received now, numbered in its month, with its allocations. */
export async function recordPayment(tx: Context, input: NewPaymentInput) {
  const receivedAt = input.received?.at ?? new Date();
  const month = await q.depotMonthOf(tx.db, receivedAt, await depotTimeZone(tx));
  const order = await q.nextPaymentOrder(tx.db, month.year, month.month);
  const payment = await q.insertPayment(tx.db, {
    number_year: month.year,
    number_month: month.month,
    number_order: order,
    customer_id: input.customerId,
    amount: input.amount,
    method: input.method,
    source: input.source,
    received_at: receivedAt,
    received_by: input.received ? input.received.by : (tx.actor?.id ?? null),
    note: input.note,
  });
  await q.insertAllocations(tx.db, payment.id, [
    { product_id: null, amount: input.opening },
    ...input.lines,
  ]);
  return payment;
}

/**
 * One payment per line for what each still owes (a one-click `Đã thu` of several lines: a
 * statement, a receipt), received now by the actor, numbered consecutively in its month. Four
 * statements whatever the number of lines, so a statement of thirty lines holds its locks as
 * briefly as one line.
 */
export async function recordLinePayments(
  tx: Context,
  input: {
    customerId: (productId: number) => number;
    lines: { product_id: number; amount: number }[];
    source: PaymentSource;
    note: string;
  },
): Promise<void> {
  const lines = input.lines.filter((l) => l.amount > 0);
  if (lines.length === 0) return;
  const receivedAt = new Date();
  const month = await q.depotMonthOf(tx.db, receivedAt, await depotTimeZone(tx));
  const first = await q.nextPaymentOrder(tx.db, month.year, month.month, lines.length);
  const ids = await q.insertPayments(
    tx.db,
    lines.map((line, i) => ({
      number_year: month.year,
      number_month: month.month,
      number_order: first + i,
      customer_id: input.customerId(line.product_id),
      amount: line.amount,
      method: 'cash',
      source: input.source,
      received_at: receivedAt,
      received_by: tx.actor?.id ?? null,
      note: input.note,
    })),
  );
  await q.insertAllocationRows(
    tx.db,
    lines.map((line, i) => ({
      payment_id: ids.get(first + i)!,
      product_id: line.product_id,
      amount: line.amount,
    })),
  );
}

export const RETURNED_REASON = 'Bỏ đánh dấu đã thu';

/**
 * `Chưa thu` on lines: their money goes back. A one-click `Đã thu` (or a line paid before
 * payments were records) is one payment per line: it is voided with its allocation. Money the
 * customer handed over at the counter (Thu tiền) was received all the same: only the line's
 * allocation is voided, and that money is the customer's credit. Nothing but the given lines'
 * goods changes, so the caller's locks (their customer, trips and goods) cover every write.
 */
export async function returnLinesMoney(tx: Context, productIds: number[]): Promise<void> {
  const returned = await q.liveAllocationsOfGoods(tx.db, productIds);
  if (returned.length === 0) return;
  const locked = await q.lockPayments(tx.db, [...new Set(returned.map((a) => a.payment_id))]);
  const actorId = tx.actor?.id ?? null;
  await q.voidAllocations(
    tx.db,
    returned.map((a) => a.id),
    actorId,
  );
  await q.voidPaymentRows(
    tx.db,
    locked.filter((p) => p.source !== 'counter').map((p) => p.id),
    actorId,
    RETURNED_REASON,
  );
}

/**
 * A customer's credit (money received and not allocated) pays their new lines (issue 19): each
 * line takes from the oldest payments with money left, as allocations of those payments. The
 * caller holds the customer and the goods (lib/lock-order.ts); the payments are locked here.
 */
export async function useCredit(
  tx: Context,
  customerId: number,
  lines: { product_id: number; due: number }[],
): Promise<void> {
  if ((await q.creditOf(tx.db, customerId)) <= 0) return;
  const candidates = await q.paymentsWithCredit(tx.db, customerId);
  if (candidates.length === 0) return;
  await q.lockPayments(
    tx.db,
    candidates.map((p) => p.id),
  );
  // Read again under the payments' locks: another line may have used some meanwhile.
  const open = await q.paymentsWithCredit(tx.db, customerId);
  const owed = lines.map((l) => ({ ...l }));
  for (const payment of open) {
    let left = payment.remaining;
    const parts: { product_id: number; amount: number }[] = [];
    for (const line of owed) {
      const take = Math.min(left, line.due);
      if (take <= 0) continue;
      parts.push({ product_id: line.product_id, amount: take });
      line.due -= take;
      left -= take;
    }
    await q.insertAllocations(tx.db, payment.id, parts);
  }
}

/**
 * Goods deleted after money was collected for them: the money was received all the same, so
 * their allocations are voided and it becomes the customer's credit (payments stay). Without
 * this the money would stay on a line no figure counts, and the debt screen, the period
 * statement and a payment's "balance after" would disagree.
 */
export async function releaseLinesMoney(tx: Context, productIds: number[]): Promise<void> {
  const held = await q.liveAllocationsOfGoods(tx.db, productIds);
  if (held.length === 0) return;
  await q.lockPayments(tx.db, [...new Set(held.map((a) => a.payment_id))]);
  await q.voidAllocations(
    tx.db,
    held.map((a) => a.id),
    tx.actor?.id ?? null,
  );
}
