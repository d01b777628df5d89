import { productCode } from '@depot/shared/products/products.rules';
import type { TransportPaidResult } from '@depot/shared/trips/trips-replies.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { guardConstraints } from '../../lib/constraint-conflict';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { recordAudit } from '../audit/audit.service';
import * as q from './trips-archive.queries';
import * as linesQ from './transport-lines.queries';
import {
  LINE_ARCHIVED,
  LINE_MOVED,
  LINE_NOT_FOUND,
  LIVE_LINE_CONFLICT,
  TRIP_CHANGED,
} from './trips-archive.service';

export const CAR_NOT_FOUND = 'Không tìm thấy thông tin xe.';
export const PRODUCTS_NOT_FOUND = 'Không tìm thấy hàng hóa';
export const NOT_LOADED = 'Hàng hóa chưa lên xe, không thể chuyển';

/**
 * PATCH /transport/:transport_id/paid: Đã thu / Chưa thu of a live line (spec 2 §4). The goods
 * row is locked, so two toggles at once apply one after the other and the audit trail holds
 * exactly the changes made; setting the flag it already has changes nothing and writes nothing.
 */
export async function setLinePaid(
  ctx: Context,
  itemId: number,
  isPaid: boolean,
): Promise<TransportPaidResult> {
  return inTransaction(ctx, async (tx) => {
    const found = await q.findItem(tx.db, itemId);
    if (!found) throw new NotFoundError(LINE_NOT_FOUND);
    const product = await linesQ.lockProduct(tx.db, found.product_id);
    if (!product) throw new NotFoundError(LINE_NOT_FOUND);
    // Archiving sets the goods' status under the same row lock: read the line after taking it.
    const item = (await q.findItem(tx.db, itemId))!;
    if (item.removed_at) throw new ConflictError(item.archived ? LINE_ARCHIVED : LINE_MOVED);
    if (product.is_paid !== isPaid) {
      await linesQ.setPaid(tx.db, product.id, isPaid);
      await recordAudit(tx, [
        {
          entity: 'product',
          entity_id: product.id,
          action: isPaid ? 'paid' : 'unpaid',
          before: { is_paid: product.is_paid, trip_item_id: itemId },
          after: { is_paid: isPaid },
        },
      ]);
    }
    return { id: itemId, product_id: product.id, is_paid: isPaid };
  });
}

/**
 * POST /transport/move: loaded goods onto the live trip of another vehicle or date, all or
 * nothing. The old lines end as a plain removal (not archived); goods already on the target
 * trip stay as they are. Every trip involved is locked in id order, as archiving and loading
 * lock them.
 */
export async function moveProducts(
  ctx: Context,
  body: { products: number[]; car_id: number; datetime_from: string },
): Promise<{ trip_id: number; moved: number }> {
  if (!(await linesQ.carExists(ctx.db, body.car_id))) throw new NotFoundError(CAR_NOT_FOUND);
  return inTransaction(ctx, async (tx) => {
    const goods = await q.productsByIds(tx.db, body.products);
    if (goods.length !== body.products.length) throw new NotFoundError(PRODUCTS_NOT_FOUND);
    const targetId = await q.liveTripFor(tx.db, body.car_id, body.datetime_from);
    const before = await q.liveItemsOfProducts(tx.db, body.products);
    const locked = await q.lockTrips(tx.db, [targetId, ...before.map((l) => l.trip_id)]);
    if (locked.find((t) => t.id === targetId)?.archived_at) throw new ConflictError(TRIP_CHANGED);
    const lockedIds = new Set(locked.map((t) => t.id));
    // Read again under the locks: a line may have left its trip before we got the lock.
    const lines = await q.liveItemsOfProducts(tx.db, body.products);
    if (lines.some((l) => !lockedIds.has(l.trip_id))) throw new ConflictError(TRIP_CHANGED);
    const loaded = new Set(lines.map((l) => l.product_id));
    const notLoaded = goods.filter((g) => !loaded.has(g.id));
    if (notLoaded.length > 0) {
      const named = notLoaded.map((g) => ({ id: g.id, code: productCode(g), name: g.name }));
      throw new ConflictError(
        `${NOT_LOADED}: ${named.map((g) => `${g.code} ${g.name}`).join(', ')}`,
        undefined,
        { products: named },
      );
    }
    const moving = lines.filter((l) => l.trip_id !== targetId);
    const actorId = actorOf(tx).id;
    await q.removeItems(
      tx.db,
      moving.map((l) => l.item_id),
      { actorId, archived: false },
    );
    await guardConstraints(LIVE_LINE_CONFLICT, () =>
      q.insertItems(
        tx.db,
        targetId,
        moving.map((l) => l.product_id),
        actorId,
      ),
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
    return { trip_id: targetId, moved: moving.length };
  });
}
