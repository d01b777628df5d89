import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /trips/:id/depart: `Xuất bến`; 409 once departed or empty, 403 at another branch. */
export async function departTrip(id: number) {
  return (await callApi(tripsApi.depart, { params: { id } })).data;
}

export function useDepartTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: departTrip,
    // Its goods are now in transit: their stage on the goods screens, and the trip's road.
    onSuccess: () => refreshAfter(queryClient, 'goodsMoved'),
  });
}
