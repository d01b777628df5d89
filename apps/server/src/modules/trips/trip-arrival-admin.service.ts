import {
  EXTRA_ACCEPT_REASON,
  EXTRA_ACCEPTED,
  EXTRA_DELETED,
  EXTRA_NOT_FOUND,
  NOT_MISSING,
  type TripArrival,
} from '@depot/shared/trips/trip-arrival.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { publishChange } from '../../lib/publish-change';
import { lockGoods } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import { setGoodsDestination, setGoodsLoaded } from '../products/products-flags.service';
import * as q from './trip-arrival-admin.queries';
import { lockLinesOnto, relocateLines } from './transport-lines.service';
import { findRoad } from './trip-road.queries';
import { arrivalOf, lockRoad } from './trip-road.service';

/**
 * What an admin decides about an arrival (docs/domain.md, "Branches"), under the trip's lock and
 * in the trail: a missing parcel given up with its reason (either branch may: both look for
 * it), and a parcel that came though not on the list accepted at the branch it came to. The
 * route lets admins only (the contract's roles).
 */

export async function writeOffMissing(
  ctx: Context,
  tripId: number,
  productId: number,
  reason: string,
): Promise<TripArrival> {
  return inTransaction(ctx, async (tx) => {
    const road = await lockRoad(tx, tripId, 'either');
    const done = await q.writeOff(tx.db, tripId, productId, tx.actor?.id ?? null, reason);
    if (!done) throw new ConflictError(NOT_MISSING);
    await publishChange(tx, 'goodsMoved', [productId]);
    await recordAudit(tx, [
      {
        entity: 'product',
        entity_id: productId,
        action: 'written_off',
        after: { trip_id: tripId, reason },
      },
    ]);
    return arrivalOf(tx, road);
  });
}

/**
 * An extra accepted at the branch it came to: the parcel is really there. Its live line goes onto
 * the trip that carried it, by the move's locks and writes (transport-lines.service.ts), scanned
 * off when the extra was scanned: it reads `arrived` at that branch, waits there (its
 * destination becomes that branch) and the vehicle's statement holds its money. The trip it
 * left, if it had left, keeps the change in its trail.
 */
export async function acceptExtra(
  ctx: Context,
  tripId: number,
  productId: number,
): Promise<TripArrival> {
  return inTransaction(ctx, async (tx) => {
    const { target: road, lines } = await lockLinesOnto(tx, tripId, [productId], (sources) =>
      lockRoad(tx, tripId, 'to', sources),
    );
    const done = await q.acceptExtra(tx.db, tripId, productId, tx.actor?.id ?? null);
    if (!done) throw new NotFoundError(EXTRA_NOT_FOUND);
    if (!done.accepted) throw new ConflictError(EXTRA_ACCEPTED);
    const [goods] = await lockGoods(tx.db, [productId]);
    if (!goods || goods.deleted_at) throw new ConflictError(EXTRA_DELETED);
    const moving = lines.filter((l) => l.trip_id !== tripId);
    if (moving.length > 0 || lines.length === 0) {
      await relocateLines(tx, tripId, moving, [productId]);
      await setGoodsLoaded(tx, [productId], true);
      await recordAudit(tx, await departedChanges(tx, [tripId, ...moving.map((l) => l.trip_id)]));
    }
    await q.arriveAsScanned(tx.db, tripId, productId);
    if (goods.destination_branch_id !== road.to_branch_id) {
      await setGoodsDestination(tx, [productId], road.to_branch_id);
    }
    await recordAudit(tx, [
      {
        entity: 'product',
        entity_id: productId,
        action: 'extra_accepted',
        before: {
          trip_id: moving[0]?.trip_id ?? null,
          destination_branch_id: goods.destination_branch_id,
        },
        after: { trip_id: tripId, destination_branch_id: road.to_branch_id },
      },
    ]);
    await publishChange(tx, 'goodsMoved', [productId]);
    return arrivalOf(tx, road);
  });
}

/** The trail rows of the trips among these that have left: their list changed, and why. */
async function departedChanges(tx: Context, tripIds: number[]) {
  const roads = await Promise.all(tripIds.map((id) => findRoad(tx.db, id)));
  return roads
    .filter((r) => r?.departed_at)
    .map((r) => ({
      entity: 'trip',
      entity_id: r!.id,
      action: 'departed_change',
      after: { reason: EXTRA_ACCEPT_REASON },
    }));
}
