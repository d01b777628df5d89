import type { z } from 'zod';
import type { Page } from '@depot/shared/api/envelope';
import type { Customer, customerListQuerySchema } from '@depot/shared/customers/customers.schema';
import { apiRequest } from '../../../lib/api-client';
import { resourceQueries } from '../../../lib/resource-queries';

/** A page of the customer list as the shared schema reads it (filters, page, size). */
export type CustomersListQuery = z.output<typeof customerListQuerySchema>;

/**
 * GET /customers → one page of customers, each with its outstanding debt: the list always asks
 * has_debt=true (spec 1 §4, DESIGN.md decision 5). Text filters are accent-insensitive.
 */
export async function getCustomers(
  query: CustomersListQuery,
  signal?: AbortSignal,
): Promise<Page<Customer>> {
  const reply = await apiRequest<Page<Customer>>('GET', '/customers', {
    query: { ...query, has_debt: true },
    signal,
  });
  return reply.data;
}

/** GET /customers/:id → one customer, for the update form. */
export async function getCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  const reply = await apiRequest<Customer>('GET', `/customers/${encodeURIComponent(id)}`, {
    signal,
  });
  return reply.data;
}

/** Every customer query (list, detail, the pickers) lives under `['customers']`. */
export const customerQueries = resourceQueries('customers', {
  list: getCustomers,
  detail: getCustomer,
});
