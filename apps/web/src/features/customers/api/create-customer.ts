import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerCreateBody } from '@depot/shared/customers/customers.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /customers → the server's Vietnamese message; once per the form's `request_id`. */
export async function createCustomer(body: CustomerCreateBody): Promise<string> {
  const reply = await apiRequest<unknown>('POST', '/customers', { body });
  return reply.message;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}
