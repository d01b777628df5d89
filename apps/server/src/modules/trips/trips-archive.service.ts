import { productCode } from '@depot/shared/products/products.rules';
import { formatDate } from '@depot/shared/text/format';
import type { ArchiveResult } from '@depot/shared/trips/trips-replies.schema';
import type { TripScope } from '@depot/shared/trips/trips.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { guardConstraints } from '../../lib/constraint-conflict';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockGoods, TRIP_CHANGED } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import { setGoodsLoaded } from '../products/products-flags.service';
import * as q from './trips-archive.queries';
import * as restoreQ from './trips-restore.queries';

export const LIST_NOT_FOUND = 'Không tìm thấy thông tin bảng kê để xóa';
export const LINE_NOT_FOUND = 'Không tìm thấy dòng hàng trong bảng kê';
export const LINE_ARCHIVED = 'Dòng này đã bị xóa khỏi bảng kê';
export const LINE_MOVED = 'Dòng này đã được chuyển sang xe hoặc ngày khác';
export { TRIP_CHANGED } from '../../lib/lock-order';
export const LOADED_MEANWHILE = 'Có hàng hóa vừa được đưa lên xe khác, vui lòng tải lại';

/** The unique live line per goods, should a load slip past the checks (a race). */
export const LIVE_LINE_CONFLICT = {
  trip_items_live_product_key: { message: LOADED_MEANWHILE },
};

type Line = {
  item_id: number;
  trip_id: number;
  product_id: number;
  car_id: number;
  datetime_from: string;
};

/**
 * Archives live lines of locked trips: the lines into the archive with who and why, their goods
 * back to "not loaded", the trips left empty archived whole, and one audit row per goods (and
 * per trip archived), all in the caller's transaction.
 */
async function archiveLines(tx: Context, lines: Line[], reason?: string): Promise<ArchiveResult> {
  const actorId = actorOf(tx).id;
  // The goods before their lines (lib/lock-order.ts): the trips are already held.
  await lockGoods(
    tx.db,
    lines.map((l) => l.product_id),
  );
  const done = new Set(
    await q.removeItems(
      tx.db,
      lines.map((l) => l.item_id),
      { actorId, archived: true, reason },
    ),
  );
  const archived = lines.filter((l) => done.has(l.item_id));
  await setGoodsLoaded(
    tx,
    archived.map((l) => l.product_id),
    false,
  );
  const tripIds = [...new Set(archived.map((l) => l.trip_id))];
  const emptied = await q.archiveEmptyTrips(tx.db, tripIds, actorId);
  await recordAudit(tx, [
    ...archived.map((l) => ({
      entity: 'product',
      entity_id: l.product_id,
      action: 'archive',
      before: {
        trip_id: l.trip_id,
        trip_item_id: l.item_id,
        car_id: l.car_id,
        datetime_from: l.datetime_from,
      },
      after: { status: false, reason: reason ?? null },
    })),
    ...emptied.map((id) => ({
      entity: 'trip',
      entity_id: id,
      action: 'archive',
      after: { reason: reason ?? null },
    })),
  ]);
  return { archived: archived.length, trips_archived: emptied.length };
}

/**
 * DELETE /trips: a vehicle's list for a date range (one customer's lines when given) goes to
 * the archive (decisions 7, 12). The trips are locked first, so a load onto them either lands
 * before (and is archived with the rest) or after (onto a new live trip).
 */
export async function archiveTrips(
  ctx: Context,
  scope: TripScope,
  reason?: string,
): Promise<ArchiveResult> {
  return inTransaction(ctx, async (tx) => {
    const locked = await q.lockLiveTrips(tx.db, {
      carId: scope.car_id,
      dateFrom: scope.date_from,
      dateTo: scope.date_to,
    });
    const lines = await q.liveItemsOf(
      tx.db,
      locked.map((t) => t.id),
      scope.customer_id,
    );
    if (lines.length === 0) throw new NotFoundError(LIST_NOT_FOUND);
    return archiveLines(tx, lines, reason ?? scope.reason);
  });
}

/** Why a line that is not live can no longer change. */
function notLive(item: { archived: boolean }): ConflictError {
  return new ConflictError(item.archived ? LINE_ARCHIVED : LINE_MOVED);
}

/**
 * DELETE /transport/:transport_id (and …/product/:product_id, which must be that line's goods):
 * one line leaves the statement for the archive; the goods stay in the goods list.
 */
export async function archiveLine(
  ctx: Context,
  itemId: number,
  { productId, reason }: { productId?: number; reason?: string } = {},
): Promise<ArchiveResult> {
  return inTransaction(ctx, async (tx) => {
    const found = await q.findItem(tx.db, itemId);
    if (!found || (productId !== undefined && found.product_id !== productId)) {
      throw new NotFoundError(LINE_NOT_FOUND);
    }
    await q.lockTrips(tx.db, [found.trip_id]);
    // Read again under the lock: another request may have archived or moved it meanwhile.
    const item = (await q.findItem(tx.db, itemId))!;
    if (item.removed_at) throw notLive(item);
    return archiveLines(tx, [item], reason);
  });
}

/**
 * POST /trips/restore (superadmin): the archived lines of a vehicle and date (one customer's
 * when given) go back onto the live trip of that vehicle and date, made when needed. Refused,
 * naming them, when some of the goods were loaded elsewhere since.
 */
export async function restoreTrips(
  ctx: Context,
  body: { car_id: number; datetime_from: string; customer_id?: number },
): Promise<{ trip_id: number; restored: number }> {
  return inTransaction(ctx, async (tx) => {
    const day = await restoreQ.lockTripsOfDay(tx.db, body.car_id, body.datetime_from);
    const archivedLines = await restoreQ.archivedItemsOf(
      tx.db,
      day.map((t) => t.id),
      body.customer_id,
    );
    if (archivedLines.length === 0) {
      throw new NotFoundError('Không có hàng hóa đã xóa nào để khôi phục');
    }
    // Newest first: the latest archived line of each goods is the one that goes back.
    const latest = new Map<number, (typeof archivedLines)[number]>();
    for (const line of archivedLines)
      if (!latest.has(line.product_id)) latest.set(line.product_id, line);
    const lines = [...latest.values()];
    await assertNotLoadedSince(tx, lines);
    const tripId = await q.liveTripFor(tx.db, body.car_id, body.datetime_from);
    // Made by a load since the day was locked: lock it too (its id is the highest, so the
    // order holds) and make sure nobody archived it meanwhile.
    const [target] = await q.lockTrips(tx.db, [tripId]);
    if (target!.archived_at) throw new ConflictError(TRIP_CHANGED);
    const productIds = lines.map((l) => l.product_id);
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
        after: {
          trip_id: tripId,
          car_id: body.car_id,
          datetime_from: body.datetime_from,
          status: true,
        },
      })),
    );
    return { trip_id: tripId, restored: lines.length };
  });
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
