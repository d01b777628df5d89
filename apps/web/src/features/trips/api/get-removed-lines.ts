import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../../../lib/load-more';
import { getTransportLines } from './get-transport-lines';
import { carDayQuery, STATEMENTS_KEY, type CarDayFilters } from './statement-keys';

/**
 * The lines removed one by one from a vehicle's live list on a date (one customer's when given):
 * its own page shows them to the superadmin, who can put them back (docs/decisions/0012-archive-and-close-statements.md).
 */
export function useRemovedLines(filters: Omit<CarDayFilters, 'archived'> | undefined) {
  return useInfiniteQuery({
    queryKey: [...STATEMENTS_KEY, 'removed-lines', filters],
    queryFn: ({ pageParam, signal }) =>
      getTransportLines(
        { ...carDayQuery({ ...filters!, archived: false }, pageParam), removed: true },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
    enabled: filters !== undefined,
  });
}
