import { formatDate } from '@depot/shared/text/format';
import type { ScanGoods, ScanResult } from '@depot/shared/transports/transports.schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import type { LoadCar } from '../trips/load-conflicts';
import { tripLoad } from '../trips/trip-loads.service';
import { arriveGoods, liveTripOf } from '../trips/trip-road.service';

/**
 * `Nhận hàng xuống` (docs/domain.md, "Branches"): a parcel scanned off the vehicle's trip of
 * that date at the branch it goes to, through the trip's arrival service. Like a load, what the
 * person cannot change right now is a refusal kept with the scan, not an error: a trip that has
 * not left, a parcel scanned twice, one not on the list (kept as `Thừa`), another branch's trip.
 */
export async function arriveScan(
  ctx: Context,
  body: { datetime_from: string },
  car: LoadCar,
  goods: ScanGoods,
): Promise<ScanResult> {
  const date = body.datetime_from;
  const tripId = await liveTripOf(ctx, car.id, date);
  const refusal = (kind: RefusalKind, reason: string, extra: Partial<ScanResult> = {}) =>
    ({ ok: false, action: 'arrive', kind, reason, goods, load: null, ...extra }) as ScanResult;
  if (tripId === undefined) {
    return refusal('no_trip', `Xe ${car.number_car} không có chuyến ngày ${formatDate(date)}`);
  }
  try {
    const done = await arriveGoods(ctx, tripId, goods);
    const load = await tripLoad(ctx, car, date);
    if (done.ok) return { ok: true, action: 'arrive', goods, load, arrival: done.counts };
    return refusal(done.kind, done.reason, { load, arrival: done.counts });
  } catch (error) {
    if (error instanceof ForbiddenError) return refusal('not_your_branch', error.message);
    // Archived or gone between the read and the trip's lock.
    if (error instanceof ConflictError || error instanceof NotFoundError) {
      return refusal('changed', `${error.message}. Quét lại để kiểm tra.`);
    }
    throw error;
  }
}

type RefusalKind = Extract<ScanResult, { ok: false }>['kind'];
