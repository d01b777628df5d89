import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import { callApi } from '../../../lib/api-call';

export type DashboardRange = { date_from: string; date_to: string };

/** GET /dashboard: the figures, per day, per vehicle and the largest debts of a range. */
export async function getDashboard(range: DashboardRange, signal?: AbortSignal) {
  const reply = await callApi(dashboardApi.get, { query: range, signal });
  return reply.data;
}

/** The dashboard of the range; the previous range's figures stay up while the next one loads. */
export function useDashboard(range: DashboardRange) {
  return useQuery({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
  });
}
