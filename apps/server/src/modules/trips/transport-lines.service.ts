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
import { guardTripChange } from './trip-road.service';

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

export type LiveLine = Awaited<ReturnType<typeof q.liveItemsOfProducts>>[number];

/**
 * The move's locks: the trips the goods' live lines are on, with the target trip, taken together
 * in ascending id by `lockTarget` (lib/lock-order.ts; it checks the target), then the lines read
 * again under them: a line that left its trip before the lock was taken is a 409.
 */
export async function lockLinesOnto<T>(
  tx: Context,
  targetId: number,
  productIds: number[],
  lockTarget: (sourceTrips: number[]) => Promise<T>,
): Promise<{ target: T; lines: LiveLine[] }> {
  const before = await q.liveItemsOfProducts(tx.db, productIds);
  const held = new Set([targetId, ...before.map((l) => l.trip_id)]);
  const target = await lockTarget(before.map((l) => l.trip_id));
  const lines = await q.liveItemsOfProducts(tx.db, productIds);
  if (lines.some((l) => !held.has(l.trip_id))) throw new ConflictError(TRIP_CHANGED);
  return { target, lines };
}

/**
 * The move's writes, the trips held: the goods locked (before their lines), the old lines ended
 * as a plain removal (not archived), new live lines of `productIds` on the target.
 */
export async function relocateLines(
  tx: Context,
  targetId: number,
  moving: LiveLine[],
  productIds: number[],
): Promise<void> {
  const actorId = actorOf(tx).id;
  await lockGoods(tx.db, productIds);
  await q.removeItems(
    tx.db,
    moving.map((l) => l.item_id),
    { actorId, archived: false },
  );
  await guardConstraints(LIVE_LINE_CONFLICT, () =>
    q.insertItems(tx.db, targetId, productIds, actorId),
  );
}

/**
 * POST /transport/move: loaded goods onto the live trip of another vehicle or date, all or
 * nothing. The old lines end as a plain removal (not archived); goods already on the target
 * trip stay as they are. Every trip involved is locked in id order (the lock order); a trip
 * the goods leave or join that has left takes an admin and a reason (guardTripChange). The
 * target's capacity holds as for a pickup: past it, 409 with the figures unless confirmed.
 */
export async function moveProducts(
  ctx: Context,
  body: {
    products: number[];
    car_id: number;
    datetime_from: string;
    confirm_overload?: boolean;
    reason?: string;
  },
): Promise<{ trip_id: number; moved: number }> {
  return inTransaction(ctx, async (tx) => {
    const car = await findCar(tx, body.car_id, { lock: true });
    if (!car) throw new NotFoundError(CAR_NOT_FOUND);
    const goods = await q.productsByIds(tx.db, body.products);
    if (goods.length !== body.products.length) throw new NotFoundError(PRODUCTS_NOT_FOUND);
    const targetId = await q.liveTripFor(tx.db, body.car_id, body.datetime_from);
    const { lines } = await lockLinesOnto(tx, targetId, body.products, async (sources) => {
      const locked = await lockTrips(tx.db, [targetId, ...sources]);
      if (locked.find((t) => t.id === targetId)?.archived_at) throw new ConflictError(TRIP_CHANGED);
    });
    const loaded = new Set(lines.map((l) => l.product_id));
    const idle = goods.filter((g) => !loaded.has(g.id));
    if (idle.length > 0) throw notLoaded(idle);
    const moving = lines.filter((l) => l.trip_id !== targetId);
    const movingIds = new Set(moving.map((l) => l.product_id));
    const movingGoods = goods.filter((g) => movingIds.has(g.id));
    await guardMove(tx, targetId, moving, movingGoods, body.reason);
    const addingWeight = sumWeights(movingGoods.map((g) => g.total_weight));
    const target = await tripLoad(tx, toLoadCar(car), body.datetime_from);
    if (moving.length > 0 && wouldOverload(target, addingWeight) && !body.confirm_overload) {
      throw overloaded(target, addingWeight);
    }
    await relocateLines(tx, targetId, moving, [...movingIds]);
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

/**
 * Every trip a move changes (those the lines leave and the one they join), in id order, through
 * the dock's guard: its branch, and once it has left an admin with a reason. An empty target
 * takes its ends from the goods, as on a first load.
 */
async function guardMove(
  tx: Context,
  targetId: number,
  moving: LiveLine[],
  goods: { origin_branch_id: number; destination_branch_id: number }[],
  reason: string | undefined,
): Promise<void> {
  if (moving.length === 0) return;
  const changed = [...new Set([targetId, ...moving.map((l) => l.trip_id)])].sort((a, b) => a - b);
  for (const tripId of changed) {
    await guardTripChange(tx, tripId, {
      reason,
      goods:
        tripId === targetId
          ? goods.map((g) => ({ origin: g.origin_branch_id, destination: g.destination_branch_id }))
          : undefined,
    });
  }
}
