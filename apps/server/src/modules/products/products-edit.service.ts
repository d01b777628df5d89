import {
  productBodySchema,
  type Product,
  type ProductValues,
} from '@depot/shared/products/products.schema';
import {
  type ProductEditConflict,
  type productPatchSchema,
  type ProductUpdateValues,
} from '@depot/shared/products/products-edit.schema';
import { lineAmount, type PriceType } from '@depot/shared/products/products.rules';
import { formatDate } from '@depot/shared/text/format';
import type { z } from 'zod';
import { GOODS_OF_OTHER_BRANCH } from '@depot/shared/branches/branches.rules';
import { codBelowPaidOut } from '@depot/shared/payouts/cod-payout.rules';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { guardConstraints } from '../../lib/constraint-conflict';
import { inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange, lockGoods } from '../../lib/lock-order';
import { freightPayerId } from '@depot/shared/products/sender-cod.rules';
import { changedFields, recordAudit } from '../audit/audit.service';
import { applyCredit, trimLinesMoney } from '../payments/payments-credit.service';
import { releaseLinesMoney } from '../payments/payments-record.service';
import { setGoodsPaid } from './products-flags.service';
import * as q from './products.queries';
import {
  assertReferences,
  auditSnapshot,
  columnsOf,
  getProduct,
  PRODUCT_CONFLICTS,
  PRODUCT_ENTITY,
  PRODUCT_NOT_FOUND,
  type ProductColumns,
} from './products.service';
import { publishChange } from '../../lib/publish-change';

type PatchInput = z.output<typeof productPatchSchema>;

/** What the money trail follows on an edit (is_paid has its own actions, paid and unpaid). */
const AUDITED_FIELDS = [
  'customer_id',
  'name',
  'price',
  'quantity',
  'total_weight',
  'price_type',
  'is_total_money',
  'specification_id',
  'datetime',
  'product_type',
  'suffix',
  'product_parent_id',
  'destination_branch_id',
  'sender_id',
  'freight_payer',
  'cod_amount',
] as const satisfies readonly (keyof ProductColumns)[];

function onTrip(trip: { number_car: string; datetime_from: string }): string {
  return `Hàng hóa đang ở trên xe ${trip.number_car} ngày ${formatDate(trip.datetime_from)}`;
}

/** The 409 of a delete of goods whose thu hộ was collected (docs/payments.md). */
export const COD_COLLECTED_DELETE =
  'Hàng hóa đã thu hộ tiền cho người gửi: hãy hủy phiếu thu hộ trước khi xóa';

/** The 409 of an edit that needs the clerk's confirmation and reason (docs/decisions/0001-payments-are-records.md). */
export const EDIT_REASON_REQUIRED =
  'Hàng hóa đã thu tiền hoặc đã lên bảng kê: vui lòng xác nhận và nhập lý do sửa';

const amountOf = (line: ProductColumns) =>
  lineAmount({ ...line, price_type: line.price_type as PriceType });

/**
 * Refuses, without a reason, an edit that changes the amount, the customer or who pays the
 * freight of a line with money
 * collected or on a live vehicle list (whose receipt may have been handed over): the money stays,
 * so the line will owe the difference or leave the customer credit, and the clerk must say why.
 */
async function assertReasonGiven(
  tx: Context,
  stored: q.StoredProduct,
  before: ProductColumns,
  after: ProductColumns,
  reason: string | undefined,
): Promise<void> {
  if (reason) return;
  const amount_before = amountOf(before);
  const amount_after = amountOf(after);
  const samePayer = freightPayerId(before) === freightPayerId(after);
  if (amount_before === amount_after && before.customer_id === after.customer_id && samePayer) {
    return;
  }
  const paid_amount = Number(stored.paid_amount);
  if (paid_amount <= 0 && !(await q.findLiveTrip(tx.db, stored.id))) return;
  const data: ProductEditConflict = {
    reason_required: true,
    paid_amount,
    amount_before,
    amount_after,
  };
  throw new ConflictError(EDIT_REASON_REQUIRED, undefined, data);
}

