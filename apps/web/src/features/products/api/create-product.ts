import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, ProductCreateBody } from '@depot/shared/products/products.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type SavedProduct = { message: string; product: Product };

/**
 * POST /products → the server's Vietnamese message and the saved line (with its new code). The
 * form's `request_id` makes a repeat of the same request answer the line saved the first time.
 */
export async function createProduct(body: ProductCreateBody): Promise<SavedProduct> {
  const reply = await callApi(productsApi.create, { body });
  return { message: reply.message, product: reply.data };
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => refreshAfter(queryClient, 'goodsReceived'),
  });
}
