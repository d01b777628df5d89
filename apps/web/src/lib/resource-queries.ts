import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint, EndpointReply } from '@depot/shared/api/contract';
import type { idParamSchema, Page } from '@depot/shared/api/envelope';
import { callApi } from './api-call';
import type { FormResource } from './refresh-map';

/** The list of a resource: a query, and a page of rows as its reply. */
type ListEndpoint = Endpoint & { query: z.ZodType; reply: z.ZodType<Page<unknown>> };
/** One row of a resource by its `:id`. */
type DetailEndpoint = Endpoint & { params: typeof idParamSchema };

/** The list's query as a screen holds it: as the endpoint's schema reads it. */
export type ListQuery<L extends ListEndpoint> = z.output<L['query']>;

// callApi's input is inferred from a concrete endpoint; here the endpoints are type parameters,
// whose input the declarations of resourceQueries already tie to them.
const call = callApi as (
  declared: Endpoint,
  input: { params?: Record<string, unknown>; query?: unknown; signal?: AbortSignal },
) => Promise<{ data: unknown }>;

/**
 * The query keys and options of one resource, the same for every feature, so that invalidation
 * is uniform (refresh-map.ts): `carQueries.all()` is every car query, `carQueries.list(query)` one page,
 * `carQueries.detail(id)` one row. Keys are `[name, 'list', query]` and `[name, 'detail', id]`;
 * other queries of the resource (a picker) live under `[name, ...]` too.
 *
 * The rows come from the resource's endpoints of the contract (`carsApi.list`, `carsApi.get`),
 * their replies typed and checked by its schemas. `send` is what the list sends for a screen's
 * query when that is not the query itself: a flag the screen always sets, filters written out.
 */
export function resourceQueries<L extends ListEndpoint, D extends DetailEndpoint>(
  name: FormResource,
  api: {
    list: L;
    detail: D;
    send?: (query: ListQuery<L>) => z.input<L['query']>;
  },
) {
  const send = api.send ?? ((query: ListQuery<L>) => query);
  const getList = async (query: ListQuery<L>, signal: AbortSignal) =>
    (await call(api.list, { query: send(query), signal })).data as EndpointReply<L>;
  const getDetail = async (id: string, signal: AbortSignal) =>
    (await call(api.detail, { params: { id }, signal })).data as EndpointReply<D>;
  return {
    all: () => [name] as const,
    list: (query: ListQuery<L>) =>
      queryOptions({
        queryKey: [name, 'list', query] as const,
        queryFn: ({ signal }) => getList(query, signal),
        // The previous page stays on screen while the next one loads.
        placeholderData: keepPreviousData,
      }),
    detail: (id: string) =>
      queryOptions({
        queryKey: [name, 'detail', id] as const,
        queryFn: ({ signal }) => getDetail(id, signal),
        // The form is filled once from this; a background refetch must not overwrite typing.
        staleTime: Infinity,
        gcTime: 0,
      }),
  };
}
