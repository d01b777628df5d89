import { productCode, type CodeParts } from '@depot/shared/products/products.rules';
import { wouldOverload } from '@depot/shared/transports/transports.rules';
import { sumWeights } from '@depot/shared/trips/trips.rules';
import type { TransportPaidResult } from '@depot/shared/trips/trips-replies.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { guardConstraints } from '../../lib/constraint-conflict';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockForGoodsChange, lockGoods, lockTrips } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import * as q from './trips-archive.queries';
import { findCar } from '../cars/cars.service';
import { setGoodsPaid } from '../products/products-flags.service';
import { overloaded } from './load-conflicts';
import { toLoadCar, tripLoad } from './trip-loads.service';
import {
  LINE_ARCHIVED,
  LINE_MOVED,
  LINE_NOT_FOUND,
  LIVE_LINE_CONFLICT,
  TRIP_CHANGED,
} from './trips-archive.service';
import { publishChange } from '../../lib/publish-change';

export const CAR_NOT_FOUND = 'Không tìm thấy thông tin xe.';
export const PRODUCTS_NOT_FOUND = 'Không tìm thấy hàng hóa';
export const NOT_LOADED = 'Hàng hóa chưa lên xe, không thể chuyển';

/**
 * PATCH /transport/:transport_id/paid: Đã thu / Chưa thu of a live line (spec 2 §4), through the
 * one paid function. Locked in the lock order (customer, trip, goods), so two toggles at once
 * apply one after the other and the trail holds exactly the changes made; setting the flag it
 * already has changes nothing and writes nothing.
 */
export async function setLinePaid(
  ctx: Context,
  itemId: number,
  isPaid: boolean,
): Promise<TransportPaidResult> {
  return inTransaction(ctx, async (tx) => {
    const found = await q.findItem(tx.db, itemId);
    if (!found) throw new NotFoundError(LINE_NOT_FOUND);
    const { goods } = await lockForGoodsChange(tx, [found.product_id], {
      customers: true,
      alsoTrips: [found.trip_id],
    });
    const product = goods[0];
    if (!product || product.deleted_at) throw new NotFoundError(LINE_NOT_FOUND);
    // Read again under the locks: the line may have been archived or moved before we got them.
    const item = (await q.findItem(tx.db, itemId))!;
    if (item.removed_at) throw new ConflictError(item.archived ? LINE_ARCHIVED : LINE_MOVED);
    await setGoodsPaid(tx, [{ goods: product, item_id: itemId }], isPaid, 'line');
    await publishChange(tx, 'goodsPaid', [product.id]);
    return { id: itemId, product_id: product.id, is_paid: isPaid };
  });
}

/** The named 409 of goods that are not on a vehicle, so cannot be moved. */
function notLoaded(goods: (CodeParts & { id: number; name: string })[]): ConflictError {
  const named = goods.map((g) => ({ id: g.id, code: productCode(g), name: g.name }));
  return new ConflictError(
    `${NOT_LOADED}: ${named.map((g) => `${g.code} ${g.name}`).join(', ')}`,
    undefined,
    { products: named },
  );
}

/**
 * POST /transport/move: loaded goods onto the live trip of another vehicle or date, all or
 * nothing. The old lines end as a plain removal (not archived); goods already on the target
 * trip stay as they are. Every trip involved is locked in id order (the lock order), and the
 * target's capacity holds as for a pickup: past it, 409 with the figures unless confirmed.
 */
export async function moveProducts(
  ctx: Context,
  body: { products: number[]; car_id: number; datetime_from: string; confirm_overload?: boolean },
): Promise<{ trip_id: number; moved: number }> {
  return inTransaction(ctx, async (tx) => {
    const car = await findCar(tx, body.car_id, { lock: true });
    if (!car) throw new NotFoundError(CAR_NOT_FOUND);
    const goods = await q.productsByIds(tx.db, body.products);
    if (goods.length !== body.products.length) throw new NotFoundError(PRODUCTS_NOT_FOUND);
    const targetId = await q.liveTripFor(tx.db, body.car_id, body.datetime_from);
    const before = await q.liveItemsOfProducts(tx.db, body.products);
    const locked = await lockTrips(tx.db, [targetId, ...before.map((l) => l.trip_id)]);
    if (locked.find((t) => t.id === targetId)?.archived_at) throw new ConflictError(TRIP_CHANGED);
    const lockedIds = new Set(locked.map((t) => t.id));
    // Read again under the locks: a line may have left its trip before we got the lock.
    const lines = await q.liveItemsOfProducts(tx.db, body.products);
    if (lines.some((l) => !lockedIds.has(l.trip_id))) throw new ConflictError(TRIP_CHANGED);
    const loaded = new Set(lines.map((l) => l.product_id));
    const idle = goods.filter((g) => !loaded.has(g.id));
    if (idle.length > 0) throw notLoaded(idle);
    const moving = lines.filter((l) => l.trip_id !== targetId);
    const movingIds = new Set(moving.map((l) => l.product_id));
    const addingWeight = sumWeights(
      goods.filter((g) => movingIds.has(g.id)).map((g) => g.total_weight),
    );
    const target = await tripLoad(tx, toLoadCar(car), body.datetime_from);
    if (moving.length > 0 && wouldOverload(target, addingWeight) && !body.confirm_overload) {
      throw overloaded(target, addingWeight);
    }
    const actorId = actorOf(tx).id;
    // The goods before their lines (lib/lock-order.ts): the trips are already held.
    await lockGoods(tx.db, movingIds);
    await q.removeItems(
      tx.db,
      moving.map((l) => l.item_id),
      { actorId, archived: false },
    );
    await guardConstraints(LIVE_LINE_CONFLICT, () =>
      q.insertItems(tx.db, targetId, [...movingIds], actorId),
    );
    await recordAudit(
      tx,
      moving.map((l) => ({
        entity: 'product',
        entity_id: l.product_id,
        action: 'move',
        before: { trip_id: l.trip_id, car_id: l.car_id, datetime_from: l.datetime_from },
        after: { trip_id: targetId, car_id: body.car_id, datetime_from: body.datetime_from },
      })),
    );
    await publishChange(tx, 'goodsMoved', movingIds);
    return { trip_id: targetId, moved: moving.length };
  });
}
