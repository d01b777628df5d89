import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsApi } from '@depot/shared/payouts/payouts.contract';
import type { PayoutVoidBody } from '@depot/shared/payouts/payouts.schema';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type VoidPayoutInput = { id: number } & PayoutVoidBody;

/** POST /payouts/:id/void (admins only): the payout stays listed, no longer counted. */
export function useVoidPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: VoidPayoutInput) =>
      callApi(payoutsApi.void, { params: { id }, body: { reason } }),
    // Also after a refusal: a 409 means someone else voided it, which the list should show.
    onSettled: () => refreshAfter(queryClient, 'payoutVoided'),
  });
}
