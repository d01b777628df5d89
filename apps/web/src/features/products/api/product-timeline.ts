import { useQuery } from '@tanstack/react-query';
import type { TimelineEntry } from '@depot/shared/products/product-timeline.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { productQueries } from './product-queries';

/** GET /products/:id/timeline → where the parcel has been, branch by branch, oldest first. */
export async function getProductTimeline(
  id: number,
  signal?: AbortSignal,
): Promise<TimelineEntry[]> {
  const reply = await callApi(productsApi.timeline, { params: { id }, signal });
  return reply.data;
}

/** Under the line's detail key, as its trail: a change of the goods reads the road again. */
export function useProductTimeline(id: number) {
  return useQuery({
    queryKey: [...productQueries.detail(String(id)).queryKey, 'timeline'] as const,
    queryFn: ({ signal }) => getProductTimeline(id, signal),
  });
}
