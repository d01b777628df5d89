import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Customer } from '@depot/shared/customers/customers.schema';
import { apiRequest } from '../../../lib/api-client';

/** Every customer query (list, detail, the pickers) lives under this key. */
export const CUSTOMERS_KEY = ['customers'] as const;

export type CustomersListQuery = {
  paged: number;
  limit: number;
  full_name?: string;
  phone?: string;
  number_house?: string;
  province_id?: number;
  district_id?: number;
  ward_id?: number;
};

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

export function useCustomers(query: CustomersListQuery) {
  return useQuery({
    queryKey: [...CUSTOMERS_KEY, 'list', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });
}
