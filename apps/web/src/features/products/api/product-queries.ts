import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import {
  formatLocationGroup,
  type Product,
  type ProductCount,
  type ProductListFilters,
} from '@depot/shared/products/products.schema';
import { apiRequest, type QueryValue } from '../../../lib/api-client';
import { resourceQueries } from '../../../lib/resource-queries';

/** A page of the goods list as the shared schema reads it (every filter, page, size). */
export type ProductsListQuery = ProductListFilters;

/** The filters as the server reads them again: address groups go out as `location=p.d.w`. */
export function productQueryParams(
  query: Partial<ProductsListQuery>,
): Record<string, QueryValue | QueryValue[]> {
  const { location, ...rest } = query;
  return { ...rest, location: (location ?? []).map(formatLocationGroup) };
}

/** GET /products → one page of goods, each with its customer, trip, code and line amount. */
export async function getProducts(
  query: ProductsListQuery,
  signal?: AbortSignal,
): Promise<Page<Product>> {
  const reply = await apiRequest<Page<Product>>('GET', '/products', {
    query: productQueryParams(query),
    signal,
  });
  return reply.data;
}

/** GET /products/:id → one goods line, for the update form. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const reply = await apiRequest<Product>('GET', `/products/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.data;
}

/** GET /products/count → how many lines, and their summed quantity, weight and amount. */
export async function getProductCount(
  query: Partial<ProductsListQuery>,
  signal?: AbortSignal,
): Promise<ProductCount> {
  const { paged: _paged, limit: _limit, ...filters } = query;
  const reply = await apiRequest<ProductCount>('GET', '/products/count', {
    query: productQueryParams(filters),
    signal,
  });
  return reply.data;
}

const base = resourceQueries('products', { list: getProducts, detail: getProduct });

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
