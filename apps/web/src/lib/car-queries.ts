import { useQuery } from '@tanstack/react-query';
import { carsApi } from '@depot/shared/cars/cars.contract';
import { callApi } from './api-call';

/** Spec 1 §9: the pickers read every vehicle at once (the cars fetch-all limit is 1000). */
const ALL_CARS = { paged: 1, limit: 1000 };

/**
 * GET /cars?paged=1&limit=1000 → every vehicle, for the pickers of the pickup form and of
 * Chuyển xe. Under `['cars']`, so a vehicle added or edited refreshes them (lib/refresh-map.ts).
 */
export function useAllCars(enabled = true) {
  return useQuery({
    queryKey: ['cars', 'all'],
    queryFn: async ({ signal }) =>
      (await callApi(carsApi.list, { query: ALL_CARS, signal })).data.rows,
    enabled,
    // The fleet changes seldom, and a change refreshes it: opening a dialog need not wait.
    staleTime: 60_000,
  });
}

/**
 * GET /cars/:id → the vehicle a statement or report page is about (components/car-lookup-alert
 * says why there is none). Nothing is asked without an id; a missing car is not worth asking
 * twice.
 */
export function useCarOfPage(id: number | undefined) {
  return useQuery({
    queryKey: ['cars', 'of-page', id],
    queryFn: async ({ signal }) =>
      (await callApi(carsApi.get, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}
