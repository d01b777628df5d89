import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@depot/shared/products/products.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { productQueries } from './product-queries';

/** GET /products/:id/history → the money trail of one goods line, oldest first. */
export async function getProductHistory(id: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  const reply = await callApi(productsApi.history, { params: { id }, signal });
  return reply.data;
}

/** Under the line's detail key, so that saving the line reads its trail again. */
export function useProductHistory(id: number) {
  return useQuery({
    queryKey: [...productQueries.detail(String(id)).queryKey, 'history'] as const,
    queryFn: ({ signal }) => getProductHistory(id, signal),
  });
}
