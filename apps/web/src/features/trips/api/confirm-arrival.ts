import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import { tripArrivalKey } from './get-trip-arrival';

/** POST /trips/:id/arrival/confirm: `Xác nhận đã nhận xe`; the parcels not scanned are missing. */
export async function confirmArrival(id: number) {
  return (await callApi(tripsApi.confirmArrival, { params: { id } })).data;
}

export function useConfirmArrival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmArrival,
    onSuccess: (arrival) => {
      // The reply is the list after it: shown at once, not after the next read.
      queryClient.setQueryData(tripArrivalKey(arrival.trip.id), arrival);
      // Parcels marked missing change stage on the goods screens.
      return refreshAfter(queryClient, 'goodsMoved');
    },
  });
}
