import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from './api-call';
import { refreshAfter } from './refresh-map';

/**
 * One vehicle's goods lines in a date range, one customer's when given: what GET /trips/count
 * counts and DELETE /trips archives (the shared tripScopeQuerySchema).
 */
export type TripLinesScope = {
  car_id: number;
  date_from: string;
  date_to: string;
  customer_id?: number;
};

/** GET /trips/count → the live goods lines a delete of that scope would archive. */
export async function countTripLines(scope: TripLinesScope): Promise<number> {
  const reply = await callApi(tripsApi.count, { query: scope });
  return reply.data.total;
}

/**
 * DELETE /trips → the lines go to the archive (a whole vehicle's list, or one customer's), the
 * server's message back. The statements screen and the statistics cards delete the same way.
 */
export function useArchiveTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reason, ...scope }: TripLinesScope & { reason?: string }) =>
      (await callApi(tripsApi.archive, { query: scope, body: { reason } })).message,
    onSuccess: () => refreshAfter(queryClient, 'statementArchived'),
  });
}
