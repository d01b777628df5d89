import {
  EXTRA_ACCEPTED,
  EXTRA_NOT_FOUND,
  NOT_MISSING,
  type TripArrival,
} from '@depot/shared/trips/trip-arrival.schema';
import { ConflictError, NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import * as q from './trip-road.queries';
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

export async function acceptExtra(
  ctx: Context,
  tripId: number,
  productId: number,
): Promise<TripArrival> {
  return inTransaction(ctx, async (tx) => {
    const road = await lockRoad(tx, tripId, 'to');
    const done = await q.acceptExtra(tx.db, tripId, productId, tx.actor?.id ?? null);
    if (!done) throw new NotFoundError(EXTRA_NOT_FOUND);
    if (!done.accepted) throw new ConflictError(EXTRA_ACCEPTED);
    await recordAudit(tx, [
      {
        entity: 'product',
        entity_id: productId,
        action: 'extra_accepted',
        after: { trip_id: tripId },
      },
    ]);
    return arrivalOf(tx, road);
  });
}
