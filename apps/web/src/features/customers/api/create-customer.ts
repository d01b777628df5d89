import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerCreateBody } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /customers → the server's Vietnamese message; once per the form's `request_id`. */
export async function createCustomer(body: CustomerCreateBody): Promise<string> {
  const reply = await callApi(customersApi.create, { body });
  return reply.message;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}
