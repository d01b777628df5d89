import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /products/:id → the server's Vietnamese message; loaded goods are refused (409). */
export async function deleteProduct(id: number): Promise<string> {
  const reply = await apiRequest<null>('DELETE', `/products/${id}`);
  return reply.message;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => refreshAfter(queryClient, 'goodsDeleted'),
  });
}
