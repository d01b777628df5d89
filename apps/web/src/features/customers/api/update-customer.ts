import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerBody } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type UpdateCustomerInput = { id: number; body: CustomerBody };

/** PUT /customers/:id (all fields) → the server's Vietnamese message. */
export async function updateCustomer({ id, body }: UpdateCustomerInput): Promise<string> {
  const reply = await callApi(customersApi.update, { params: { id }, body });
  return reply.message;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}
