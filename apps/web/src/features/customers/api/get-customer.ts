import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMERS_KEY } from './get-customers';

/** GET /customers/:id → one customer, for the update form. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  const reply = await apiRequest<Customer>('GET', `/customers/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.data;
}

export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCustomer(id ?? '', signal),
    enabled: id !== undefined,
    // The form is filled once from this; a background refetch must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });
}
