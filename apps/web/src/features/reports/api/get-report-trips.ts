import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { TripRow } from '@depot/shared/trips/trips-replies.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { REPORT_FETCH, REPORTS_KEY, type ReportFilters } from './report-keys';

/** GET /trips?date_from&date_to&customer_id&limit=1000 → one row per vehicle and date. */
export async function getReportTrips(
  filters: ReportFilters,
  signal?: AbortSignal,
): Promise<Page<TripRow>> {
  const reply = await callApi(tripsApi.list, {
    query: { ...filters, ...REPORT_FETCH },
    signal,
  });
  return reply.data;
}

/** The vehicle cards of the report list (spec 2 §2.4). */
export function useReportTrips(filters: ReportFilters) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'trips', filters],
    queryFn: ({ signal }) => getReportTrips(filters, signal),
    placeholderData: keepPreviousData,
  });
}
