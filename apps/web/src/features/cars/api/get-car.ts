import { useQuery } from '@tanstack/react-query';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';
import { CARS_KEY } from './get-cars';

/** GET /cars/:id → one car, for the update form. */
export async function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  const reply = await apiRequest<Car>('GET', `/cars/${encodeURIComponent(id)}`, { signal });
  return reply.data;
}

/** Disabled without an id (the create route of the shared form). */
export function useCar(id: string | undefined) {
  return useQuery({
    queryKey: [...CARS_KEY, 'detail', id],
    queryFn: ({ signal }) => getCar(id ?? '', signal),
    enabled: id !== undefined,
    // The form is filled once from this; a background refetch must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });
}
