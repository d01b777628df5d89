import { customersApi } from '@depot/shared/customers/customers.contract';
import { resourceQueries, type ListQuery } from '../../../lib/resource-queries';

/** A page of the customer list as the shared schema reads it (filters, page, size). */
export type CustomersListQuery = ListQuery<typeof customersApi.list>;

/**
 * Every customer query (list, detail, the pickers) lives under `['customers']`.
 *
 * GET /customers → one page of customers, each with its outstanding debt: the list always asks
 * has_debt=true (spec 1 §4, docs/domain.md). Text filters are accent-insensitive.
 * GET /customers/:id → one customer, for the update form.
 */
export const customerQueries = resourceQueries('customers', {
  list: customersApi.list,
  detail: customersApi.get,
  send: (query) => ({ ...query, has_debt: true }),
});
