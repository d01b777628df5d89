import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';

export const CARS_KEY = ['cars'] as const;

export type CarsQuery = { paged: number; limit: number; number_car?: string };

/** GET /cars?paged&limit&number_car → one page; the plate filter ignores separators. */
export async function getCars(query: CarsQuery, signal?: AbortSignal): Promise<Page<Car>> {
  const reply = await apiRequest<Page<Car>>('GET', '/cars', { query, signal });
  return reply.data;
}

export function useCars(query: CarsQuery) {
  return useQuery({
    queryKey: [...CARS_KEY, 'list', query],
    queryFn: ({ signal }) => getCars(query, signal),
    placeholderData: keepPreviousData,
  });
}
