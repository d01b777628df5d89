import type { z } from 'zod';
import type { Page } from '@depot/shared/api/envelope';
import type { Car, carListQuerySchema } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';
import { resourceQueries } from '../../../lib/resource-queries';

/** A page of the car list as the shared schema reads it (`paged`, `limit`, `number_car`). */
export type CarsQuery = z.output<typeof carListQuerySchema>;

/** GET /cars?paged&limit&number_car → one page; the plate filter ignores separators. */
export async function getCars(query: CarsQuery, signal?: AbortSignal): Promise<Page<Car>> {
  const reply = await apiRequest<Page<Car>>('GET', '/cars', { query, signal });
  return reply.data;
}

/** GET /cars/:id → one car, for the update form. */
export async function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  const reply = await apiRequest<Car>('GET', `/cars/${encodeURIComponent(id)}`, { signal });
  return reply.data;
}

export const carQueries = resourceQueries('cars', { list: getCars, detail: getCar });
