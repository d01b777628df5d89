import {
  RETURN_NO_SENDER,
  returnGoodsName,
  type Returns,
} from '@depot/shared/deliveries/returns.schema';
import { productCode } from '@depot/shared/products/products.rules';
import { depotToday } from '@depot/shared/validation/dates';
import { BadRequestError, NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import { createProduct } from '../products/products.service';
import { depotTimeZone } from '../settings/settings.service';
import { placesOf } from './deliveries.service';
import * as q from './deliveries.queries';
import { insertReturn } from './returns.queries';

/**
 * POST /returns (`Hoàn hàng`, docs/domain.md "Handover"): each parcel not handed over becomes a
 * goods line of its sender, received now at the branch where it waits and going to the branch
 * that received it, at the return freight given (the sender owes it), carrying the parcel's
 * quantity and weight; the parcel is `returned` and leaves Hàng chờ giao. One transaction.
 */
export async function returnGoods(
  ctx: Context,
  body: { goods: number[]; freight: number; note?: string | null },
): Promise<Returns> {
  const actor = actorOf(ctx);
  const seen = await q.goodsPlaces(ctx.db, body.goods);
  if (seen.length !== body.goods.length) throw new NotFoundError('Không tìm thấy hàng hóa');
  return inTransaction(ctx, async (tx) => {
    // The senders get new lines: locked with the goods' customers, before the goods.
    const senders = seen.flatMap((g) => (g.sender_id === null ? [] : [g.sender_id]));
    const { goods } = await lockForGoodsChange(tx, body.goods, {
      customers: true,
      alsoCustomers: senders,
    });
    const places = await placesOf(tx, goods);
    const today = depotToday(await depotTimeZone(tx));
    const returns: (Returns['returns'][number] & { branch_id: number | null })[] = [];
    for (const g of goods) {
      const place = places.get(g.id)!;
      if (place.sender_id === null || !senders.includes(place.sender_id)) {
        throw new BadRequestError(RETURN_NO_SENDER(productCode(g)));
      }
      const here = place.arrived ? place.to_branch_id! : place.origin_branch_id;
      const back = await createProduct(
        { ...tx, branch: tx.branch ?? here },
        {
          customer_id: place.sender_id,
          name: returnGoodsName(place.name),
          price_type: 'package',
          specification_id: null,
          quantity: place.quantity,
          total_weight: Number(place.total_weight),
          price: body.freight,
          is_total_money: true,
          is_paid: false,
          freight_payer: 'receiver',
          product_type: body.note ?? undefined,
          datetime: today,
          product_parent_id: g.id,
          destination_branch_id: place.origin_branch_id,
          sender_id: place.customer_id,
          cod_amount: 0,
        },
      );
      await insertReturn(tx.db, {
        product_id: g.id,
        return_product_id: back.id,
        freight: body.freight,
        note: body.note ?? null,
        branch_id: tx.branch ?? here,
        created_by: actor.id,
      });
      returns.push({
        product_id: g.id,
        return_product_id: back.id,
        return_code: back.code,
        branch_id: tx.branch ?? here,
      });
    }
    await recordAudit(
      tx,
      returns.map((r) => ({
        entity: 'product',
        entity_id: r.product_id,
        action: 'return',
        before: null,
        after: {
          return_product_id: r.return_product_id,
          code: r.return_code,
          freight: body.freight,
          // The history shows the step at the branch that made it.
          at_branch_id: r.branch_id,
        },
      })),
    );
    await publishChange(
      tx,
      'goodsDelivered',
      goods.map((g) => g.id),
    );
    return { returns: returns.map(({ branch_id: _at, ...r }) => r) };
  });
}
