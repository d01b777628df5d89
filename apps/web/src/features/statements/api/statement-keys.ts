import type { Page } from '@depot/shared/api/envelope';

/** The goods lines of one vehicle in a date range, one customer's when given (the API's scope). */
export type LinesScope = {
  car_id: number;
  date_from: string;
  date_to: string;
  customer_id?: number;
};

/** A page of the per-vehicle lists, live or archived. */
export type CarPageQuery = LinesScope & { archived: boolean; paged: number; limit?: number };

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
 * Every query of the statements lives under this key, so that a delete, restore, paid toggle or
 * move refreshes every list, count and total of the feature at once.
 */
export const STATEMENTS_KEY = ['statements'] as const;

/**
 * The next page of a load-more list, or none: once the loaded rows reach the total or a page
 * comes back empty (spec 2 §4).
 */
export function nextPageOf<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length === 0 || loaded >= last.total) return undefined;
  return last.paginate.paged + 1;
}

/** The rows of every loaded page, in order. */
export function rowsOf<T>(data: { pages: Page<T>[] } | undefined): T[] {
  return data?.pages.flatMap((page) => page.rows) ?? [];
}
