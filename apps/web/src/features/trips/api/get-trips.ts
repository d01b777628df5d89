import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { nextPageOf } from '../../../lib/load-more';
import { STATEMENTS_KEY } from './statement-keys';

/** The filters of the statement list (spec 2 §2.1); dates as YYYY-MM-DD. */
export type TripFilters = {
  date_from?: string;
  date_to?: string;
  customer_id?: number;
  car_id?: number;
};

/** GET /trips → one page of vehicles and dates; `archived` reads the superadmin's archive. */
export async function getTrips(
  query: TripFilters & { archived: boolean; paged: number },
  signal?: AbortSignal,
): Promise<Page<TripRow>> {
  const reply = await callApi(tripsApi.list, { query, signal });
  return reply.data;
}

/** The cards of the live list or of the archive, a page at a time (load more). */
export function useTrips(filters: TripFilters, archived: boolean, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...STATEMENTS_KEY, 'trips', filters, archived],
    queryFn: ({ pageParam, signal }) =>
      getTrips({ ...filters, archived, paged: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled,
  });
}
