import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { TripCustomerRow } from '@depot/shared/trips/trips-replies.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { REPORT_FETCH, REPORTS_KEY } from './report-keys';

/** One vehicle on one day, one customer's when given. */
export type ReportCarDay = { car_id: number; date: string; customer_id?: number };

/** GET /trips/customers?car_id&date_from=date_to=date&customer_id&limit=1000. */
export async function getReportCustomers(
  { car_id, date, customer_id }: ReportCarDay,
  signal?: AbortSignal,
): Promise<Page<TripCustomerRow>> {
  const reply = await callApi(tripsApi.customers, {
    query: { car_id, date_from: date, date_to: date, customer_id, ...REPORT_FETCH },
    signal,
  });
  return reply.data;
}

/** The customer cards of the car page (spec 2 §2.5); nothing is asked without a vehicle. */
export function useReportCustomers(scope: ReportCarDay | undefined) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'customers', scope],
    queryFn: ({ signal }) => getReportCustomers(scope!, signal),
    enabled: scope !== undefined,
    placeholderData: keepPreviousData,
  });
}
