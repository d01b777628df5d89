import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductUpdateBody } from '@depot/shared/products/products-edit.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import { productQueries } from './product-queries';
import type { SavedProduct } from './create-product';

/** The whole line, and the reason when it is paid or on a vehicle list and its money changes. */
export type UpdateProductInput = { id: number; body: ProductUpdateBody };

/** PUT /products/:id (every field) → the server's Vietnamese message and the saved line. */
export async function updateProduct({ id, body }: UpdateProductInput): Promise<SavedProduct> {
  const reply = await callApi(productsApi.update, { params: { id }, body });
  return { message: reply.message, product: reply.data };
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // The page shows this line's code, loaded status and money trail: read them again. The form
    // itself keeps what was typed (it reads its initial values once).
    onSuccess: (_saved, { id }) =>
      refreshAfter(queryClient, 'goodsEdited', {
        detail: productQueries.detail(String(id)).queryKey,
      }),
  });
}
