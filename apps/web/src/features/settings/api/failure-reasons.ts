import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import type { FailureReason } from '@depot/shared/deliveries/delivery-failures.schema';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /delivery-failure-reasons: a reason added; the list reads again. */
export function useAddFailureReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<FailureReason> =>
      (await callApi(deliveriesApi.createReason, { body: { name, active: true } })).data,
    // The list is Không giao được's: its kind refreshes it (under ['products']).
    onSuccess: () => refreshAfter(queryClient, 'deliveryFailed'),
  });
}

/** PUT /delivery-failure-reasons/:id: a reason retired or offered again. */
export function useSetFailureReasonActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: FailureReason): Promise<FailureReason> =>
      (
        await callApi(deliveriesApi.updateReason, {
          params: { id: reason.id },
          body: { name: reason.name, active: reason.active },
        })
      ).data,
    // The list is Không giao được's: its kind refreshes it (under ['products']).
    onSuccess: () => refreshAfter(queryClient, 'deliveryFailed'),
  });
}
