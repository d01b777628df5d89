import { useMutation } from '@tanstack/react-query';
import type { Customer, CustomerBody } from '@depot/shared/customers/customers.schema';
import { isLikelyDuplicateCustomer } from '@depot/shared/customers/customers.rules';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../../lib/api-call';

/**
 * The customer already stored with the same name and phone as `body`, if any. GET /customers
 * filters by parts of the name and phone (accent-insensitive), so its rows are the candidates
 * and the shared rule picks the one that is the same person. The first 100 candidates suffice:
 * more than 100 customers whose name and phone both contain these is not a depot's customer list.
 */
export async function findDuplicateCustomer(body: CustomerBody): Promise<Customer | undefined> {
  const reply = await callApi(customersApi.list, {
    query: { full_name: body.full_name, phone: body.phone, limit: 100, has_debt: false },
  });
  return reply.data.rows.find((row) => isLikelyDuplicateCustomer(row, body));
}

/** A mutation, not a query: it runs once per submit, on what was typed, and is never cached. */
export function useFindDuplicateCustomer() {
  return useMutation({ mutationFn: findDuplicateCustomer });
}
