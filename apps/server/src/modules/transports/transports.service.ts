import { productCode } from '@depot/shared/products/products.rules';
import { formatDate, formatWeight } from '@depot/shared/text/format';
import { remainingAfter, wouldOverload } from '@depot/shared/transports/transports.rules';
import { sumWeights } from '@depot/shared/trips/trips.rules';
import type {
  CarLoad,
  carLoadQuerySchema,
  TransportConflict,
  TransportResult,
  transportBodySchema,
} from '@depot/shared/transports/transports.schema';
import type { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { pgConstraint, pgErrorCode } from '../../lib/pg-error';
import { recordAudit } from '../audit/audit.service';
import * as q from './transports.queries';

type Body = z.output<typeof transportBodySchema>;
type LoadQuery = z.output<typeof carLoadQuerySchema>;

const CAR_MISSING = 'Xe không tồn tại';
/** How many goods a 409 message names before "and N more"; `data` carries them all. */
const NAMED_IN_MESSAGE = 5;

function loadOf(car: q.CarRow, date: string, loaded: { weight: number; count: number }): CarLoad {
  return {
    car_id: car.id,
    number_car: car.number_car,
    driver_name: car.driver_name,
    datetime_from: date,
    capacity: car.capacity,
    loaded_weight: loaded.weight,
    count: loaded.count,
    remaining: remainingAfter({ capacity: car.capacity, loaded_weight: loaded.weight }),
  };
}

async function lockCar(ctx: Context, carId: number): Promise<q.CarRow> {
  const car = await q.findCar(ctx.db, carId, true);
  if (!car) throw new BadRequestError(CAR_MISSING, { car_id: CAR_MISSING });
  return car;
}

/** GET /transports/load: the figures the pickup form shows for a vehicle and date. */
export async function carLoad(ctx: Context, query: LoadQuery): Promise<CarLoad> {
  const car = await q.findCar(ctx.db, query.car_id);
  if (!car) throw new NotFoundError('Không tìm thấy xe');
  return loadOf(car, query.datetime_from, await q.loadedOn(ctx.db, car.id, query.datetime_from));
}

function namedList(items: string[]): string {
  const named = items.slice(0, NAMED_IN_MESSAGE).join('; ');
  const more = items.length - NAMED_IN_MESSAGE;
  return more > 0 ? `${named} và ${more} mặt hàng khác` : named;
}

/** Every product must exist and not be deleted: 400 naming the others, by code when known. */
function assertProducts(ids: number[], rows: q.PickupProductRow[]): void {
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

/** The 409 of goods already on a vehicle, naming each with its vehicle and date. */
function alreadyLoaded(
  holders: Awaited<ReturnType<typeof q.findHolders>>,
  load: CarLoad | null,
  addingWeight: number,
): ConflictError {
  const products = holders.map((h) => ({
    id: h.id,
    code: productCode(h),
    name: h.name,
    number_car: h.number_car,
    datetime_from: h.datetime_from,
  }));
  const named = products.map(
    (p) => `${p.code} ${p.name} (xe ${p.number_car}, ngày ${formatDate(p.datetime_from)})`,
  );
  const message =
    named.length > 0
      ? `Hàng đã ở trên xe: ${namedList(named)}`
      : 'Hàng vừa được đưa lên xe khác, vui lòng tải lại danh sách';
  const data: TransportConflict = {
    reason: 'already_loaded',
    products,
    load,
    adding_weight: addingWeight,
  };
  return new ConflictError(message, undefined, data);
}

function overloaded(load: CarLoad, addingWeight: number): ConflictError {
  const total = sumWeights([load.loaded_weight, addingWeight]);
  const message =
    `Xe ${load.number_car} ngày ${formatDate(load.datetime_from)} quá tải: ` +
    `đang chở ${formatWeight(load.loaded_weight)}, thêm ${formatWeight(addingWeight)} ` +
    `thành ${formatWeight(total)}, vượt tải trọng ${formatWeight(load.capacity)}`;
  const data: TransportConflict = {
    reason: 'overload',
    products: [],
    load,
    adding_weight: addingWeight,
  };
  return new ConflictError(message, undefined, data);
}

/** A trip archived between creating and locking it is no longer live: look again. */
async function liveTripId(ctx: Context, carId: number, date: string): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const id = await q.lockLiveTrip(ctx.db, carId, date);
    if (id !== undefined) return id;
  }
  throw new ConflictError('Danh sách xe vừa thay đổi, vui lòng thử lại');
}

/** The load of the car's live trip of the pickup's date, read inside the pickup. */
async function currentLoad(tx: Context, car: q.CarRow, date: string): Promise<CarLoad> {
  return loadOf(car, date, await q.loadedOn(tx.db, car.id, date));
}

/** Puts the goods on the trip: the items, the loaded flag and the money trail, together. */
async function putOnTrip(tx: Context, tripId: number, car: q.CarRow, body: Body): Promise<void> {
  await q.insertItems(tx.db, tripId, body.products, tx.actor?.id ?? null);
  await q.markLoaded(tx.db, body.products);
  const after = {
    trip_id: tripId,
    car_id: car.id,
    number_car: car.number_car,
    datetime_from: body.datetime_from,
  };
  await recordAudit(
    tx,
    body.products.map((id) => ({ entity: 'product', entity_id: id, action: 'load', after })),
  );
}

/**
 * The pickup (spec 1 §3 "Lên Hàng"): all the goods go onto the car's live trip of that date,
 * or none do. Refused with 409 when some are already on a vehicle, or when the load would pass
 * the car's capacity and the person has not confirmed it. The goods' unique live-item index is
 * the last word: a pickup that lost a race past the checks gets the same 409.
 */
export async function loadProducts(ctx: Context, body: Body): Promise<TransportResult> {
  let addingWeight = 0;
  try {
    return await inTransaction(ctx, async (tx) => {
      const car = await lockCar(tx, body.car_id);
      const rows = await q.lockProducts(tx.db, body.products);
      assertProducts(body.products, rows);
      addingWeight = sumWeights(rows.map((r) => r.total_weight));
      // Locked before the load is read: the pickups of one trip see each other's goods.
      const tripId = await liveTripId(tx, car.id, body.datetime_from);
      const before = await currentLoad(tx, car, body.datetime_from);
      const holders = await q.findHolders(tx.db, body.products);
      if (holders.length > 0) throw alreadyLoaded(holders, before, addingWeight);
      if (wouldOverload(before, addingWeight) && !body.confirm_overload) {
        throw overloaded(before, addingWeight);
      }
      await putOnTrip(tx, tripId, car, body);
      const load = await currentLoad(tx, car, body.datetime_from);
      return { trip_id: tripId, loaded: body.products.length, load };
    });
  } catch (error) {
    if (pgErrorCode(error) !== '23505' || pgConstraint(error) !== 'trip_items_live_product_key') {
      throw error;
    }
    // Ours failed when the other pickup committed, so it can be read now: name where they went.
    const holders = await q.findHolders(ctx.db, body.products);
    throw alreadyLoaded(holders, await carLoad(ctx, body).catch(() => null), addingWeight);
  }
}

/** The success message: how many goods went onto which vehicle. */
export function loadedMessage(result: TransportResult): string {
  return `Đã đưa ${result.loaded} mặt hàng lên xe ${result.load.number_car}`;
}
