import { useQuery } from '@tanstack/react-query';
import type { CarLoad } from '@depot/shared/transports/transports.schema';
import { transportsApi } from '@depot/shared/transports/transports.contract';
import { callApi } from '../../../lib/api-call';

/** The key of a vehicle's load on a date: under `['products']`, which every load refreshes. */
export const tripLoadKey = (carId: number | undefined, date: string) =>
  ['products', 'yard-load', carId, date] as const;

/**
 * GET /transports/load → what is on the vehicle that day against its capacity. Each scan's answer
 * carries the same figures and replaces them at once (setQueryData); while offline the last ones
 * read stay on screen.
 */
export function useTripLoad(carId: number | undefined, date: string) {
  return useQuery({
    queryKey: tripLoadKey(carId, date),
    queryFn: async ({ signal }): Promise<CarLoad> =>
      (
        await callApi(transportsApi.carLoad, {
          query: { car_id: carId!, datetime_from: date },
          signal,
        })
      ).data,
    enabled: carId !== undefined,
    // Offline the figures wait for the next answer instead of retrying into the void.
    retry: false,
  });
}
