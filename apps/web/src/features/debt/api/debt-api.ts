import type {
  CustomerDebt,
  DebtList,
  DebtPaidBody,
  DebtPaidResult,
  PeriodStatement,
} from '@depot/shared/debt/debt.schema';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

export type DebtListQuery = { paged: number; limit: number; full_name?: string };
export type PeriodStatementQuery = { customer_id: number; date_from: string; date_to: string };

/** Every debt query lives under `['debt']` (lib/refresh-map.ts): a payment refreshes them all. */
const debtKeys = {
  list: (query: DebtListQuery) => ['debt', 'list', query] as const,
  customer: (id: number) => ['debt', 'customer', id] as const,
  period: (query: PeriodStatementQuery) => ['debt', 'period', query] as const,
};

export function useDebts(query: DebtListQuery) {
  return useQuery(
    queryOptions({
      queryKey: debtKeys.list(query),
      queryFn: async ({ signal }) =>
        (await apiRequest<DebtList>('GET', '/debt', { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCustomerDebt(customerId: number | undefined) {
  return useQuery({
    queryKey: debtKeys.customer(customerId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<CustomerDebt>('GET', `/debt/customer/${customerId}`, { signal })).data,
    enabled: customerId !== undefined,
  });
}

export function usePeriodStatement(query: PeriodStatementQuery | undefined) {
  return useQuery({
    queryKey: debtKeys.period(query ?? { customer_id: 0, date_from: '', date_to: '' }),
    queryFn: async ({ signal }) =>
      (await apiRequest<PeriodStatement>('GET', '/debt/statement', { query, signal })).data,
    enabled: query !== undefined,
  });
}

/** PUT /debt/paid: a whole statement collected; every screen that shows what is owed reads it. */
export function useSetStatementPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DebtPaidBody) => apiRequest<DebtPaidResult>('PUT', '/debt/paid', { body }),
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
