import { useQuery } from '@tanstack/react-query';
import type { TripArrival } from '@depot/shared/trips/trip-arrival.schema';
import { tripsApi } from '@depot/shared/trips/trips.contract';
import { callApi } from '../../../lib/api-call';
import { ApiError } from '../../../lib/api-client';
import { STATEMENTS_KEY } from './statement-keys';

/**
 * How often the arrival list is read again while it is open. Each scan off the vehicle, the
 * departure and the confirmation are announced to live screens (`goodsMoved`), which reads the
 * list again at once; the poll covers a screen whose stream of changes is down (a few seconds
 * is what a clerk watching the count tolerates, and one small read per open screen is cheap).
 */
export const ARRIVAL_POLL_MS = 4000;

export const tripArrivalKey = (id: number | undefined) =>
  [...STATEMENTS_KEY, 'arrival', id] as const;

/** GET /trips/:id/arrival → the trip's road, and its expected, arrived, missing, extra parcels. */
export async function getTripArrival(id: number, signal?: AbortSignal): Promise<TripArrival> {
  return (await callApi(tripsApi.arrival, { params: { id }, signal })).data;
}

/**
 * A refusal asking again will not change: another branch's trip (403), none such (404), a
 * malformed id (400). A network failure or a 5xx is worth asking again.
 */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * One trip's arrival; nothing without an id. `live`: read again every ARRIVAL_POLL_MS while the
 * screen is open, until the server refuses it for good.
 */
export function useTripArrival(id: number | undefined, { live = false } = {}) {
  return useQuery({
    queryKey: tripArrivalKey(id),
    queryFn: ({ signal }) => getTripArrival(id!, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (live && !isFinal(query.state.error) ? ARRIVAL_POLL_MS : false),
  });
}
