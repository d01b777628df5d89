import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import type {
  NumberSeries,
  PaymentMethod,
  PaymentNumberParts,
} from '@depot/shared/payments/payments.rules';
import type { Context } from '../../lib/context';
import { depotTimeZone } from '../settings/settings.service';
import type { PaymentPurpose } from '@depot/shared/cash-book/cash-book.rules';
import * as q from './payments.queries';
import { insertCodAllocations } from './payments-cod.queries';
import { lockForGoodsChange, lockPayments } from '../../lib/lock-order';

/**
 * The writes every payment path shares (docs/decisions/0001-payments-are-records.md): a numbered payment with its allocations, and
 * the return of lines' money. The callers hold the lock order's locks (lib/lock-order.ts:
 * customer, trips, goods); payment rows and the month's number counter come last.
 */

/** `counter`: Thu tiền; the others: a one-click `Đã thu` of that screen (see schema/payments.ts). */
export type PaymentSource = 'counter' | 'goods' | 'line' | 'receipt' | 'debt' | 'delivery';

export type NewPaymentInput = {
  customerId: number;
  amount: number;
  method: PaymentMethod;
  source: PaymentSource;
  /** `cod`: the lines' parts are of their thu hộ (cod_allocations), never credit. */
  purpose?: PaymentPurpose;
  note: string | null;
  /** The opening debt's part and each line's part; the rest of `amount` is credit. */
  opening: number;
  lines: { product_id: number; amount: number }[];
  /** A replacement keeps the moment and the person of the payment it replaces. */
  received?: { at: Date; by: number | null };
};

/**
 * The next number of a series (`PT` payments, `PC` payouts: modules/payouts) in the depot's month
 * of `at`, taken in the caller's transaction, last of its locks (the month's counter row).
 */
export async function takeNumber(
  tx: Context,
  series: NumberSeries,
  at: Date,
): Promise<PaymentNumberParts> {
  const month = await q.depotMonthOf(tx.db, at, await depotTimeZone(tx));
  return { ...month, order: await q.nextDocumentOrder(tx.db, series, month) };
}

/** Records a payment received now, numbered in its month, with its allocations. */
export async function recordPayment(tx: Context, input: NewPaymentInput) {
  const receivedAt = input.received?.at ?? new Date();
  const number = await takeNumber(tx, 'PT', receivedAt);
  const payment = await q.insertPayment(tx.db, {
    number_year: number.year,
    number_month: number.month,
    number_order: number.order,
    customer_id: input.customerId,
    amount: input.amount,
    method: input.method,
    source: input.source,
    purpose: input.purpose ?? 'freight',
    received_at: receivedAt,
    received_by: input.received ? input.received.by : (tx.actor?.id ?? null),
    note: input.note,
    branch_id: tx.branch ?? FIRST_BRANCH_ID,
  });
  if (input.purpose === 'cod') {
    await insertCodAllocations(tx.db, payment.id, input.lines);
    return payment;
  }
  await q.insertAllocations(tx.db, payment.id, [
    { product_id: null, amount: input.opening },
    ...input.lines,
  ]);
  return payment;
}

/**
 * A one-click `Đã thu` of one or several lines (a line, a statement, a receipt): one handover of
 * money is one payment per customer, allocated to each line for what it still owes, received
 * now by the actor, numbered in its month (docs/domain.md, "Money on screens").
 */
export async function recordLinePayments(
  tx: Context,
  input: {
    customerId: (productId: number) => number;
    lines: { product_id: number; amount: number }[];
    source: PaymentSource;
    note: string;
    /** `cod`: the lines' thu hộ (docs/payments.md, "Collecting thu hộ"); freight by default. */
    purpose?: PaymentPurpose;
    /** Cash unless said (a handover may be paid by transfer). */
    method?: PaymentMethod;
  },
): Promise<number[]> {
  const recorded: number[] = [];
  const byCustomer = new Map<number, { product_id: number; amount: number }[]>();
  for (const line of input.lines) {
    if (line.amount <= 0) continue;
    const customerId = input.customerId(line.product_id);
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), line]);
  }
  for (const [customerId, lines] of [...byCustomer].sort((a, b) => a[0] - b[0])) {
    const payment = await recordPayment(tx, {
      customerId,
      amount: lines.reduce((sum, l) => sum + l.amount, 0),
      method: input.method ?? 'cash',
      source: input.source,
      purpose: input.purpose,
      note: input.note,
      opening: 0,
      lines,
    });
    recorded.push(payment.id);
  }
  return recorded;
}

export const RETURNED_REASON = 'Bỏ đánh dấu đã thu';

/**
 * `Chưa thu` on lines: the payments that paid them are voided, whole (the clerk was shown them,
 * by number, before: GET /products/:id/payments). A payment is a record of money handed over
 * once; voiding only its part for one line would leave the rest as credit, which would pay the
 * same line again at once. The other lines those payments paid owe again too: their goods are
 * locked here (after the caller's, see applyCredit on the order). Returns every goods line whose
 * money changed.
 */
export async function returnLinesMoney(tx: Context, productIds: number[]): Promise<number[]> {
  const touched = await q.liveAllocationsOfGoods(tx.db, productIds);
  if (touched.length === 0) return [];
  const paymentIds = [...new Set(touched.map((a) => a.payment_id))];
  const all = await q.liveAllocationsOfPayments(tx.db, paymentIds);
  const goods = [...new Set(all.flatMap((a) => (a.product_id === null ? [] : [a.product_id])))];
  const others = goods.filter((id) => !productIds.includes(id));
  // A payment's lines are all its payer's to pay, though they may be several receivers' goods
  // (docs/payments.md, "Who pays the freight"): their money alone moves, so only the payer, whom
  // the caller holds, is locked; the receivers would come after the caller's goods.
  if (others.length > 0) await lockForGoodsChange(tx, others, { customers: 'payers' });
  await lockPayments(tx.db, paymentIds);
  const actorId = tx.actor?.id ?? null;
  const live = await q.liveAllocationsOfPayments(tx.db, paymentIds);
  await q.voidAllocations(
    tx.db,
    live.map((a) => a.id),
    actorId,
  );
  await q.voidPaymentRows(tx.db, paymentIds, actorId, RETURNED_REASON);
  return goods;
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
  await lockPayments(tx.db, [...new Set(held.map((a) => a.payment_id))]);
  await q.voidAllocations(
    tx.db,
    held.map((a) => a.id),
    tx.actor?.id ?? null,
  );
}
