import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../lib/api-call';
import { CUSTOMER_PICKER_KEY } from './search-customers';

/** GET /customers/:id → the customer a picker was given as its value. */
export async function getPickedCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  const reply = await callApi(customersApi.get, { params: { id }, signal });
  return reply.data;
}

/**
 * Read only when the picker holds an id it has no row for (a form opened on a saved record),
 * so that it can show a name instead of a number.
 */
export function usePickedCustomer(id: number | undefined) {
  return useQuery({
    queryKey: [...CUSTOMER_PICKER_KEY, 'one', id],
    queryFn: ({ signal }) => getPickedCustomer(id ?? 0, signal),
    enabled: id !== undefined,
    staleTime: 60_000,
  });
}
