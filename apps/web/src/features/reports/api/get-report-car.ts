import { useQuery } from '@tanstack/react-query';
import type { Car } from '@depot/shared/cars/cars.schema';
import { apiRequest } from '../../../lib/api-client';
import { REPORTS_KEY } from './report-keys';

/** GET /cars/:id → the vehicle of the car page. */
export async function getReportCar(id: number, signal?: AbortSignal): Promise<Car> {
  const reply = await apiRequest<Car>('GET', `/cars/${id}`, { signal });
  return reply.data;
}

/** Nothing is asked without a vehicle; a missing car is not worth asking twice. */
export function useReportCar(id: number | undefined) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'car', id],
    queryFn: ({ signal }) => getReportCar(id!, signal),
    enabled: id !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}
