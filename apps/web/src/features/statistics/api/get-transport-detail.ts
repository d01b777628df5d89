import { useQuery } from '@tanstack/react-query';
import type { TransportDetail } from '@depot/shared/statistics/statistics.schema';
import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import { callApi } from '../../../lib/api-call';
import { STATISTICS_KEY } from './statistics-keys';

export type TransportDetailQuery = {
  date_from: string;
  date_to: string;
  customer_id: number;
  car_id?: number;
};

/** GET /tk/phieu-thu/chi-tiet → a customer's loaded goods in the range. */
export async function getTransportDetail(
  query: TransportDetailQuery,
  signal?: AbortSignal,
): Promise<TransportDetail> {
  const reply = await callApi(statisticsApi.transportDetail, { query, signal });
  return reply.data;
}

/** Runs only once a search names a customer (undefined: nothing searched yet). */
export function useTransportDetail(query: TransportDetailQuery | undefined) {
  return useQuery({
    queryKey: [...STATISTICS_KEY, 'detail', query],
    queryFn: ({ signal }) => getTransportDetail(query!, signal),
    enabled: query !== undefined,
  });
}
