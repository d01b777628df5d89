import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import { formatLocationGroup } from '@depot/shared/products/location-groups';
import type { ProductCount } from '@depot/shared/products/products.schema';
import { callApi } from '../../../lib/api-call';
import { resourceQueries, type ListQuery } from '../../../lib/resource-queries';

/** A page of the goods list as the shared schema reads it (every filter, page, size). */
export type ProductsListQuery = ListQuery<typeof productsApi.list>;

/** The filters as the server reads them again: address groups go out as `location=p.d.w`. */
export function productQueryParams(query: Partial<ProductsListQuery>) {
  const { location, ...rest } = query;
  return { ...rest, location: (location ?? []).map(formatLocationGroup) };
}

/** GET /products/count → how many lines, and their summed quantity, weight and amount. */
export async function getProductCount(
  query: Partial<ProductsListQuery>,
  signal?: AbortSignal,
): Promise<ProductCount> {
  const { paged: _paged, limit: _limit, ...filters } = query;
  const reply = await callApi(productsApi.count, { query: productQueryParams(filters), signal });
  return reply.data;
}

/**
 * GET /products → one page of goods, each with its customer, trip, code and line amount;
 * GET /products/:id → one goods line, for the update form.
 */
const base = resourceQueries('products', {
  list: productsApi.list,
  detail: productsApi.get,
  send: productQueryParams,
});

/**
 * Every goods query lives under `['products']` (list, detail, count, suggestions, history), so
 * a change that refreshes `['products']` (lib/refresh-map.ts) refreshes them all.
 */
export const productQueries = {
  ...base,
  /** The totals of the same filters as a list (paging ignored). */
  count: (query: Partial<ProductsListQuery>) => {
    const { paged: _paged, limit: _limit, ...filters } = query;
    return queryOptions({
      queryKey: ['products', 'count', filters] as const,
      queryFn: ({ signal }) => getProductCount(filters, signal),
      placeholderData: keepPreviousData,
    });
  },
};
