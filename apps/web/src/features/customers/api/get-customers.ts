import { useQuery } from '@tanstack/react-query';
import { customerQueries, type CustomersListQuery } from './customer-queries';

export type { CustomersListQuery } from './customer-queries';

export function useCustomers(query: CustomersListQuery) {
  return useQuery(customerQueries.list(query));
}
