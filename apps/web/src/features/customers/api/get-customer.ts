import { useQuery } from '@tanstack/react-query';
import { customerQueries } from './customer-queries';

export function useCustomer(id: string | undefined) {
  return useQuery({ ...customerQueries.detail(id ?? ''), enabled: id !== undefined });
}
