import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { nextPageOf } from '../../../lib/load-more';
import {
  carDayQuery,
  STATEMENTS_KEY,
  type CarDayFilters,
  type CarPageQuery,
} from './statement-keys';

/** GET /trips/customers → one row per customer with goods on the vehicle. */
export async function getTripCustomers(
  query: CarPageQuery,
  signal?: AbortSignal,
): Promise<Page<TripCustomerRow>> {
  const reply = await callApi(tripsApi.customers, { query, signal });
  return reply.data;
}

/** The customers of one vehicle on one date, a page at a time; nothing without a vehicle. */
export function useTripCustomers(filters: CarDayFilters | undefined) {
  return useInfiniteQuery({
    queryKey: [...STATEMENTS_KEY, 'customers', filters],
    queryFn: ({ pageParam, signal }) => getTripCustomers(carDayQuery(filters!, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled: filters !== undefined,
  });
}
