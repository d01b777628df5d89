import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@depot/shared/products/products.schema';
import { apiRequest } from '../../../lib/api-client';

/** GET /products/:id → one goods line with its code, amount, customer and vehicle. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const reply = await apiRequest<Product>('GET', `/products/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.data;
}

/**
 * The update form's line. Like every detail (lib/resource-queries.ts) it fills the form once: a
 * background refetch must not overwrite typing, and a form opened later reads it afresh.
 */
export const productDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    // A 404 or a bad id will not get better by asking again.
    retry: false,
  });

export function useProduct(id: string | undefined) {
  return useQuery({ ...productDetailQuery(id ?? ''), enabled: id !== undefined });
}
