import type { CarLoad, ScanRefusal, ScanResult } from '@depot/shared/transports/transports.schema';
import { depotToday } from '@depot/shared/validation/dates';
import { pageOf } from '../../../test/fake-api';
import { carOf, stubServer, type SeenRequest } from '../../../test/fake-api-forms';

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

/** The fake server of the yard: the fleet, the vehicle's load, and `scan` answering scans. */
export function serveYard(scan: (request: SeenRequest) => ScanResult | Promise<ScanResult>) {
  return stubServer({
    'GET /api/cars': () => ({ data: pageOf([yardCar], 1000) }),
    'GET /api/transports/load': () => ({ data: loadOf(1) }),
    'GET /api/ready': () => ({ data: { ready: true, phase: 'ready', database: 'ok' } }),
    'POST /api/transports/scan': async (request) => ({ data: await scan(request) }),
  });
}
