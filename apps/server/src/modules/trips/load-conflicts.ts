import { productCode, type CodeParts } from '@depot/shared/products/products.rules';
import { formatDate, formatWeight } from '@depot/shared/text/format';
import { remainingAfter } from '@depot/shared/transports/transports.rules';
import type { CarLoad, TransportConflict } from '@depot/shared/transports/transports.schema';
import { sumWeights } from '@depot/shared/trips/trips.rules';
import { ConflictError } from '../../errors';

/**
 * The refusals of putting goods on a vehicle, shared by the pickup and the move: goods already
 * on a vehicle, and a load past the car's capacity that nobody confirmed. Both carry the figures
 * the forms show (the vehicle's load, the weight being added).
 */

/** How many goods a 409 message names before "and N more"; `data` carries them all. */
const NAMED_IN_MESSAGE = 5;

export type LoadCar = { id: number; number_car: string; driver_name: string; capacity: number };

export function loadOf(
  car: LoadCar,
  date: string,
  loaded: { weight: number; count: number },
): CarLoad {
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

export function namedList(items: string[]): string {
  const named = items.slice(0, NAMED_IN_MESSAGE).join('; ');
  const more = items.length - NAMED_IN_MESSAGE;
  return more > 0 ? `${named} và ${more} mặt hàng khác` : named;
}

export type Holder = CodeParts & {
  id: number;
  name: string;
  number_car: string;
  datetime_from: string;
};

/** The 409 of goods already on a vehicle, naming each with its vehicle and date. */
export function alreadyLoaded(
  holders: Holder[],
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

/** The 409 of a load past the capacity: asked again with `confirm_overload` it goes through. */
export function overloaded(load: CarLoad, addingWeight: number): ConflictError {
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
