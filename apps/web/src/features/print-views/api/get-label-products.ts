import { useQueries } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import type { Product } from '@depot/shared/products/products.schema';
import { callApi } from '../../../lib/api-call';

/** GET /products/:id: a label's goods, with their code and customer's address. */
export async function getLabelProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return (await callApi(productsApi.get, { params: { id }, signal })).data;
}

/**
 * The goods of several labels: one request per id, all at once (MAX_LABELS caps them at 100,
 * which the server answers in well under a second). Goods in the order asked; `error` is the
 * first failure (goods deleted since the link was made, …).
 */
export function useLabelProducts(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['print-views', 'label', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => getLabelProduct(id, signal),
      retry: false,
    })),
    combine: (results) => ({
      products: results.every((r) => r.data !== undefined)
        ? results.map((r) => r.data as Product)
        : undefined,
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}
