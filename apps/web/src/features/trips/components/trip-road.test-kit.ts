import type { ArrivalGoods, TripArrival, TripRoad } from '@depot/shared/trips/trip-arrival.schema';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { branchOf, carOf } from '../../../test/fake-api-forms';
import { customerOf } from '../../../test/fake-api';

/** The trips' road in component tests: trip 31, vehicle 9 on 20-11-2026, SG (1) → CT (2). */
export const DAY = '2026-11-20';
export const car = carOf({ id: 9, total_weight: 1000 });
export const SG = branchOf();
export const CT = branchOf({ id: 2, name: 'Chi nhánh Cần Thơ', code: 'CT', province_ids: [92] });

export function roadOf(overrides: Partial<TripRoad> = {}): TripRoad {
  return {
    id: 31,
    car_id: car.id,
    number_car: car.number_car,
    datetime_from: DAY,
    from_branch_id: SG.id,
    to_branch_id: CT.id,
    departed_at: null,
    departed_by: null,
    arrival_confirmed_at: null,
    ...overrides,
  };
}

/** Parcel n: `2611-000n`, `Kiện n`, of Trần Thị Gửi; `at` when scanned off (null: not yet). */
export function parcelOf(n: number, at: string | null = null): ArrivalGoods {
  return {
    id: 100 + n,
    code: `2611-000${n}`,
    name: `Kiện ${n}`,
    customer: 'Trần Thị Gửi',
    customer_id: 7,
    quantity: n,
    at,
  };
}

/**
 * The arrival list of `expected` parcels, the first `arrived` of them scanned off (at 09:45 at
 * the depot), and `extra` parcels not on the list.
 */
export function arrivalOf(
  expected: number,
  arrived: number,
  road: Partial<TripRoad> = {},
  extra: ArrivalGoods[] = [],
): TripArrival {
  const all = Array.from({ length: expected }, (_, i) =>
    parcelOf(i + 1, i < arrived ? '2026-11-20T02:45:00.000Z' : null),
  );
  return {
    trip: roadOf(road),
    expected: all,
    arrived: all.filter((p) => p.at),
    missing: all.filter((p) => !p.at),
    extra,
  };
}

/** The one customer of the trip on /chi-tiet-bang-ke. */
export function tripCustomerOf(): TripCustomerRow {
  const { id, full_name, phone, number_house, province_id, district_id, ward_id } = customerOf();
  return {
    trip_id: 31,
    customer: {
      id,
      full_name,
      phone,
      number_house,
      province_id,
      district_id,
      ward_id,
      address_version: 1,
      old_address: null,
    },
    car: {
      id: car.id,
      number_car: car.number_car,
      driver_name: car.driver_name,
      total_weight: 1000,
    },
    datefrom: DAY,
    lines: 3,
    total_weight: 60,
    amount: 300_000,
    collected: 0,
    is_close: false,
  };
}
