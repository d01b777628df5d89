import { productCode } from '@depot/shared/products/products.rules';
import { wouldOverload } from '@depot/shared/transports/transports.rules';
import type {
  carLoadQuerySchema,
  CarLoad,
  TransportResult,
  transportBodySchema,
} from '@depot/shared/transports/transports.schema';
import { sumWeights } from '@depot/shared/trips/trips.rules';
import type { z } from 'zod';
import { BadRequestError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { lockGoods, type LockedGoods } from '../../lib/lock-order';
import { pgConstraint, pgErrorCode } from '../../lib/pg-error';
import { alreadyLoaded, loadOf, namedList, overloaded } from '../trips/load-conflicts';
import {
  holdersOf,
  loadCarOf,
  lockLiveTrip,
  putOnTrip,
  tripLoad,
} from '../trips/trip-loads.service';
import { publishChange } from '../../lib/publish-change';
import { guardTripChange } from '../trips/trip-road.service';

type Body = z.output<typeof transportBodySchema>;
type LoadQuery = z.output<typeof carLoadQuerySchema>;

/** GET /transports/load: the figures the pickup form shows for a vehicle and date. */
export async function carLoad(ctx: Context, query: LoadQuery): Promise<CarLoad> {
  const car = await loadCarOf(ctx, query.car_id, { missing: 'not-found' });
  return tripLoad(ctx, car, query.datetime_from);
}

/** Every product must exist and not be deleted: 400 naming the others, by code when known. */
function assertProducts(ids: number[], rows: LockedGoods[]): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [`#${id}`];
    return row.deleted_at ? [`${productCode(row)} ${row.name} (đã xóa)`] : [];
  });
  if (missing.length === 0) return;
  const message = `Không tìm thấy mặt hàng: ${namedList(missing)}`;
  throw new BadRequestError(message, { products: message });
}

/**
 * The pickup (spec 1 §3 "Lên Hàng"): all the goods go onto the car's live trip of that date,
 * or none do. Refused with 409 when some are already on a vehicle, or when the load would pass
 * the car's capacity and the person has not confirmed it. The trip is locked first, then the
 * goods (lib/lock-order.ts), so pickups onto one trip see each other's weight; the goods'
 * unique live-line index is the last word: a pickup that lost a race past the checks gets the
 * same 409.
 */
export async function loadProducts(ctx: Context, body: Body): Promise<TransportResult> {
  let addingWeight = 0;
  try {
    return await inTransaction(ctx, async (tx) => {
      const car = await loadCarOf(tx, body.car_id, { lock: true });
      const tripId = await lockLiveTrip(tx, car.id, body.datetime_from);
      // The goods after the trip, before their lines (lib/lock-order.ts).
      const rows = await lockGoods(tx.db, body.products);
      assertProducts(body.products, rows);
      await guardTripChange(tx, tripId, {
        reason: body.reason,
        to: body.to_branch_id,
        goods: rows.map((r) => ({
          origin: r.origin_branch_id,
          destination: r.destination_branch_id,
        })),
      });
      addingWeight = sumWeights(rows.map((r) => r.total_weight));
      const before = await tripLoad(tx, car, body.datetime_from);
      const holders = await holdersOf(tx, body.products);
      if (holders.length > 0) throw alreadyLoaded(holders, before, addingWeight);
      if (wouldOverload(before, addingWeight) && !body.confirm_overload) {
        throw overloaded(before, addingWeight);
      }
      await putOnTrip(tx, { id: tripId, car, date: body.datetime_from }, body.products);
      await publishChange(tx, 'goodsLoaded', body.products);
      // The trip is held since `before` was read and every goods was new on it: no need to sum
      // it again (a scan in the yard is one of these a second).
      const load = loadOf(car, body.datetime_from, {
        weight: sumWeights([before.loaded_weight, addingWeight]),
        count: before.count + body.products.length,
      });
      return { trip_id: tripId, loaded: body.products.length, load };
    });
  } catch (error) {
    if (pgErrorCode(error) !== '23505' || pgConstraint(error) !== 'trip_items_live_product_key') {
      throw error;
    }
    // Ours failed when the other pickup committed, so it can be read now: name where they went.
    const holders = await holdersOf(ctx, body.products);
    throw alreadyLoaded(holders, await carLoad(ctx, body).catch(() => null), addingWeight);
  }
}

/** The success message: how many goods went onto which vehicle. */
export function loadedMessage(result: TransportResult): string {
  return `Đã đưa ${result.loaded} mặt hàng lên xe ${result.load.number_car}`;
}