/** The stored line as the form would send it, to merge a PATCH into. */
function bodyOf(stored: q.StoredProduct): ProductColumns {
  return {
    customer_id: stored.customer_id,
    name: stored.name,
    price: stored.price,
    quantity: stored.quantity,
    total_weight: Number(stored.total_weight),
    price_type: stored.price_type as PriceType,
    is_total_money: stored.is_total_money,
    specification_id: stored.specification_id,
    is_paid: stored.is_paid,
    datetime: stored.datetime,
    product_type: stored.product_type,
    product_parent_id: stored.product_parent_id,
    suffix: stored.suffix,
    destination_branch_id: stored.destination_branch_id,
    sender_id: stored.sender_id,
    freight_payer: stored.freight_payer,
    cod_amount: Number(stored.cod_amount),
  };
}

/**
 * Writes an edit of a locked live line and its trail. The code's year, month and order never
 * change, even when the receive date moves to another month: a printed label stays true. A
 * change of the paid flag goes through the one paid function, after the other fields.
 */
async function applyEdit(
  tx: Context,
  locked: Locked,
  input: ProductValues,
  reason: string | undefined,
  /** The form's `Đã thanh toán` (PUT) is the freight alone; a toggle (PATCH) takes the thu hộ too. */
  paid: { cod: boolean },
) {
  const { stored } = locked;
  const before = bodyOf(stored);
  const after = columnsOf(input);
  after.destination_branch_id ??= before.destination_branch_id;
  if (after.customer_id !== before.customer_id) {
    const trip = await q.findLiveTrip(tx.db, stored.id);
    if (trip) {
      throw new ConflictError(
        `${onTrip(trip)}, không thể đổi khách hàng; hãy gỡ khỏi bảng kê trước`,
        { customer_id: 'Không thể đổi khách hàng của hàng hóa đang ở trên xe' },
      );
    }
  }
  await assertReasonGiven(tx, stored, before, after, reason);
  await assertReferences(tx, input);
  // Thu hộ paid out to the sender cannot shrink below what was paid (docs/payments.md).
  if (after.cod_amount < Number(stored.cod_paid_out)) {
    const message = codBelowPaidOut(Number(stored.cod_paid_out));
    throw new BadRequestError(message, { cod_amount: message });
  }
  // Money already collected stays as it was (docs/decisions/0001-payments-are-records.md): a dearer line now shows what is still
  // due, a cheaper one leaves the customer the excess as credit. The flag and the money are left
  // out: the database derives `Đã thu` from them (products_paid_in_step, migration 0017).
  const { is_paid: _flag, ...edited } = after;
  await guardConstraints(PRODUCT_CONFLICTS, () => q.updateProduct(tx.db, stored.id, edited));
  const changed = changedFields(before, after, AUDITED_FIELDS);
  if (changed) {
    // The reason the clerk gave rides with the change it explains.
    const trail = reason ? { ...changed.after, reason } : changed.after;
    await recordAudit(tx, [
      { entity: PRODUCT_ENTITY, entity_id: stored.id, action: 'update', ...changed, after: trail },
    ]);
  }
  const paidChanged = after.is_paid !== before.is_paid;
  if (paidChanged) {
    // The row as the edit left it (still locked): the one paid function pays or returns its amount.
    const [goods] = await lockGoods(tx.db, [stored.id]);
    await setGoodsPaid(
      tx,
      [{ goods: goods!, item_id: locked.itemId }],
      after.is_paid,
      'goods',
      paid,
    );
  }
  // A line made cheaper gives back the money past its amount, and credit pays what is owed.
  await trimLinesMoney(tx, [stored.id]);
  const payers = [
    after.customer_id,
    before.customer_id,
    freightPayerId(before),
    freightPayerId(after),
  ];
  for (const customerId of new Set(payers)) {
    await applyCredit(tx, customerId);
  }
  return { paidOnly: !changed && paidChanged };
}

