import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripRestoreBody } from '@depot/shared/trips/trips.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /trips/restore (superadmin) → the server's message; 409 names goods loaded elsewhere. */
export async function restoreTrips(body: TripRestoreBody): Promise<string> {
  const reply = await callApi(tripsApi.restore, { body });
  return reply.message;
}

export function useRestoreTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTrips,
    onSuccess: () => refreshAfter(queryClient, 'statementRestored'),
  });
}
