import { useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';

/** Spec 1 §9: the pickup form reads every vehicle at once (limit 1000). */
const ALL_CARS = { paged: 1, limit: 1000 };

/** GET /cars?paged=1&limit=1000 → every vehicle, for the pickup form's picker. */
export async function getPickupCars(signal?: AbortSignal): Promise<Car[]> {
  const reply = await apiRequest<Page<Car>>('GET', '/cars', { query: ALL_CARS, signal });
  return reply.data.rows;
}

/** Kept under `['cars']`, so a car added or edited elsewhere refreshes the picker. */
export function usePickupCars() {
  return useQuery({
    queryKey: ['cars', 'pickup', ALL_CARS],
    queryFn: ({ signal }) => getPickupCars(signal),
  });
}