type Locked = { stored: q.StoredProduct; itemId: number | null };

/**
 * The live line locked in the lock order: its customer (and the one it may move to), its live
 * trip, then the goods row (lib/lock-order.ts), so an edit that changes its amount or paid flag
 * never waits in a circle with a payment or a load.
 */
async function lockOrFail(
  tx: Context,
  id: number,
  /** The customer and the sender the line may move to: either may come to owe its freight. */
  also: { customer_id?: number; sender_id?: number | null } = {},
): Promise<Locked> {
  const alsoCustomers = [also.customer_id, also.sender_id].filter((c): c is number => !!c);
  const { goods, holders } = await lockForGoodsChange(tx, [id], { customers: true, alsoCustomers });
  const stored = goods[0];
  if (!stored || stored.deleted_at) throw new NotFoundError(PRODUCT_NOT_FOUND);
  // The branch that received the goods keeps their intake (docs/domain.md, "Branches").
  if (!actsFor(tx.branch, stored.origin_branch_id)) throw new ForbiddenError(GOODS_OF_OTHER_BRANCH);
  return { stored, itemId: holders.get(id)?.item_id ?? null };
}

/**
 * PUT: the whole line as the form sends it, with its `reason` when it needs one. Without `is_paid`
 * the line keeps its paid state (productUpdateSchema).
 */
export async function updateProduct(
  ctx: Context,
  id: number,
  { reason, is_paid, ...input }: ProductUpdateValues,
): Promise<Product> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOrFail(tx, id, input);
    const line = { ...input, is_paid: is_paid ?? locked.stored.is_paid };
    const { paidOnly } = await applyEdit(tx, locked, line, reason, { cod: false });
    await publishChange(tx, paidOnly ? 'goodsPaid' : 'goodsEdited', [id]);
    return getProduct(tx, id);
  });
}

/**
 * PATCH: the given fields over the stored line, and the merged line checked as a whole
 * (switching to weight pricing needs a specification, say). `{is_paid: true}` marks it paid.
 */
export async function patchProduct(
  ctx: Context,
  id: number,
  patch: PatchInput,
): Promise<{ product: Product; paidOnly: boolean }> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockOrFail(tx, id, patch);
    const { stored } = locked;
    const { reason, ...fields } = patch;
    const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const merged = productBodySchema.safeParse({ ...bodyOf(stored), ...given });
    if (!merged.success) {
      const errors: Record<string, string> = {};
      for (const issue of merged.error.issues)
        errors[issue.path.join('.') || '_'] ??= issue.message;
      throw new BadRequestError(Object.values(errors)[0]!, errors);
    }
    const { paidOnly } = await applyEdit(tx, locked, merged.data, reason, { cod: true });
    await publishChange(tx, paidOnly ? 'goodsPaid' : 'goodsEdited', [id]);
    return { product: await getProduct(tx, id), paidOnly };
  });
}

/** Soft delete, refused while the goods are on a vehicle's live list. */
export async function deleteProduct(ctx: Context, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { stored } = await lockOrFail(tx, id);
    const trip = await q.findLiveTrip(tx.db, id);
    if (trip) throw new ConflictError(`${onTrip(trip)}, hãy gỡ khỏi bảng kê trước khi xóa`);
    // Thu hộ collected is the sender's money on this line: its payment is voided first.
    if (Number(stored.cod_paid) > 0) throw new ConflictError(COD_COLLECTED_DELETE);
    await releaseLinesMoney(tx, [id]);
    await q.softDeleteProduct(tx.db, id);
    // The money it held is credit now: it pays what else its payer owes.
    await applyCredit(tx, stored.payer_id);
    const { year_create, month_create, order } = stored;
    await recordAudit(tx, [
      {
        entity: PRODUCT_ENTITY,
        entity_id: id,
        action: 'delete',
        before: auditSnapshot({ ...bodyOf(stored), year_create, month_create, order }),
      },
    ]);
    await publishChange(tx, 'goodsDeleted', [id]);
  });
}
