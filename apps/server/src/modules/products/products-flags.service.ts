import type { PaymentMethod } from '@depot/shared/payments/payments.rules';
import { lineAmount, type PriceType } from '@depot/shared/products/products.rules';
import type { Context } from '../../lib/context';
import { lockGoods, type LockedGoods } from '../../lib/lock-order';
import { ConflictError } from '../../errors';
import { recordAudit } from '../audit/audit.service';
import { recordLinePayments, returnLinesMoney } from '../payments/payments-record.service';
import { returnLinesCod } from '../payments/payments-cod.service';
import * as q from './products.queries';

/** Which screen took (or gave back) the money: kept in the trail, one shape for all four. */
export type PaidSource = 'goods' | 'line' | 'receipt' | 'debt' | 'delivery';

export type PaidLine = { goods: LockedGoods; item_id: number | null };

/** The note of the payment a one-click `Đã thu` records, by the screen it came from. */
const PAID_NOTES: Record<PaidSource, string> = {
  goods: 'Thu tại danh sách hàng hóa',
  line: 'Thu tại dòng bảng kê',
  receipt: 'Thu theo phiếu thu tiền',
  debt: 'Thu tại màn hình công nợ',
  delivery: 'Thu khi giao hàng',
};

export function amountOf(goods: LockedGoods): number {
  return lineAmount({
    ...goods,
    total_weight: Number(goods.total_weight),
    price_type: goods.price_type as PriceType,
  });
}

/**
 * THE way a goods line becomes paid or unpaid, for the goods list, a statement line, a receipt
 * payment and a debt payment alike. `Đã thu` records a payment of what the lines still owe,
 * `Chưa thu` returns their money (docs/decisions/0001-payments-are-records.md); the flag follows the money. The caller holds the
 * lock order's locks (lockForGoodsChange with customers), so the payment, the kept totals and
 * the trail change together and in order.
 * Lines that already have the flag change nothing and write nothing. One audit row per goods
 * changed: `paid` or `unpaid`, before `{is_paid}`, after `{is_paid, amount, paid_before,
 * trip_item_id, source}` (older rows of other shapes stay readable: the history panel shows
 * whatever fields a row holds; money figures come from the payments, not from these rows).
 */
export async function setGoodsPaid(
  tx: Context,
  lines: PaidLine[],
  isPaid: boolean,
  source: PaidSource,
  /**
   * Whether the thu hộ moves with the freight: a one-click `Đã thu` or `Chưa thu` (the default);
   * not the goods form's `Đã thanh toán`, which is the freight paid at the counter, long before
   * the receiver hands over the thu hộ (docs/payments.md, "Collecting thu hộ").
   */
  {
    cod: withCod = true,
    freightFrom,
    method,
    recorded,
  }: {
    cod?: boolean;
    /**
     * The customer handing over (a receiver's statement, receipt or handover): only the lines
     * whose freight they pay change; of the lines a sender pays, only the thu hộ moves.
     */
    freightFrom?: number;
    /** Cash unless said: a handover may be paid by transfer. */
    method?: PaymentMethod;
    /** Given: the ids of the payments recorded are added to it (a handover links them). */
    recorded?: number[];
  } = {},
): Promise<PaidLine[]> {
  const theirs = (l: PaidLine) => freightFrom === undefined || l.goods.payer_id === freightFrom;
  const others = lines.filter((l) => !theirs(l) && l.goods.deleted_at === null);
  const changing = lines.filter(theirs).filter(({ goods }) => {
    if (goods.deleted_at !== null) return false;
    // Paid in full, or nothing collected: a partly paid line changes either way.
    if (isPaid) return !goods.is_paid || goods.paid_amount < amountOf(goods);
    return goods.is_paid || goods.paid_amount > 0;
  });
  const money = changing.filter(({ goods }) => amountOf(goods) > 0);
  // The freight is paid by whoever owes it (the sender when they pay); the thu hộ by the receiver.
  const payerOf = new Map(changing.map(({ goods }) => [goods.id, goods.payer_id]));
  const receiverOf = new Map(lines.map(({ goods }) => [goods.id, goods.customer_id]));
  if (isPaid) {
    // One payment per customer for what the lines still owe: one handover, one receipt number.
    const freight = await recordLinePayments(tx, {
      customerId: (productId) => payerOf.get(productId)!,
      lines: money.map(({ goods }) => ({
        product_id: goods.id,
        amount: Math.max(amountOf(goods) - goods.paid_amount, 0),
      })),
      source,
      note: PAID_NOTES[source],
      method,
    });
    // And what is collected for the senders, in its own payment (docs/payments.md,
    // "Collecting thu hộ"): one click takes all that the receiver owes on the lines.
    const codLines = [...changing, ...others];
    const cod = withCod ? codLines.filter(({ goods }) => goods.cod_amount > goods.cod_paid) : [];
    const codPayments = await recordLinePayments(tx, {
      customerId: (productId) => receiverOf.get(productId)!,
      lines: cod.map(({ goods }) => ({
        product_id: goods.id,
        amount: goods.cod_amount - goods.cod_paid,
      })),
      source,
      note: PAID_NOTES[source],
      purpose: 'cod',
      method,
    });
    recorded?.push(...freight, ...codPayments);
  } else {
    const ids = money.map((l) => l.goods.id);
    await returnLinesMoney(tx, ids);
    if (withCod) {
      await returnLinesCod(
        tx,
        [...changing, ...others].filter(({ goods }) => goods.cod_paid > 0).map((l) => l.goods.id),
      );
    }
    // Money a line shows without a payment behind it (set by hand before payments were
    // records) goes too: the line is unpaid now, whatever wrote its paid_amount.
    await q.setPaidToAllocated(tx.db, ids);
  }
  // A line of 0 đ owes nothing: its flag is only the clerk's mark.
  await q.setZeroLineFlags(
    tx.db,
    changing.filter(({ goods }) => amountOf(goods) === 0).map((l) => l.goods.id),
    isPaid,
  );
  await recordAudit(
    tx,
    changing.map(({ goods, item_id }) => ({
      entity: 'product',
      entity_id: goods.id,
      action: isPaid ? 'paid' : 'unpaid',
      before: { is_paid: goods.is_paid },
      after: {
        is_paid: isPaid,
        amount: amountOf(goods),
        paid_before: goods.paid_amount,
        trip_item_id: item_id,
        source,
      },
    })),
  );
  return changing;
}

export const DELETED_MEANWHILE = 'Có hàng hóa vừa bị xóa, vui lòng tải lại danh sách';

/**
 * The goods list's loaded flag: on a vehicle (true) or back in the depot (false). The trips
 * service calls it holding the trips and the goods (lib/lock-order.ts; locking them again here
 * costs nothing and keeps a caller that forgot in order). Deleted goods cannot go onto a
 * vehicle: 409.
 */
export async function setGoodsLoaded(tx: Context, ids: number[], loaded: boolean): Promise<void> {
  const rows = await lockGoods(tx.db, ids);
  if (loaded && rows.some((r) => r.deleted_at !== null)) throw new ConflictError(DELETED_MEANWHILE);
  await q.setLoadedFlags(tx.db, ids, loaded);
}

/**
 * Goods now bound for the branch where they are (docs/domain.md, "Branches": an extra accepted at
 * the branch it came to waits there). The trips service calls it holding the trips and the goods.
 */
export async function setGoodsDestination(
  tx: Context,
  ids: number[],
  branchId: number,
): Promise<void> {
  await lockGoods(tx.db, ids);
  await q.setDestinations(tx.db, ids, branchId);
}
