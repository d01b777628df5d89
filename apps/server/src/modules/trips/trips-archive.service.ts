import type { ArchiveResult } from '@depot/shared/trips/trips-replies.schema';
import type { TripScope } from '@depot/shared/trips/trips.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { lockGoods, lockLiveTrips, lockTrips } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import { setGoodsLoaded } from '../products/products-flags.service';
import * as q from './trips-archive.queries';
import { publishChange } from '../../lib/publish-change';
import { guardTripChange } from './trip-road.service';

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

export type Line = {
  item_id: number;
  trip_id: number;
  product_id: number;
  car_id: number;
  datetime_from: string;
};

/**
 * Archives live lines of locked trips: the lines into the archive with who and why, their goods
 * back to "not loaded", the trips left empty archived whole (their last lines marked as a deleted
 * list), and one audit row per goods (and per trip archived), all in the caller's transaction.
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
  // A list is deleted when its last live lines leave it: those lines are the deleted list the
  // archive tab shows and restores; lines removed before from a live list are not (docs/domain.md).
  const deleted = new Set(emptied);
  await q.markListDeleted(
    tx.db,
    archived.filter((l) => deleted.has(l.trip_id)).map((l) => l.item_id),
  );
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
 * the archive (docs/decisions/0012-archive-and-close-statements.md). The trips are locked first, so a load onto them either lands
 * before (and is archived with the rest) or after (onto a new live trip).
 */
export async function archiveTrips(
  ctx: Context,
  scope: TripScope,
  reason?: string,
): Promise<ArchiveResult> {
  return inTransaction(ctx, async (tx) => {
    const locked = await lockLiveTrips(tx.db, {
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
    // A trip that has left loses goods only from an admin with a reason, as a line's removal.
    for (const tripId of [...new Set(lines.map((l) => l.trip_id))].sort((a, b) => a - b)) {
      await guardTripChange(tx, tripId, { reason: reason ?? scope.reason });
    }
    await publishChange(
      tx,
      'statementArchived',
      lines.map((l) => l.product_id),
    );
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
  {
    productId,
    reason,
    departedReason,
  }: {
    productId?: number;
    reason?: string;
    /** The admin's reason when the trip has left (guardTripChange); a scan gives none. */
    departedReason?: string;
  } = {},
): Promise<ArchiveResult> {
  return inTransaction(ctx, async (tx) => {
    const found = await q.findItem(tx.db, itemId);
    if (!found || (productId !== undefined && found.product_id !== productId)) {
      throw new NotFoundError(LINE_NOT_FOUND);
    }
    await lockTrips(tx.db, [found.trip_id]);
    // Read again under the lock: another request may have archived or moved it meanwhile.
    const item = (await q.findItem(tx.db, itemId))!;
    if (item.removed_at) throw notLive(item);
    await guardTripChange(tx, item.trip_id, { reason: departedReason });
    await publishChange(tx, 'goodsUnloaded', [item.product_id]);
    return archiveLines(tx, [item], reason);
  });
}
