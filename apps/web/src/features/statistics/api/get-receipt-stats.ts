import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ReceiptStatsPage } from '@depot/shared/statistics/statistics.schema';
import { apiRequest } from '../../../lib/api-client';
import { STATISTICS_KEY, type StatsFilters } from './statistics-keys';

/** GET /thong-ke/phieu-thu → a page of statements and the totals of the filtered set. */
export async function getReceiptStats(
  query: StatsFilters & { paged: number },
  signal?: AbortSignal,
): Promise<ReceiptStatsPage> {
  const reply = await apiRequest<ReceiptStatsPage>('GET', '/thong-ke/phieu-thu', {
    query,
    signal,
  });
  return reply.data;
}

/** Load more: the next page until the loaded rows reach the total or a page is empty. */
function nextPageOf(last: ReceiptStatsPage, pages: ReceiptStatsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length === 0 || loaded >= last.total) return undefined;
  return last.paginate.paged + 1;
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
