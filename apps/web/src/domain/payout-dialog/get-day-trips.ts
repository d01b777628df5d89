import { useQuery } from '@tanstack/react-query';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { TRIP_MAX_LIMIT } from '@depot/shared/trips/trips.schema';
import { callApi } from '../../lib/api-call';

/**
 * GET /trips?date_from=D&date_to=D: the trips (vehicles) leaving on one day, for a trip cost's
 * `Chuyến xe`. A depot runs a handful a day: one page of the largest size holds them all.
 */
export function useDayTrips(date: string | undefined) {
  return useQuery({
    queryKey: ['statements', 'day-trips', date],
    queryFn: async ({ signal }) =>
      (
        await callApi(tripsApi.list, {
          query: { date_from: date, date_to: date, paged: 1, limit: TRIP_MAX_LIMIT },
          signal,
        })
      ).data.rows,
    enabled: date !== undefined,
  });
}
