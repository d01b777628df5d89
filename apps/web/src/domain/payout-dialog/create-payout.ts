import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { Payout, PayoutCreateBody } from '@depot/shared/payouts/payouts.schema';
import { callApi } from '../../lib/api-call';
import { refreshAfter } from '../../lib/refresh-map';

/**
 * POST /payouts (`Lập phiếu chi`): a trip cost or other spending; its `request_id` makes a double
 * click record one payout. The payouts and the cash book reload after it.
 */
export function useCreatePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayoutCreateBody): Promise<Payout> =>
      (await callApi(payoutsApi.create, { body })).data,
    onSuccess: () => refreshAfter(queryClient, 'payoutRecorded'),
  });
}
