import { and, desc, eq, gt, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { TRIP_COST_TYPES, type TripCostType } from '@depot/shared/payouts/payouts.rules';
import type { Executor } from '../../db/client';
import { cars, payouts, tripTotals, trips } from '../../db/schema/index';
import { tripOfBranch } from '../trips/trip-branch.sql';

export type ProfitFilters = {
  dateFrom: string;
  dateTo: string;
  /** The branch acted for: trips leaving it or going to it; null or absent: every trip. */
  branch?: number | null;
};

const money = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Every trip departing in the range with live lines or live costs, newest first: its vehicle,
 * its kept freight (trip_totals) and its live trip-cost payouts summed by type. The costs are
 * read only for the range's trips (payouts_trip_idx), whichever branch paid them.
 */
export function tripsWithCosts(db: Executor, f: ProfitFilters) {
  const inRange = and(gte(trips.datetime_from, f.dateFrom), lte(trips.datetime_from, f.dateTo));
  const costsByType = Object.fromEntries(
    TRIP_COST_TYPES.map((type) => [
      type,
      sql<number>`sum(${payouts.amount}) filter (where ${payouts.cost_type} = ${type})`.as(type),
    ]),
  ) as Record<TripCostType, SQL.Aliased<number>>;
  const tripCosts = db
    .select({
      trip_id: payouts.trip_id,
      costs: sql<number>`sum(${payouts.amount})`.as('costs'),
      ...costsByType,
    })
    .from(payouts)
    .innerJoin(trips, eq(trips.id, payouts.trip_id))
    .where(and(eq(payouts.kind, 'trip'), isNull(payouts.voided_at), inRange))
    .groupBy(payouts.trip_id)
    .as('trip_costs');
  return db
    .select({
      id: trips.id,
      datetime_from: trips.datetime_from,
      car: { id: cars.id, number_car: cars.number_car, driver_name: cars.driver_name },
      lines: sql<number>`coalesce(${tripTotals.lines}, 0)`.mapWith(Number),
      freight: money(sql`${tripTotals.amount}`),
      costs: money(sql`${tripCosts.costs}`),
      ...(Object.fromEntries(
        TRIP_COST_TYPES.map((type) => [type, money(sql`${tripCosts[type]}`)]),
      ) as Record<TripCostType, ReturnType<typeof money>>),
    })
    .from(trips)
    .innerJoin(cars, eq(cars.id, trips.car_id))
    .leftJoin(tripTotals, eq(tripTotals.trip_id, trips.id))
    .leftJoin(tripCosts, eq(tripCosts.trip_id, trips.id))
    .where(
      and(
        inRange,
        tripOfBranch(f.branch),
        or(gt(tripTotals.lines, 0), isNotNull(tripCosts.trip_id)),
      ),
    )
    .orderBy(desc(trips.datetime_from), desc(trips.id));
}

export type TripWithCostsRow = Awaited<ReturnType<typeof tripsWithCosts>>[number];
