import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import { nextPageOf, STATEMENTS_KEY, type CarPageQuery } from './statement-keys';

export type CarDayFilters = {
  car_id: number;
  date: string;
  customer_id?: number;
  archived: boolean;
};

/** GET /trips/customers → one row per customer with goods on the vehicle. */
export async function getTripCustomers(
  query: CarPageQuery,
  signal?: AbortSignal,
): Promise<Page<TripCustomerRow>> {
  const reply = await apiRequest<Page<TripCustomerRow>>('GET', '/trips/customers', {
    query,
    signal,
  });
  return reply.data;
}

/** The customers of one vehicle on one date, a page at a time; nothing without a vehicle. */
export function useTripCustomers(filters: CarDayFilters | undefined) {
  return useInfiniteQuery({
    queryKey: [...STATEMENTS_KEY, 'customers', filters],
    queryFn: ({ pageParam, signal }) =>
      getTripCustomers(
        {
          car_id: filters!.car_id,
          date_from: filters!.date,
          date_to: filters!.date,
          customer_id: filters!.customer_id,
          archived: filters!.archived,
          paged: pageParam,
        },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled: filters !== undefined,
  });
}
