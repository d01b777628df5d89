import { carsApi } from '@depot/shared/cars/cars.contract';
import { healthApi } from '@depot/shared/health/health.contract';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { CarLoad, ScanRefusal, ScanResult } from '@depot/shared/transports/transports.schema';
import type { ArrivalCounts } from '@depot/shared/trips/trip-arrival.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { pageOf } from '../../../test/fake-api';
import { on, stubEndpoints, type Sent } from '../../../test/fake-api-endpoints';
import { carOf } from '../../../test/fake-api-forms';

/** The yard's fake vehicle: 51C-123.45, 2 500 kg. */
export const yardCar = carOf();

/** Its load today with `count` goods of 20 kg each. */
export const loadOf = (count: number): CarLoad => ({
  car_id: yardCar.id,
  number_car: yardCar.number_car,
  driver_name: yardCar.driver_name,
  datetime_from: depotToday(),
  capacity: yardCar.total_weight,
  loaded_weight: count * 20,
  count,
  remaining: yardCar.total_weight - count * 20,
});

const goodsOf = (code: string) => ({
  id: 40,
  code,
  name: `Thùng sơn ${code}`,
  customer: 'Trần Thị Gửi',
  customer_id: 7,
  quantity: 1,
  total_weight: 20,
});

/** A scan that went through, `count` goods on the vehicle after it. */
export const doneOf = (
  code: string,
  count: number,
  action: 'load' | 'unload' = 'load',
): ScanResult => ({
  ok: true,
  action,
  goods: goodsOf(code),
  load: loadOf(count),
});

/** A scan refused with `kind`. */
export const refusedOf = (code: string, kind: ScanRefusal, reason: string): ScanResult => ({
  ok: false,
  action: 'load',
  kind,
  reason,
  goods: kind === 'unknown_code' ? null : goodsOf(code),
  load: loadOf(1),
});

/** An arrival's counts: `arrived` of `expected` scanned off, `extra` parcels not on the list. */
export const countsOf = (arrived: number, expected: number, extra = 0): ArrivalCounts => ({
  expected,
  arrived,
  missing: expected - arrived,
  extra,
});

/** A parcel scanned off the arriving vehicle (`Nhận hàng xuống`), the trip's counts after it. */
export const arrivedOf = (code: string, counts: ArrivalCounts): ScanResult => ({
  ok: true,
  action: 'arrive',
  goods: goodsOf(code),
  load: loadOf(counts.expected),
  arrival: counts,
});

/** An arrival refused with `kind`; the counts as the server gives them on a departed trip. */
export const arriveRefusedOf = (
  code: string,
  kind: ScanRefusal,
  reason: string,
  counts?: ArrivalCounts,
): ScanResult => ({
  ok: false,
  action: 'arrive',
  kind,
  reason,
  goods: goodsOf(code),
  load: null,
  ...(counts ? { arrival: counts } : {}),
});

/** The fake server of the yard: the fleet, the vehicle's load, and `scan` answering scans. */
export function serveYard(
  scan: (request: Sent<typeof transportsApi.scan>) => ScanResult | Promise<ScanResult>,
) {
  return stubEndpoints([
    on(carsApi.list, () => pageOf([yardCar], 1000)),
    on(transportsApi.carLoad, () => loadOf(1)),
    on(healthApi.ready, () => ({ ready: true, phase: 'ready', database: 'ok' })),
    on(transportsApi.scan, scan),
  ]);
}

/** The scans the yard sent, in order. */
export const scansOf = (api: ReturnType<typeof serveYard>) => api.requests(transportsApi.scan);
