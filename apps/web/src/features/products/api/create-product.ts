import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductCreateBody } from '@depot/shared/products/products.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

export type SavedProduct = { message: string; product: Product | null };

/**
 * POST /products → the server's Vietnamese message and the saved line (with its new code). The
 * form's `request_id` makes a repeat of the same request answer the line saved the first time.
 */
export async function createProduct(body: ProductCreateBody): Promise<SavedProduct> {
  const reply = await apiRequest<Product | null>('POST', '/products', { body });
  return { message: reply.message, product: reply.data ?? null };
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => refreshAfter(queryClient, 'goodsReceived'),
  });
}
