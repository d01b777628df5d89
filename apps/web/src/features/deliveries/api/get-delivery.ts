import { useQuery } from '@tanstack/react-query';
import { deliveriesApi } from '@depot/shared/deliveries/deliveries.contract';
import { callApi, downloadApi } from '../../../lib/api-call';

/** The queries of handovers: their root is in the refresh map (`goodsDelivered` refreshes it). */
const DELIVERIES_KEY = ['products', 'deliveries'] as const;

/** GET /deliveries/:id: one handover, for its printed slip. */
export function useDelivery(id: number | undefined) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, 'one', id ?? 0],
    queryFn: async ({ signal }) =>
      (await callApi(deliveriesApi.get, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
  });
}

/**
 * A handover's photo or signature as an object URL for an <img>: read with the bearer token (an
 * <img src> to the API would carry none). Kept while the slip is open.
 */
export function useDeliveryImage(id: number, kind: 'photo' | 'signature', present: boolean) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, kind, id],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        (await downloadApi(deliveriesApi[kind], { params: { id }, signal })).blob,
      ),
    enabled: present,
    staleTime: Infinity,
    gcTime: 0,
  });
}
