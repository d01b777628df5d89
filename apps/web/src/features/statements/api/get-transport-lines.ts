import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TransportLinesPage } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import type { CarDayFilters } from './get-trip-customers';
import { nextPageOf, STATEMENTS_KEY, type CarPageQuery } from './statement-keys';

/** GET /transport/products → one page of goods lines and the totals of all that match. */
export async function getTransportLines(
  query: CarPageQuery,
  signal?: AbortSignal,
): Promise<TransportLinesPage> {
  const reply = await apiRequest<TransportLinesPage>('GET', '/transport/products', {
    query,
    signal,
  });
  return reply.data;
}

/** The goods lines of a vehicle on a date (one customer's when given), a page at a time. */
export function useTransportLines(filters: CarDayFilters | undefined) {
  return useInfiniteQuery({
    queryKey: [...STATEMENTS_KEY, 'lines', filters],
    queryFn: ({ pageParam, signal }) =>
      getTransportLines(
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
