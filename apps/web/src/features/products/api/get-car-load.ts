import { useQuery } from '@tanstack/react-query';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { callApi } from '../../../lib/api-call';

export type CarLoadQuery = { car_id: number; datetime_from: string };

/** GET /transports/load → capacity, weight already on the vehicle that day, what remains. */
export async function getCarLoad(query: CarLoadQuery, signal?: AbortSignal): Promise<CarLoad> {
  const reply = await callApi(transportsApi.carLoad, { query, signal });
  return reply.data;
}

/**
 * Under `['products']`: every pickup invalidates the goods queries, so the figures follow.
 * Idle until a vehicle and a date are chosen.
 */
export function useCarLoad(query: Partial<CarLoadQuery>) {
  const { car_id, datetime_from } = query;
  return useQuery({
    queryKey: ['products', 'car-load', car_id, datetime_from],
    queryFn: ({ signal }) => getCarLoad({ car_id: car_id!, datetime_from: datetime_from! }, signal),
    enabled: car_id !== undefined && datetime_from !== undefined,
  });
}
