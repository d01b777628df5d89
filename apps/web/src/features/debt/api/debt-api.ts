import { debtApi } from '@depot/shared/debt/debt.contract';
import type { DebtPaidBody, PeriodCursor } from '@depot/shared/debt/debt.schema';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type DebtListQuery = {
  paged: number;
  limit: number;
  full_name?: string;
  /** Customers with credit (who owe nothing) instead of those who owe. */
  has_credit?: boolean;
};
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
      queryFn: async ({ signal }) => (await callApi(debtApi.list, { query, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCustomerDebt(customerId: number | undefined) {
  return useQuery({
    queryKey: debtKeys.customer(customerId ?? 0),
    queryFn: async ({ signal }) =>
      (await callApi(debtApi.customer, { params: { customer_id: customerId ?? 0 }, signal })).data,
    enabled: customerId !== undefined,
  });
}

/**
 * The period statement a page at a time: every page carries the period's figures, a
 * part of its lines (the goods, then the payments) and the cursor of the next page.
 */
export function usePeriodStatement(query: PeriodStatementQuery | undefined) {
  return useInfiniteQuery({
    queryKey: debtKeys.period(query ?? { customer_id: 0, date_from: '', date_to: '' }),
    queryFn: async ({ pageParam, signal }) =>
      (
        await callApi(debtApi.statement, {
          query: pageParam ? { ...query!, after: pageParam } : query!,
          signal,
        })
      ).data,
    initialPageParam: undefined as PeriodCursor | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: query !== undefined,
  });
}

/** PUT /debt/paid: a whole statement collected; every screen that shows what is owed reads it. */
export function useSetStatementPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DebtPaidBody) => callApi(debtApi.setPaid, { body }),
    onSuccess: () => refreshAfter(queryClient, 'goodsPaid'),
  });
}
