import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TransportLinesPage } from '@depot/shared/trips/trips-replies.schema';
import { MAX_MOVE_PRODUCTS } from '@depot/shared/trips/trips.schema';
import { transportLinesApi } from '@depot/shared/trips/transport-lines.contract';
import { callApi } from '../../../lib/api-call';
import type { TripLinesScope } from '../../../lib/archive-trips';
import { nextPageOf } from '../../../lib/load-more';
import {
  carDayQuery,
  STATEMENTS_KEY,
  type CarDayFilters,
  type CarPageQuery,
} from './statement-keys';

/** GET /transport/products → one page of goods lines and the totals of all that match. */
export async function getTransportLines(
  query: CarPageQuery,
  signal?: AbortSignal,
): Promise<TransportLinesPage> {
  const reply = await callApi(transportLinesApi.list, { query, signal });
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

/**
 * The goods (product ids) live on a vehicle in a scope, e.g. one customer's on one date: what
 * Chuyển xe of a whole customer moves. One page as large as a move may be.
 */
export async function getLiveProductIds(scope: TripLinesScope): Promise<number[]> {
  const page = await getTransportLines({
    ...scope,
    archived: false,
    paged: 1,
    limit: MAX_MOVE_PRODUCTS,
  });
  return page.rows.map((line) => line.product.id);
}
