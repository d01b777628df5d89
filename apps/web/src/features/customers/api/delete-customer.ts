import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/**
 * DELETE /customers/:id → the server's Vietnamese message; a customer with goods is refused
 * (409 'Không thể xóa khách hàng đã có hàng hóa').
 */
export async function deleteCustomer(id: number): Promise<string> {
  const reply = await callApi(customersApi.remove, { params: { id } });
  return reply.message;
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}
