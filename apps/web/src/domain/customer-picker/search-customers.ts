import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../lib/api-call';

/** Rows per request of the picker's infinite list. */
export const PICKER_PAGE_SIZE = 20;

/**
 * Under the `customers` key so that a customer saved or deleted anywhere refreshes the pickers
 * too (the customers feature invalidates `['customers']`).
 */
export const CUSTOMER_PICKER_KEY = ['customers', 'picker'] as const;

export type CustomerSearch = { keyword: string; paged: number };

/**
 * GET /customers?q&paged&limit=20&has_debt=false → one page of matches: `q` is a name (accents
 * aside) or the start of a phone (docs/domain.md). has_debt=false is the quick form of the list: the
 * server skips the debt sums.
 */
export async function searchCustomers(
  { keyword, paged }: CustomerSearch,
  signal?: AbortSignal,
): Promise<Page<Customer>> {
  const reply = await callApi(customersApi.list, {
    query: { q: keyword, paged, limit: PICKER_PAGE_SIZE, has_debt: false },
    signal,
  });
  return reply.data;
}

/**
 * Pages of the customers matching `keyword` ('' = everyone, newest first). A new keyword is a new
 * query: the one it replaces loses its last observer and TanStack Query aborts its request
 * through the AbortController behind `signal`, so only one search runs at a time.
 *
 * `openedAt` is when the dropdown last opened. The list without a keyword that was loaded since
 * then stays fresh, so that erasing the typed text goes back to it without a request; a later
 * opening (or a saved or deleted customer, which invalidates it) loads it again.
 */
export function useCustomerSearch(keyword: string, enabled: boolean, openedAt: number) {
  return useInfiniteQuery({
    queryKey: [...CUSTOMER_PICKER_KEY, 'search', keyword],
    queryFn: ({ pageParam, signal }) => searchCustomers({ keyword, paged: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ paginate }) =>
      paginate.paged < paginate.last_page ? paginate.paged + 1 : undefined,
    enabled,
    staleTime: (query) =>
      keyword === '' && query.state.dataUpdatedAt >= openedAt ? Number.POSITIVE_INFINITY : 0,
  });
}
