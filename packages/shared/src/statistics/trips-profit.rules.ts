import { TRIP_COST_TYPES, type TripCostType } from '../payouts/payouts.rules';

/**
 * Is a trip worth it (docs/payments.md "Profit per trip"): its freight (every live line's
 * amount, collected or not) less its costs (the live trip-cost payouts naming it, any branch,
 * any method). What is left may be below 0: a trip that cost more than it earned says so.
 */
export type TripMoney = { freight: number; costs: number };

export function tripLeft({ freight, costs }: TripMoney): number {
  return freight - costs;
}

export type CostsByType = Record<TripCostType, number>;

/** Every cost type at 0: the figures a trip without costs has, in the reply's fixed shape. */
export function noCosts(): CostsByType {
  return Object.fromEntries(TRIP_COST_TYPES.map((type) => [type, 0])) as CostsByType;
}

/** Sums of several trips' money, with costs by type: a vehicle's, or the range's. */
export function sumTrips<T extends TripMoney & { by_cost_type: CostsByType }>(trips: T[]) {
  const by_cost_type = noCosts();
  let freight = 0;
  let costs = 0;
  for (const trip of trips) {
    freight += trip.freight;
    costs += trip.costs;
    for (const type of TRIP_COST_TYPES) by_cost_type[type] += trip.by_cost_type[type];
  }
  return { trips: trips.length, freight, costs, left: tripLeft({ freight, costs }), by_cost_type };
}
