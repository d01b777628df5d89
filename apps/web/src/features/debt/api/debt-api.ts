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

export type DebtListQuery = { paged: number; limit: number; full_name?: string };
export type PeriodStatementQuery = { customer_id: number; date_from: string; date_to: string };

/** Every debt query lives under `['debt']`: a payment refreshes them all. */
const debtKeys = {
  all: ['debt'] as const,
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

/**
 * PUT /debt/paid: a whole statement collected. Every screen that shows what is owed reads what
 * changed, so all are refreshed: the debt screen, the customer list (its debt column), the
 * statistics (collected and due), the dashboard (its figures and largest debts), and the
 * statements and receipts (the lines' paid flags). Their keys by name: features do not import
 * each other.
 */
export function useSetStatementPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DebtPaidBody) => apiRequest<DebtPaidResult>('PUT', '/debt/paid', { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: debtKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
        queryClient.invalidateQueries({ queryKey: ['statistics'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['statements'] }),
        queryClient.invalidateQueries({ queryKey: ['receipts'] }),
      ]),
  });
}
