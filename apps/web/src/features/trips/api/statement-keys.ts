import type { TripLinesScope } from '../../../lib/archive-trips';
import type { QueryRoot } from '../../../lib/refresh-map';

/**
 * A page of the per-vehicle lists: live, of deleted lists (`archived`) or the lines removed from
 * the live list (`removed`).
 */
export type CarPageQuery = TripLinesScope & {
  archived: boolean;
  removed?: boolean;
  paged: number;
  limit?: number;
};

/** What the details pages look at: one vehicle on one date, one customer's when given. */
export type CarDayFilters = {
  car_id: number;
  date: string;
  customer_id?: number;
  archived: boolean;
};

/** Page `paged` of one vehicle's day, as the per-vehicle list calls take it. */
export function carDayQuery(filters: CarDayFilters, paged: number): CarPageQuery {
  return {
    car_id: filters.car_id,
    date_from: filters.date,
    date_to: filters.date,
    customer_id: filters.customer_id,
    archived: filters.archived,
    paged,
  };
}

/**
 * Every query of the statements lives under this key, so that a change the refresh map sends
 * here (a delete, restore, paid toggle, move, payment…) refreshes every list, count and total.
 */
export const STATEMENTS_KEY = ['statements'] as const satisfies [QueryRoot];
