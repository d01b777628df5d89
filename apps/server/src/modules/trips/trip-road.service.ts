import { productCode } from '@depot/shared/products/products.rules';
import {
  ALREADY_DEPARTED,
  ARRIVAL_CONFIRMED,
  NOT_DEPARTED,
  DEPARTED_ADMIN_ONLY,
  DEPARTED_REASON_REQUIRED,
  NOT_YOUR_BRANCH,
  TRIP_NOT_FOUND,
  type ArrivalCounts,
  type ArrivalGoods,
  type TripArrival,
  type TripRoad,
} from '@depot/shared/trips/trip-arrival.schema';
import { isAdminRole } from '@depot/shared/users/users.rules';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { actsFor } from '../../lib/branch-scope';
import { inTransaction, type Context } from '../../lib/context';
import { lockTrips, TRIP_CHANGED } from '../../lib/lock-order';
import { publishChange } from '../../lib/publish-change';
import { recordAudit } from '../audit/audit.service';
import * as q from './trip-road.queries';

/**
 * The road between branches (docs/domain.md, "Branches"): `Xuất bến` at the branch a trip
 * leaves, the arrival scanned off at the branch it goes to, and its confirmation. Each step is
 * taken under the trip's lock (lib/lock-order.ts) and written to the trail.
 */

const TRIP_ENTITY = 'trip';
const NO_GOODS = 'Xe chưa có hàng, không thể xuất bến';

function toRoad(row: q.RoadRow): TripRoad {
  return {
    id: row.id,
    car_id: row.car_id,
    number_car: row.number_car,
    datetime_from: row.datetime_from,
    from_branch_id: row.from_branch_id,
    to_branch_id: row.to_branch_id,
    departed_at: row.departed_at?.toISOString() ?? null,
    departed_by: row.departed_by,
    arrival_confirmed_at: row.arrival_confirmed_at?.toISOString() ?? null,
  };
}

/** The live trip, locked, seen by a request of a branch it concerns (`ends`). */
export async function lockRoad(
  ctx: Context,
  id: number,
  ends: 'from' | 'to' | 'either',
  /** Other trips held with it, in one ascending lock (lib/lock-order.ts). */
  alsoTrips: number[] = [],
) {
  const locked = await lockTrips(ctx.db, [id, ...alsoTrips]);
  const road = locked.some((t) => t.id === id) && (await q.findRoad(ctx.db, id));
  if (!road) throw new NotFoundError(TRIP_NOT_FOUND);
  if (road.archived_at) throw new ConflictError(TRIP_CHANGED);
  const branches =
    ends === 'from'
      ? [road.from_branch_id]
      : ends === 'to'
        ? [road.to_branch_id]
        : [road.from_branch_id, road.to_branch_id];
  if (!actsFor(ctx.branch, ...branches)) throw new ForbiddenError(NOT_YOUR_BRANCH);
  return road;
}

/**
 * Before goods go onto or off a locked trip (a load, a removal, a move, a restore): the branch it
 * leaves does it; once it has left, only an admin, with a reason kept in the trail. On its first
 * load (no live line, not left: any branch may), the trip takes its ends: from the branch acted
 * for (else the goods' common origin), to the branch asked (else the goods' common destination,
 * else where it leaves from).
 */
export async function guardTripChange(
  tx: Context,
  tripId: number,
  change: { reason?: string; goods?: { origin: number; destination: number }[]; to?: number },
): Promise<void> {
  const road = await q.findRoad(tx.db, tripId);
  if (!road) return;
  // A trip with no live line that has not left is anybody's first load: it takes its ends below.
  const first =
    !road.departed_at && !!change.goods && (await q.countLiveLines(tx.db, tripId)) === 0;
  if (!first && !actsFor(tx.branch, road.from_branch_id)) {
    throw new ForbiddenError(NOT_YOUR_BRANCH);
  }
  if (road.departed_at) {
    if (!isAdminRole(tx.actor?.role)) throw new ForbiddenError(DEPARTED_ADMIN_ONLY);
    if (!change.reason) throw new ConflictError(DEPARTED_REASON_REQUIRED);
    await recordAudit(tx, [
      {
        entity: TRIP_ENTITY,
        entity_id: tripId,
        action: 'departed_change',
        after: { reason: change.reason },
      },
    ]);
    return;
  }
  if (!first || !change.goods) return;
  const common = (ids: number[]) => (new Set(ids).size === 1 ? ids[0] : undefined);
  const from = tx.branch ?? common(change.goods.map((g) => g.origin)) ?? road.from_branch_id;
  const to = change.to ?? common(change.goods.map((g) => g.destination)) ?? from;
  await q.setEnds(tx.db, tripId, from, to);
}

/** The live trip of a vehicle and date, if there is one: the trip an arrival scan names. */
export function liveTripOf(ctx: Context, carId: number, date: string): Promise<number | undefined> {
  return q.findLiveTrip(ctx.db, carId, date);
}

/** `Xuất bến`: the trip leaves its branch, once, with goods on it. */
export async function departTrip(ctx: Context, id: number): Promise<TripRoad> {
  return inTransaction(ctx, async (tx) => {
    const road = await lockRoad(tx, id, 'from');
    if (road.departed_at) throw new ConflictError(ALREADY_DEPARTED);
    if ((await q.countLiveLines(tx.db, id)) === 0) throw new ConflictError(NO_GOODS);
    await q.setDeparted(tx.db, id, tx.actor?.id ?? null);
    await recordAudit(tx, [{ entity: TRIP_ENTITY, entity_id: id, action: 'depart' }]);
    // The goods' stage changes on every screen that shows them (a change of where they are).
    await publishChange(tx, 'goodsMoved');
    return toRoad((await q.findRoad(tx.db, id))!);
  });
}

