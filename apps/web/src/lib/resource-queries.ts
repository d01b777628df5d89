import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';

/**
 * The query keys and options of one resource, the same for every feature, so that invalidation
 * is uniform: `carQueries.all()` is every car query, `carQueries.list(query)` one page,
 * `carQueries.detail(id)` one row. Keys are `[name, 'list', query]` and `[name, 'detail', id]`;
 * other queries of the resource (a picker) live under `[name, ...]` too.
 */
export function resourceQueries<Query, Row, Detail = Row>(
  name: string,
  fetch: {
    list: (query: Query, signal?: AbortSignal) => Promise<Page<Row>>;
    detail: (id: string, signal?: AbortSignal) => Promise<Detail>;
  },
) {
  return {
    all: () => [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: Query) =>
      queryOptions({
        queryKey: [name, 'list', query] as const,
        queryFn: ({ signal }) => fetch.list(query, signal),
        // The previous page stays on screen while the next one loads.
        placeholderData: keepPreviousData,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [name, 'detail', id] as const,
        queryFn: ({ signal }) => fetch.detail(id, signal),
        // The form is filled once from this; a background refetch must not overwrite typing.
        staleTime: Infinity,
        gcTime: 0,
      }),
  };
}

/**
 * After any write to a resource: every query of it (lists, pickers) but the details, which fill a
 * form once and are fetched anew when a form opens.
 */
export function invalidateResource(
  queryClient: QueryClient,
  queries: { all: () => readonly unknown[] },
): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queries.all(),
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}
