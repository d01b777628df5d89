import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TransportLinesPage } from '@depot/shared/trips/trips-replies.schema';
import { apiRequest } from '../../../lib/api-client';
import {
  carDayQuery,
  nextPageOf,
  STATEMENTS_KEY,
  type CarDayFilters,
  type CarPageQuery,
} from './statement-keys';

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
    queryFn: ({ pageParam, signal }) => getTransportLines(carDayQuery(filters!, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled: filters !== undefined,
  });
}
