import { useQuery } from '@tanstack/react-query';
import { carQueries } from './car-queries';

/** Disabled without an id (the create route of the shared form). */
export function useCar(id: string | undefined) {
  return useQuery({ ...carQueries.detail(id ?? ''), enabled: id !== undefined });
}
