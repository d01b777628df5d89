import { and, between, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cars, payouts, tripTotals, trips } from '../../db/schema/index';
import { tripOfBranch } from '../trips/trip-branch.sql';

/**
 * One row per live trip (vehicle × departure date) in the range with live goods on it: the
 * dashboard's per-day, per-vehicle and total figures are all sums of these rows. The goods of
 * each trip are already summed in trip_totals (kept by triggers, migration 0011), so a
 * month reads its trips through trips_date_idx and one totals row each, not its ~14 000 lines.
 */
export async function tripFigures(
  db: Executor,
  dateFrom: string,
  dateTo: string,
  branch?: number | null,
) {
  return db
    .select({
      date: trips.datetime_from,
      car_id: cars.id,
      number_car: cars.number_car,
      car_capacity: cars.total_weight,
      goods: tripTotals.lines,
      weight: tripTotals.total_weight,
      amount: tripTotals.amount,
      collected: tripTotals.collected,
    })
    .from(trips)
    .innerJoin(tripTotals, eq(tripTotals.trip_id, trips.id))
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .where(
      and(
        between(trips.datetime_from, dateFrom, dateTo),
        isNull(trips.archived_at),
        gt(tripTotals.lines, 0),
        tripOfBranch(branch),
      ),
    );
}

export type TripFigures = Awaited<ReturnType<typeof tripFigures>>[number];

/**
 * The live trip costs (payouts of kind `trip`, docs/payments.md "Profit per trip") of the live
 * trips leaving in the range, whichever branch paid them: read through payouts_trip_idx for
 * the range's trips.
 */
export async function tripCosts(
  db: Executor,
  dateFrom: string,
  dateTo: string,
  branch?: number | null,
): Promise<number> {
  const [row] = await db
    .select({ costs: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number) })
    .from(payouts)
    .innerJoin(trips, eq(trips.id, payouts.trip_id))
    .where(
      and(
        eq(payouts.kind, 'trip'),
        isNull(payouts.voided_at),
        between(trips.datetime_from, dateFrom, dateTo),
        isNull(trips.archived_at),
        tripOfBranch(branch),
      ),
    );
  return row!.costs;
}
