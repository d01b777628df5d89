import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's page, page size and filters kept in the URL (`/customers?full_name=an&paged=2`), read
 * and checked by the list's shared query schema, so that a reload, the back button or a shared
 * link shows the same rows and the web never re-implements the server's paging rules.
 */
export type ListSchema = z.ZodObject;
type Key<S extends ListSchema> = keyof z.output<S> & string;
export type FilterValue = string | number | undefined;

export type ListStateOptions<S extends ListSchema> = {
  /** The page sizes a person can pick; another `limit` in the URL reads as the default one. */
  pageSizes?: readonly number[];
  /**
   * Filters that only mean something under another (a ward under its district): a URL without
   * the parent drops them, and changing the parent clears them.
   */
  dependents?: Partial<Record<Key<S>, readonly Key<S>[]>>;
  /** Writes `paged` and `limit` even at their defaults (the users list has always shown them). */
  pageAlwaysInUrl?: boolean;
};

function defaultOf(schema: ListSchema, key: string): unknown {
  const field = schema.shape[key];
  const result = field?.safeParse(undefined);
  return result?.success ? result.data : undefined;
}

/** The list's query from the URL: each field by its own rule, a refused one at its default. */
export function readListQuery<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  { pageSizes, dependents }: ListStateOptions<S> = {},
): z.output<S> {
  const query: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const result = field.safeParse(params.get(key) ?? undefined);
    query[key] = result.success ? result.data : defaultOf(schema, key);
  }
  if (pageSizes && !pageSizes.includes(query.limit as number))
    query.limit = defaultOf(schema, 'limit');
  for (const [parent, children] of Object.entries(dependents ?? {}) as [string, string[]][]) {
    if (query[parent] === undefined) for (const child of children) query[child] = undefined;
  }
  return query as z.output<S>;
}

/** The URL after some changes: empty values, page 1 and the default size are left out. */
export function writeListParams(
  previous: URLSearchParams,
  changes: Record<string, FilterValue>,
  defaultLimit: unknown,
  pageAlwaysInUrl = false,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!pageAlwaysInUrl) {
    if (next.get('paged') === '1') next.delete('paged');
    if (next.get('limit') === String(defaultLimit)) next.delete('limit');
  }
  return next;
}

/** The one list-state hook of the web: every list page reads and writes its URL through it. */
export function useListState<S extends ListSchema>(schema: S, options: ListStateOptions<S> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pageSizes, dependents, pageAlwaysInUrl } = options;
  const query = useMemo(
    () => readListQuery(schema, searchParams, { pageSizes, dependents }),
    [schema, searchParams, pageSizes, dependents],
  );
  const current = query as { paged: number; limit: number } & Record<string, unknown>;
  const defaultLimit = defaultOf(schema, 'limit');

  const change = useCallback(
    (changes: Record<string, FilterValue>) =>
      setSearchParams((previous) =>
        writeListParams(previous, changes, defaultLimit, pageAlwaysInUrl),
      ),
    [setSearchParams, defaultLimit, pageAlwaysInUrl],
  );

  /** Sets (or, with undefined or blank, clears) one filter and shows its first page. */
  const setFilter = useCallback(
    (name: Key<S>, value: FilterValue) => {
      const next = typeof value === 'string' ? value.trim() : value;
      const changes: Record<string, FilterValue> = { [name]: next, paged: 1 };
      if (next !== current[name])
        for (const child of dependents?.[name] ?? []) changes[child] = undefined;
      change(changes);
    },
    [change, current, dependents],
  );

  /** Sets several filters in one navigation, page 1; the caller clears what they make stale. */
  const setFilters = useCallback(
    (changes: Partial<Record<Key<S>, FilterValue>>) => change({ ...changes, paged: 1 }),
    [change],
  );

  /** Another page; a new page size starts again from page 1. */
  const setPage = useCallback(
    (paged: number, limit: number = current.limit) =>
      change({ paged: limit === current.limit ? paged : 1, limit }),
    [change, current.limit],
  );

  return { query, setFilter, setFilters, setPage };
}
