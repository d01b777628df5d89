import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import {
  DELIVERY_NOT_FOUND,
  DELIVERY_ONE_RECEIVER,
  DELIVERY_VOIDED,
  deliveryCollectChanged,
  dueAtHandover,
  handoverRefusal,
  type DeliveryMode,
} from '@depot/shared/deliveries/deliveries.rules';
import type { Delivery, DeliveryCreateValues } from '@depot/shared/deliveries/deliveries.schema';
import { documentNumber, type PaymentMethod } from '@depot/shared/payments/payments.rules';
import { productCode } from '@depot/shared/products/products.rules';
import { formatMoney } from '@depot/shared/text/format';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange, type LockedGoods } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { requestOnce } from '../../lib/request-once';
import { recordAudit } from '../audit/audit.service';
import { recordLinePayments, takeNumber } from '../payments/payments-record.service';
import { amountOf, setGoodsPaid } from '../products/products-flags.service';
import * as q from './deliveries.queries';

/** Handing goods over to their receiver (`Giao hàng`, docs/domain.md "Handover"). */

const GOODS_NOT_FOUND = 'Không tìm thấy hàng hóa cần giao';

/** The bytes of an inline image the schema let through (its type and size checked there). */
function bytesOf(dataUrl: string | null): Buffer | null {
  return dataUrl === null ? null : Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The parcels' places, refused whole when one may not be handed over here (a 409 naming it). */
export async function placesOf(tx: Context, goods: LockedGoods[]) {
  const places = new Map(
    (
      await q.goodsPlaces(
        tx.db,
        goods.map((g) => g.id),
      )
    ).map((p) => [p.id, p]),
  );
  for (const g of goods) {
    const place = places.get(g.id)!;
    const line =
      place.item_id === null
        ? null
        : {
            from_branch_id: place.from_branch_id!,
            to_branch_id: place.to_branch_id!,
            arrived: place.arrived,
            missing: place.missing,
            written_off: place.written_off,
          };
    const refusal = handoverRefusal({ ...place, code: productCode(g), line }, tx.branch ?? null);
    if (refusal) throw new ConflictError(refusal);
  }
  return places;
}

/**
 * What the receiver owes on the parcels, taken now as payments (freight by the one `Đã thu`,
 * thu hộ in its own payment), when the clerk saw the same sum; their ids.
 */
async function collect(
  tx: Context,
  goods: LockedGoods[],
  asked: { amount: number; method: PaymentMethod },
): Promise<number[]> {
  const due = goods.reduce((sum, g) => sum + dueAtHandover({ ...g, amount: amountOf(g) }), 0);
  if (asked.amount !== due) throw new ConflictError(deliveryCollectChanged(formatMoney(due)));
  const recorded: number[] = [];
  // The freight the receiver pays: a sender who pays it owes it still, on their own debt.
  const freight = goods.filter((g) => amountOf(g) > g.paid_amount && g.payer_id === g.customer_id);
  await setGoodsPaid(
    tx,
    freight.map((g) => ({ goods: g, item_id: null })),
    true,
    'delivery',
    { cod: false, method: asked.method, recorded },
  );
  recorded.push(
    ...(await recordLinePayments(tx, {
      customerId: () => goods[0]!.customer_id,
      lines: goods.map((g) => ({ product_id: g.id, amount: g.cod_amount - g.cod_paid })),
      source: 'delivery',
      note: 'Thu hộ khi giao hàng',
      purpose: 'cod',
      method: asked.method,
    })),
  );
  return recorded;
}

/** POST /deliveries: the parcels of one receiver handed over, and what they owed collected. */
export async function createDelivery(ctx: Context, body: DeliveryCreateValues): Promise<Delivery> {
  const actor = actorOf(ctx);
  const id = await requestOnce(ctx, 'delivery.create', body.request_id, async (tx) => {
    const { goods } = await lockForGoodsChange(tx, body.goods, { customers: true });
    if (goods.length !== body.goods.length) throw new NotFoundError(GOODS_NOT_FOUND);
    if (new Set(goods.map((g) => g.customer_id)).size > 1) {
      throw new BadRequestError(DELIVERY_ONE_RECEIVER, { goods: DELIVERY_ONE_RECEIVER });
    }
    const places = await placesOf(tx, goods);
    const paymentIds = body.collect ? await collect(tx, goods, body.collect) : [];
    const first = places.get(goods[0]!.id)!;
    const branch =
      tx.branch ?? (first.arrived ? first.to_branch_id! : null) ?? first.origin_branch_id;
    // The month's counter last, held for the shortest time (payments took theirs before).
    const now = new Date();
    const number = await takeNumber(tx, 'GH', now);
    const deliveryId = await q.insertDelivery(tx.db, {
      number_year: number.year,
      number_month: number.month,
      number_order: number.order,
      customer_id: goods[0]!.customer_id,
      receiver_name: body.receiver_name,
      receiver_phone: body.receiver_phone,
      mode: body.mode,
      delivered_by: body.delivered_by ?? null,
      note: body.note ?? null,
      photo: bytesOf(body.photo),
      signature: bytesOf(body.signature),
      branch_id: branch ?? FIRST_BRANCH_ID,
      delivered_at: now,
      created_by: actor.id,
    });
    await q.insertItems(
      tx.db,
      deliveryId,
      goods.map((g) => g.id),
    );
    await q.insertPaymentLinks(tx.db, deliveryId, paymentIds);
    const deliveryNumber = documentNumber('GH', number);
    await recordAudit(
      tx,
      goods.map((g) => ({
        entity: 'product',
        entity_id: g.id,
        action: 'deliver',
        before: null,
        after: { delivery_id: deliveryId, number: deliveryNumber, mode: body.mode },
      })),
    );
    await publishChange(
      tx,
      'goodsDelivered',
      goods.map((g) => g.id),
    );
    return deliveryId;
  });
  return getDelivery(ctx, id);
}

/** GET /deliveries/:id: one handover of the branch acted for. */
export async function getDelivery(ctx: Context, id: number): Promise<Delivery> {
  const row = await q.deliveryById(ctx.db, id);
  if (!row || !actsFor(ctx.branch, row.branch_id)) throw new NotFoundError(DELIVERY_NOT_FOUND);
  const [goods, paid] = await Promise.all([
    q.deliveryGoods(ctx.db, id),
    q.deliveryPaymentRows(ctx.db, id),
  ]);
  return {
    id: row.id,
    number: documentNumber('GH', {
      year: row.number_year,
      month: row.number_month,
      order: row.number_order,
    }),
    customer: { id: row.customer_id, full_name: row.customer_full_name, phone: row.customer_phone },
    receiver_name: row.receiver_name,
    receiver_phone: row.receiver_phone,
    mode: row.mode as DeliveryMode,
    delivered_by: row.delivered_by,
    note: row.note,
    has_photo: row.has_photo,
    has_signature: row.has_signature,
    branch: { id: row.branch_id, code: row.branch_code, name: row.branch_name },
    delivered_at: row.delivered_at,
    created_by:
      row.created_by_id === null
        ? null
        : { id: row.created_by_id, fullname: row.created_by_name ?? '' },
    voided_at: row.voided_at,
    void_reason: row.void_reason,
    goods: goods.map((g) => ({
      id: g.id,
      code: productCode(g),
      name: g.name,
      quantity: g.quantity,
      total_weight: Number(g.total_weight),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      number: documentNumber('PT', {
        year: p.number_year,
        month: p.number_month,
        order: p.number_order,
      }),
      amount: p.amount,
      method: p.method as PaymentMethod,
      purpose: p.purpose as Delivery['payments'][number]['purpose'],
    })),
  };
}

/** GET /deliveries/:id/photo and /signature: the image, or 404 when none was taken. */
export async function deliveryImage(
  ctx: Context,
  id: number,
  kind: 'photo' | 'signature',
): Promise<Buffer> {
  await getDelivery(ctx, id);
  const image = await q.deliveryImage(ctx.db, id, kind);
  if (!image)
    throw new NotFoundError(
      kind === 'photo' ? 'Phiếu giao không có ảnh' : 'Phiếu giao không có chữ ký',
    );
  return image;
}

/**
 * POST /deliveries/:id/void (admins): a handover recorded by mistake; its parcels wait again.
 * The money taken with it stays: a payment is voided on its own, by its number.
 */
export async function voidDelivery(ctx: Context, id: number, reason: string): Promise<Delivery> {
  const actor = actorOf(ctx);
  const delivery = await getDelivery(ctx, id);
  await inTransaction(ctx, async (tx) => {
    await lockForGoodsChange(
      tx,
      delivery.goods.map((g) => g.id),
    );
    if (!(await q.voidDeliveryRows(tx.db, id, actor.id, reason))) {
      throw new ConflictError(DELIVERY_VOIDED);
    }
    await recordAudit(
      tx,
      delivery.goods.map((g) => ({
        entity: 'product',
        entity_id: g.id,
        action: 'undeliver',
        before: { delivery_id: id, number: delivery.number },
        after: { reason },
      })),
    );
    await publishChange(
      tx,
      'goodsDelivered',
      delivery.goods.map((g) => g.id),
    );
  });
  return getDelivery(ctx, id);
}
