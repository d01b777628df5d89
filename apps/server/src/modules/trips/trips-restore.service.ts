import { productCode } from '@depot/shared/products/products.rules';
import { formatDate } from '@depot/shared/text/format';
import { ConflictError, NotFoundError } from '../../errors';
import { guardConstraints } from '../../lib/constraint-conflict';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockGoods, lockTrips, lockTripsOfDay, TRIP_CHANGED } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import { setGoodsLoaded } from '../products/products-flags.service';
import * as q from './trips-archive.queries';
import { LINE_NOT_FOUND, LIVE_LINE_CONFLICT, type Line } from './trips-archive.service';
import * as restoreQ from './trips-restore.queries';
import { publishChange } from '../../lib/publish-change';
import { guardTripChange } from './trip-road.service';

export const NOTHING_TO_RESTORE = 'Không có hàng hóa đã xóa nào để khôi phục';
export const LINE_NOT_REMOVED = 'Dòng này không còn trong hàng đã xóa, vui lòng tải lại';

type Restored = { trip_id: number; restored: number };

/**
 * POST /trips/restore (superadmin): the deleted lists of a vehicle and date (one customer's
 * lines when given) go back onto the live trip of that vehicle and date, made when needed: the
 * lines each list had when deleted, not those removed from it one by one before. Refused,
 * naming them, when some of the goods were loaded elsewhere since.
 */
export async function restoreTrips(
  ctx: Context,
  body: { car_id: number; datetime_from: string; customer_id?: number; reason?: string },
): Promise<Restored> {
  return inTransaction(ctx, async (tx) => {
    const day = await lockTripsOfDay(tx.db, body.car_id, body.datetime_from);
    const archivedLines = await restoreQ.deletedListItemsOf(
      tx.db,
      day.map((t) => t.id),
      body.customer_id,
    );
    if (archivedLines.length === 0) throw new NotFoundError(NOTHING_TO_RESTORE);
    await publishChange(
      tx,
      'statementRestored',
      archivedLines.map((l) => l.product_id),
    );
    return putBack(tx, body.car_id, body.datetime_from, archivedLines, body.reason);
  });
}

/**
 * POST /transport/:transport_id/restore (superadmin): one line removed from a list back onto
 * the live list of its vehicle and date (docs/decisions/0012-archive-and-close-statements.md), refused as a list's restore is.
 */
export async function restoreLine(
  ctx: Context,
  itemId: number,
  reason?: string,
): Promise<Restored> {
  return inTransaction(ctx, async (tx) => {
    const found = await q.findItem(tx.db, itemId);
    if (!found) throw new NotFoundError(LINE_NOT_FOUND);
    await lockTripsOfDay(tx.db, found.car_id, found.datetime_from);
    // Read again under the locks: it may have been restored meanwhile.
    const item = (await q.findItem(tx.db, itemId))!;
    if (!item.archived) throw new ConflictError(LINE_NOT_REMOVED);
    const [goods] = await q.productsByIds(tx.db, [item.product_id]);
    if (!goods) throw new NotFoundError(LINE_NOT_FOUND);
    await publishChange(tx, 'statementRestored', [item.product_id]);
    return putBack(tx, item.car_id, item.datetime_from, [item], reason);
  });
}

/**
 * Archived lines (newest first) back onto the live trip of the vehicle and date; the trips of
 * that day are already locked (lib/lock-order.ts). Out of the archive all, back on the vehicle
 * the latest line of each goods. A live trip that has left takes them from an admin with a
 * reason only (guardTripChange), as a load does.
 */
async function putBack(
  tx: Context,
  carId: number,
  date: string,
  archivedLines: Line[],
  reason: string | undefined,
): Promise<Restored> {
  const latest = new Map<number, Line>();
  for (const line of archivedLines)
    if (!latest.has(line.product_id)) latest.set(line.product_id, line);
  const lines = [...latest.values()];
  await assertNotLoadedSince(tx, lines);
  const tripId = await q.liveTripFor(tx.db, carId, date);
  // Made by a load since the day was locked: lock it too (its id is the highest, so the
  // order holds) and make sure nobody archived it meanwhile.
  const [target] = await lockTrips(tx.db, [tripId]);
  if (target!.archived_at) throw new ConflictError(TRIP_CHANGED);
  const productIds = lines.map((l) => l.product_id);
  const goods = await q.productsByIds(tx.db, productIds);
  await guardTripChange(tx, tripId, {
    reason,
    goods: goods.map((g) => ({ origin: g.origin_branch_id, destination: g.destination_branch_id })),
  });
  await lockGoods(tx.db, productIds);
  await guardConstraints(LIVE_LINE_CONFLICT, () =>
    q.insertItems(tx.db, tripId, productIds, actorOf(tx).id),
  );
  await restoreQ.unarchiveItems(
    tx.db,
    archivedLines.map((l) => l.item_id),
  );
  await setGoodsLoaded(tx, productIds, true);
  await recordAudit(
    tx,
    lines.map((l) => ({
      entity: 'product',
      entity_id: l.product_id,
      action: 'restore',
      before: {
        trip_id: l.trip_id,
        trip_item_id: l.item_id,
        car_id: l.car_id,
        datetime_from: l.datetime_from,
      },
      after: { trip_id: tripId, car_id: carId, datetime_from: date, status: true },
    })),
  );
  return { trip_id: tripId, restored: lines.length };
}

/** 409 naming the goods (code, name, vehicle, date) that were loaded elsewhere since. */
async function assertNotLoadedSince(tx: Context, lines: Line[]): Promise<void> {
  const later = await restoreQ.laterItems(
    tx.db,
    lines.map((l) => ({ product_id: l.product_id, item_id: l.item_id })),
  );
  if (later.length === 0) return;
  const goods = new Map(
    (
      await q.productsByIds(
        tx.db,
        later.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const named = later.map((l) => {
    const p = goods.get(l.product_id)!;
    return {
      id: p.id,
      code: productCode(p),
      name: p.name,
      number_car: l.number_car,
      datetime_from: l.datetime_from,
    };
  });
  const list = named
    .map((g) => `${g.code} ${g.name} (xe ${g.number_car}, ngày ${formatDate(g.datetime_from)})`)
    .join(', ');
  throw new ConflictError(`Không thể khôi phục: hàng hóa đã lên xe khác: ${list}`, undefined, {
    products: named,
  });
}
