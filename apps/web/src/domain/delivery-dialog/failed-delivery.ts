import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import type { DeliveryFailedBody } from '@depot/shared/deliveries/delivery-failures.schema';
import { callApi } from '../../lib/api-call';
import { refreshAfter } from '../../lib/refresh-map';

/** GET /delivery-failure-reasons: the depot's list, read when the dialog opens. */
export function useFailureReasons() {
  return useQuery({
    queryKey: ['products', 'failure-reasons'],
    queryFn: async ({ signal }) => (await callApi(deliveriesApi.reasons, { signal })).data,
    staleTime: 60_000,
  });
}

/** POST /deliveries/failed (`Không giao được`); Hàng chờ giao reloads its counts after it. */
export function useRecordFailedDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeliveryFailedBody) =>
      (await callApi(deliveriesApi.failed, { body })).data,
    onSuccess: () => refreshAfter(queryClient, 'deliveryFailed'),
  });
}
