import { planAllocation } from '@depot/shared/payments/payments.rules';
import type { PaymentCreateValues } from '@depot/shared/payments/payments.schema';
import { formatMoney } from '@depot/shared/text/format';
import { COD_PAID_OUT_LOCKED } from '@depot/shared/payouts/cod-payout.rules';
import { COD_REMITTED_LOCKED } from '@depot/shared/remittances/remittances.rules';
import { BadRequestError, ConflictError } from '../../errors';
import type { Context } from '../../lib/context';
import { lockForGoodsChange, lockPayments } from '../../lib/lock-order';
import * as q from './payments.queries';
import { publishChange } from '../../lib/publish-change';
import * as cod from './payments-cod.queries';
import * as read from './payments-read.queries';
import { recordPayment, RETURNED_REASON } from './payments-record.service';

// Thu hộ collected from a receiver (docs/payments.md, "Collecting thu hộ"): a payment of purpose
// `cod`, allocated to the lines' thu hộ by the same rule as freight (planAllocation: what was
// ticked first, then the oldest), and never beyond what is due: it is the senders' money, so
// nothing of it may stay with the receiver as credit.

export const COD_CUSTOMER_GONE = 'Khách hàng không tồn tại hoặc đã bị xóa';
export const NOT_COD_OWED =
  'Có mặt hàng không còn tiền thu hộ phải thu hoặc không phải của khách hàng này';
export const NO_COD_DUE = 'Khách hàng không còn tiền thu hộ phải thu';
export const codOverDue = (due: number) =>
  `Số tiền vượt quá tiền thu hộ còn phải thu: ${formatMoney(due)}`;

type Line = { id: number; due: number; date: string };

/** The plan of `amount` over the lines, refused (400 on the amount) past what they owe. */
function planWithin(amount: number, lines: Line[], chosen: number[] | undefined) {
  const due = lines.reduce((sum, l) => sum + l.due, 0);
  if (due === 0) throw new ConflictError(NO_COD_DUE, { amount: NO_COD_DUE });
  if (amount > due) throw new BadRequestError(codOverDue(due), { amount: codOverDue(due) });
  return planAllocation({ amount, openingDue: 0, lines, chosen });
}

/**
 * Records a thu hộ payment in the caller's transaction (createPayment's request-once) and answers
 * its id. Locked in the lock order: the customer, the trips and goods of the lines it collects,
 * then the payment and its number.
 */
export async function recordCodPayment(tx: Context, body: PaymentCreateValues): Promise<number> {
  const customer = await read.openingDue(tx.db, body.customer_id);
  if (!customer?.live)
    throw new ConflictError(COD_CUSTOMER_GONE, { customer_id: COD_CUSTOMER_GONE });
  const owed = await cod.codDueLinesOf(tx.db, body.customer_id);
  const owedIds = new Set(owed.map((l) => l.id));
  if (body.lines?.some((id) => !owedIds.has(id))) {
    throw new ConflictError(NOT_COD_OWED, { lines: NOT_COD_OWED });
  }
  const first = planWithin(body.amount, owed, body.lines);
  const ids = first.lines.map((l) => l.id);
  await lockForGoodsChange(tx, ids, { customers: true, alsoCustomers: [body.customer_id] });
  // Under the locks, the lines planned alone: another clerk may have collected some meanwhile.
  const plan = planWithin(
    body.amount,
    await cod.codDueLinesOf(tx.db, body.customer_id, ids),
    body.lines,
  );
  const payment = await recordPayment(tx, {
    customerId: body.customer_id,
    amount: body.amount,
    method: body.method,
    source: 'counter',
    purpose: 'cod',
    note: body.note ?? null,
    opening: 0,
    lines: plan.lines.map((l) => ({ product_id: l.id, amount: l.amount })),
  });
  await publishChange(tx, 'paymentRecorded', ids);
  return payment.id;
}

/**
 * Thu hộ paid out to its sender, or sent to another branch, cannot be collected back from the
 * receiver's side: the payout or the remittance is voided first (docs/payments.md, "Paying
 * senders", "Money between branches"). Called with the goods locked.
 */
export async function refusePaidOut(tx: Context, productIds: number[]): Promise<void> {
  const gone = await cod.anyPaidOut(tx.db, productIds);
  if (gone)
    throw new ConflictError(gone === 'paid_out' ? COD_PAID_OUT_LOCKED : COD_REMITTED_LOCKED);
}

/**
 * `Chưa thu` on lines: the thu hộ payments that collected them are voided, whole, as their
 * freight payments are (returnLinesMoney): the other lines those payments collected owe their
 * thu hộ again, and their goods are locked here after the caller's.
 */
export async function returnLinesCod(tx: Context, productIds: number[]): Promise<void> {
  const paymentIds = await cod.codPaymentsOfGoods(tx.db, productIds);
  if (paymentIds.length === 0) return;
  const live = await cod.liveCodAllocationsOf(tx.db, paymentIds);
  const others = [...new Set(live.map((a) => a.product_id))].filter(
    (id) => !productIds.includes(id),
  );
  if (others.length > 0) await lockForGoodsChange(tx, others, { customers: true });
  await refusePaidOut(tx, [...productIds, ...others]);
  await lockPayments(tx.db, paymentIds);
  const actorId = tx.actor?.id ?? null;
  await cod.voidCodAllocations(
    tx.db,
    (await cod.liveCodAllocationsOf(tx.db, paymentIds)).map((a) => a.id),
    actorId,
  );
  await q.voidPaymentRows(tx.db, paymentIds, actorId, RETURNED_REASON);
}
