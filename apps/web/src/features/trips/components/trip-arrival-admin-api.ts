import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import { tripArrivalKey } from '../api/get-trip-arrival';

/** One parcel of a trip's arrival list. */
type Parcel = { tripId: number; productId: number };

/** POST /trips/:id/arrival/missing/:product_id/write-off: a missing parcel given up, with why. */
export async function writeOffParcel({ tripId, productId, reason }: Parcel & { reason: string }) {
  const params = { id: tripId, product_id: productId };
  return (await callApi(tripsApi.writeOff, { params, body: { reason } })).data;
}

/** POST /trips/:id/arrival/extras/:product_id/accept: a parcel not on the list, kept here. */
export async function acceptExtraParcel({ tripId, productId }: Parcel) {
  const params = { id: tripId, product_id: productId };
  return (await callApi(tripsApi.acceptExtra, { params })).data;
}

/**
 * An admin's act on the arrival list: its reply is the list after it, shown at once; the
 * parcel's stage (and an accepted extra's vehicle) change on the goods and trip screens.
 */
function useArrivalAct<Input>(act: (input: Input) => Promise<TripArrival>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: (arrival) => {
      queryClient.setQueryData(tripArrivalKey(arrival.trip.id), arrival);
      return refreshAfter(queryClient, 'goodsMoved');
    },
  });
}

export const useWriteOff = () => useArrivalAct(writeOffParcel);
export const useAcceptExtra = () => useArrivalAct(acceptExtraParcel);
