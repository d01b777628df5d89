import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReceiptStatsPage } from '@depot/shared/statistics/statistics.schema';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { callApi } from '../../../lib/api-call';
import { nextPageOf } from '../../../lib/load-more';
import { STATISTICS_KEY, type StatsFilters } from './statistics-keys';

/** GET /thong-ke/phieu-thu → a page of statements and the totals of the filtered set. */
export async function getReceiptStats(
  query: StatsFilters & { paged: number },
  signal?: AbortSignal,
): Promise<ReceiptStatsPage> {
  const reply = await callApi(statisticsApi.receipts, { query, signal });
  return reply.data;
}

export function useReceiptStats(filters: StatsFilters) {
  return useInfiniteQuery({
    queryKey: [...STATISTICS_KEY, 'receipts', filters],
    queryFn: ({ pageParam, signal }) => getReceiptStats({ ...filters, paged: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}
