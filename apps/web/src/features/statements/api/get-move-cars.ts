import { useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';
import { STATEMENTS_KEY } from './statement-keys';

/** Every vehicle (spec 1 §9: the cars fetch-all limit is 1000), for the move dialog. */
export async function getMoveCars(signal?: AbortSignal): Promise<Car[]> {
  const reply = await apiRequest<Page<Car>>('GET', '/cars', { query: { limit: 1000 }, signal });
  return reply.data.rows;
}

export function useMoveCars(enabled: boolean) {
  return useQuery({
    queryKey: [...STATEMENTS_KEY, 'move-cars'],
    queryFn: ({ signal }) => getMoveCars(signal),
    enabled,
    staleTime: 60_000,
  });
}
