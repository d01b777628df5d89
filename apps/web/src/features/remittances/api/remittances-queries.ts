import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remittancesApi } from '@depot/shared/remittances/remittances.contract';
import type {
  Remittance,
  RemittanceCreateBody,
  RemittanceListFilters,
  RemittanceVoidBody,
} from '@depot/shared/remittances/remittances.schema';
import { callApi } from '../../../lib/api-call';
import { refreshAfter, type QueryRoot } from '../../../lib/refresh-map';

/** Every query of money between branches: a remittance sent, confirmed or voided refreshes them. */
export const REMITTANCES_KEY = ['remittances'] as const satisfies [QueryRoot];

/** GET /remittances: a page, newest first, and how many wait for this branch to confirm. */
export function useRemittances(query: Partial<RemittanceListFilters>) {
  return useQuery({
    queryKey: [...REMITTANCES_KEY, 'list', query],
    queryFn: async ({ signal }) => (await callApi(remittancesApi.list, { query, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /remittances/lines: thu hộ collected here for the senders of `toBranchId`, not yet sent. */
export function useRemittable(toBranchId: number | undefined) {
  return useQuery({
    queryKey: [...REMITTANCES_KEY, 'lines', toBranchId],
    queryFn: async ({ signal }) =>
      (
        await callApi(remittancesApi.remittable, {
          query: { to_branch_id: toBranchId! },
          signal,
        })
      ).data,
    enabled: toBranchId !== undefined,
  });
}

/** POST /remittances: once per request_id; the lists and both books reload after it. */
export function useCreateRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RemittanceCreateBody): Promise<Remittance> =>
      (await callApi(remittancesApi.create, { body })).data,
    onSuccess: () => refreshAfter(queryClient, 'remittanceChanged'),
  });
}

/** POST /remittances/:id/confirm: the receiving branch says the money arrived. */
export function useConfirmRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(remittancesApi.confirm, { params: { id } }),
    // Also after a refusal: someone else confirmed or voided it, which the list should show.
    onSettled: () => refreshAfter(queryClient, 'remittanceChanged'),
  });
}

/** POST /remittances/:id/void (admins): while not confirmed. */
export function useVoidRemittance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number } & RemittanceVoidBody) =>
      callApi(remittancesApi.void, { params: { id }, body: { reason } }),
    onSettled: () => refreshAfter(queryClient, 'remittanceChanged'),
  });
}
