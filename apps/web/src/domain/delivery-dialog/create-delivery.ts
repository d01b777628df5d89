import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import type { Delivery, DeliveryCreateBody } from '@depot/shared/deliveries/deliveries.schema';
import { callApi } from '../../lib/api-call';
import { refreshAfter } from '../../lib/refresh-map';

/**
 * POST /deliveries (`Giao hàng`): its `request_id` makes a double click hand over once. Hàng chờ
 * giao, the goods and every screen of money reload after it.
 */
export function useCreateDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeliveryCreateBody): Promise<Delivery> =>
      (await callApi(deliveriesApi.create, { body })).data,
    onSuccess: () => refreshAfter(queryClient, 'goodsDelivered'),
  });
}
