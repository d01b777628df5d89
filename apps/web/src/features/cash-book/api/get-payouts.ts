import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { PayoutList, PayoutListFilters } from '@depot/shared/payouts/payouts.schema';
import { callApi } from '../../../lib/api-call';
import { PAYOUTS_KEY } from './payouts-keys';

/** The filters of GET /payouts as a screen gives them; the server fills in what is left out. */
export type PayoutFilters = Partial<PayoutListFilters>;

/** GET /payouts → a page of payouts, newest first, and the live total of every one matched. */
export async function getPayouts(query: PayoutFilters, signal?: AbortSignal): Promise<PayoutList> {
  const reply = await callApi(payoutsApi.list, { query, signal });
  return reply.data;
}

export function usePayouts(filters: PayoutFilters) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, 'list', filters],
    queryFn: ({ signal }) => getPayouts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
