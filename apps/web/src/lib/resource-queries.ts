import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { FormResource } from './refresh-map';

/**
 * The query keys and options of one resource, the same for every feature, so that invalidation
 * is uniform (refresh-map.ts): `carQueries.all()` is every car query, `carQueries.list(query)` one page,
 * `carQueries.detail(id)` one row. Keys are `[name, 'list', query]` and `[name, 'detail', id]`;
 * other queries of the resource (a picker) live under `[name, ...]` too.
 */
export function resourceQueries<Query, Row, Detail = Row>(
  name: FormResource,
  fetch: {
    list: (query: Query, signal?: AbortSignal) => Promise<Page<Row>>;
    detail: (id: string, signal?: AbortSignal) => Promise<Detail>;
  },
) {
  return {
    all: () => [name] as const,
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
