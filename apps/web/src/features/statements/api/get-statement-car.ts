import { useQuery } from '@tanstack/react-query';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';
import { STATEMENTS_KEY } from './statement-keys';

/** GET /cars/:id → the vehicle a statement page is about. */
export async function getStatementCar(id: number, signal?: AbortSignal): Promise<Car> {
  const reply = await apiRequest<Car>('GET', `/cars/${id}`, { signal });
  return reply.data;
}

/** Nothing is asked without a vehicle; a missing car is not worth asking twice. */
export function useStatementCar(id: number | undefined) {
  return useQuery({
    queryKey: [...STATEMENTS_KEY, 'car', id],
    queryFn: ({ signal }) => getStatementCar(id!, signal),
    enabled: id !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}
