import { useQuery } from '@tanstack/react-query';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import { callApi } from '../../../lib/api-call';
import { PAYOUTS_KEY } from './payouts-keys';

/** GET /payouts/:id: one payout, for its printed slip; a void refreshes it (its stamp). */
export function usePayout(id: number | undefined) {
  return useQuery({
    queryKey: [...PAYOUTS_KEY, 'one', id ?? 0],
    queryFn: async ({ signal }) =>
      (await callApi(payoutsApi.get, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
  });
}