function goodsOf(row: q.ExpectedRow | Awaited<ReturnType<typeof q.extrasOf>>[number]) {
  return {
    id: row.id,
    code: productCode(row),
    name: row.name,
    customer: row.customer,
    customer_id: row.customer_id,
    quantity: row.quantity,
  };
}

/** The arrival list of a trip as it stands (GET /trips/:id/arrival, and after each act on it). */
export async function arrivalOf(ctx: Context, road: q.RoadRow): Promise<TripArrival> {
  const [lines, extras] = await Promise.all([
    q.expectedOf(ctx.db, road.id),
    q.extrasOf(ctx.db, road.id),
  ]);
  // Object.assign, not a spread with properties after it (docs/speed.md, "Spreads").
  const line = (row: q.ExpectedRow): ArrivalGoods =>
    Object.assign(goodsOf(row), {
      at: row.arrived_at?.toISOString() ?? null,
      written_off_at: row.written_off_at?.toISOString() ?? null,
      write_off_reason: row.write_off_reason,
    });
  const notArrived = lines.filter((l) => !l.arrived_at);
  return {
    trip: toRoad(road),
    expected: lines.map(line),
    arrived: lines.filter((l) => l.arrived_at).map(line),
    // A parcel written off is no longer looked for; a later scan still finds it (arrived).
    missing: notArrived.filter((l) => !l.written_off_at).map(line),
    extra: extras.map((row) =>
      Object.assign(goodsOf(row), {
        at: row.scanned_at.toISOString(),
        accepted_at: row.accepted_at?.toISOString() ?? null,
      }),
    ),
    written_off: notArrived.filter((l) => l.written_off_at).map(line),
  };
}

/** The arrival list, live: expected, arrived, missing, extra. */
export async function getArrival(ctx: Context, id: number): Promise<TripArrival> {
  const road = await q.findRoad(ctx.db, id);
  if (!road) throw new NotFoundError(TRIP_NOT_FOUND);
  if (!actsFor(ctx.branch, road.from_branch_id, road.to_branch_id)) {
    throw new ForbiddenError(NOT_YOUR_BRANCH);
  }
  return arrivalOf(ctx, road);
}

export type ArrivalScan = { counts: ArrivalCounts } & (
  | { ok: true; goods: ArrivalGoods; found: boolean }
  | { ok: false; kind: 'not_departed' | 'extra' | 'already_arrived'; reason: string }
);

/**
 * One parcel scanned off a departed trip at its branch: arrived (found again if it was missing),
 * already scanned, or not on the list (kept as an extra, refused).
 */
export async function arriveGoods(
  ctx: Context,
  tripId: number,
  goods: Omit<ArrivalGoods, 'at'>,
): Promise<ArrivalScan> {
  return inTransaction(ctx, async (tx) => {
    const road = await lockRoad(tx, tripId, 'to');
    const counts = () => q.arrivalCounts(tx.db, tripId);
    if (!road.departed_at) {
      return { ok: false, kind: 'not_departed', reason: NOT_DEPARTED, counts: await counts() };
    }
    const line = await q.liveLineOn(tx.db, tripId, goods.id);
    const actor = tx.actor?.id ?? null;
    if (!line) {
      await q.recordExtra(tx.db, tripId, goods.id, actor);
      const reason = `Thừa: ${goods.code} ${goods.name} không có trong bảng kê xe ${road.number_car}`;
      return { ok: false, kind: 'extra', reason, counts: await counts() };
    }
    if (line.arrived_at) {
      const reason = `Đã nhận ${goods.code} rồi`;
      return { ok: false, kind: 'already_arrived', reason, counts: await counts() };
    }
    await q.markArrived(tx.db, line.id, actor);
    await publishChange(tx, 'goodsMoved', [goods.id]);
    await recordAudit(tx, [
      { entity: 'product', entity_id: goods.id, action: 'arrive', after: { trip_id: tripId } },
    ]);
    return {
      ok: true,
      goods: { ...goods, at: new Date().toISOString() },
      // Scanned after the confirmation: it was marked missing, and is found.
      found: road.arrival_confirmed_at !== null,
      counts: await counts(),
    };
  });
}

/** `Xác nhận đã nhận xe`: the parcels not scanned off are missing, on both branches' screens. */
export async function confirmArrival(ctx: Context, id: number): Promise<TripArrival> {
  return inTransaction(ctx, async (tx) => {
    const road = await lockRoad(tx, id, 'to');
    if (!road.departed_at) throw new ConflictError(NOT_DEPARTED);
    if (road.arrival_confirmed_at) throw new ConflictError(ARRIVAL_CONFIRMED);
    const missing = await q.markMissing(tx.db, id);
    await publishChange(
      tx,
      'goodsMoved',
      missing.map((m) => m.product_id),
    );
    await q.setArrivalConfirmed(tx.db, id, tx.actor?.id ?? null);
    await recordAudit(tx, [
      { entity: TRIP_ENTITY, entity_id: id, action: 'arrival_confirmed' },
      ...missing.map((m) => ({
        entity: 'product',
        entity_id: m.product_id,
        action: 'missing',
        after: { trip_id: id },
      })),
    ]);
    return arrivalOf(tx, (await q.findRoad(tx.db, id))!);
  });
}
