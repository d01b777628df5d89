import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerBody } from '@depot/shared/customers/customers.schema';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './get-customers';

/** POST /customers → the server's Vietnamese message. */
export async function createCustomer(body: CustomerBody): Promise<string> {
  const reply = await apiRequest<unknown>('POST', '/customers', { body });
  return reply.message;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    // Lists and pickers; the detail of a form being edited is left alone.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: CUSTOMERS_KEY,
        predicate: (query) => query.queryKey[1] !== 'detail',
      }),
  });
}
