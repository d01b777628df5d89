import type { Car } from '@depot/shared/cars/cars.schema';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { lockTrips, TRIP_CHANGED } from '../../lib/lock-order';
import { recordAudit } from '../audit/audit.service';
import { findCar } from '../cars/cars.service';
import { setGoodsLoaded } from '../products/products-flags.service';
import { loadOf, type LoadCar } from './load-conflicts';
import * as loads from './trip-loads.queries';
import * as q from './trips-archive.queries';

/**
 * Goods onto vehicles: the one place that finds or makes a vehicle's live trip and puts lines on
 * it, for the pickup, the move and the restore. Every step follows lib/lock-order.ts: the trip,
 * then the goods, then their lines.
 */

export const CAR_MISSING = 'Xe không tồn tại';

/**
 * The vehicle of a load, KEY SHARE locked so it cannot be deleted before its trip points at it:
 * 400 on the field when the form sent a car that is gone, 404 for a read.
 */
export async function loadCarOf(
  ctx: Context,
  carId: number,
  options: { lock?: boolean; missing?: 'field' | 'not-found' } = {},
): Promise<LoadCar> {
  const car = await findCar(ctx, carId, { lock: options.lock });
  if (!car) {
    if (options.missing === 'not-found') throw new NotFoundError('Không tìm thấy xe');
    throw new BadRequestError(CAR_MISSING, { car_id: CAR_MISSING });
  }
  return toLoadCar(car);
}

/** A car as a load sees it: its capacity in kg. */
export function toLoadCar(car: Car): LoadCar {
  return {
    id: car.id,
    number_car: car.number_car,
    driver_name: car.driver_name,
    capacity: car.total_weight,
  };
}

/** The load of a car's live trip of a date, as the forms show it. */
export async function tripLoad(ctx: Context, car: LoadCar, date: string): Promise<CarLoad> {
  return loadOf(car, date, await loads.loadedOn(ctx.db, car.id, date));
}

/**
 * The live trip of a vehicle and date, made when there is none, and locked: loads onto one trip
 * run one after another, so each sees the weight the previous one put on. A trip archived
 * between finding and locking it is no longer live: look again.
 */
export async function lockLiveTrip(ctx: Context, carId: number, date: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await q.liveTripFor(ctx.db, carId, date);
    const [trip] = await lockTrips(ctx.db, [id]);
    if (trip && !trip.archived_at) return id;
  }
  throw new ConflictError(TRIP_CHANGED);
}

/** Where goods are loaded now (live lines on live trips), with vehicle and date. */
export function holdersOf(ctx: Context, productIds: number[]) {
  return loads.findHolders(ctx.db, productIds);
}

/**
 * Puts goods on a locked live trip: the lines, the goods' loaded flag and one `load` trail row
 * per goods. The caller holds the trip and the goods (lib/lock-order.ts), so no other writer can
 * be adding a live line of the same goods.
 */
export async function putOnTrip(
  tx: Context,
  trip: { id: number; car: LoadCar; date: string },
  productIds: number[],
): Promise<void> {
  await q.insertItems(tx.db, trip.id, productIds, tx.actor?.id ?? null);
  await setGoodsLoaded(tx, productIds, true);
  const after = {
    trip_id: trip.id,
    car_id: trip.car.id,
    number_car: trip.car.number_car,
    datetime_from: trip.date,
  };
  await recordAudit(
    tx,
    productIds.map((id) => ({ entity: 'product', entity_id: id, action: 'load', after })),
  );
}
