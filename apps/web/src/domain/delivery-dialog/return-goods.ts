import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import type { ReturnBody, Returns } from '@depot/shared/deliveries/returns.schema';
import { callApi } from '../../lib/api-call';
import { refreshAfter } from '../../lib/refresh-map';

/** POST /returns (`Hoàn hàng`): the parcels leave Hàng chờ giao; their return lines are goods. */
export function useReturnGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReturnBody): Promise<Returns> =>
      (await callApi(deliveriesApi.returns, { body })).data,
    // The parcels leave Hàng chờ giao, and new goods lines are received.
    onSuccess: () =>
      Promise.all([
        refreshAfter(queryClient, 'goodsDelivered'),
        refreshAfter(queryClient, 'goodsReceived'),
      ]),
  });
}
