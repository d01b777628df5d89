import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /products/:id → the server's Vietnamese message; loaded goods are refused (409). */
export async function deleteProduct(id: number): Promise<string> {
  const reply = await callApi(productsApi.remove, { params: { id } });
  return reply.message;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => refreshAfter(queryClient, 'goodsDeleted'),
  });
}
