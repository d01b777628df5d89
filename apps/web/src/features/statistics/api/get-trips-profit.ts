import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { callApi } from '../../../lib/api-call';
import { STATISTICS_KEY } from './statistics-keys';

/** GET /statistics/trips-profit: each trip's freight, costs and what is left, by vehicle too. */
export function useTripsProfit(range: {
  date_from: string;
  date_to: string;
  paged: number;
  limit: number;
}) {
  return useQuery({
    queryKey: [...STATISTICS_KEY, 'trips-profit', range],
    queryFn: async ({ signal }) =>
      (await callApi(statisticsApi.tripsProfit, { query: range, signal })).data,
    placeholderData: keepPreviousData,
  });
}
