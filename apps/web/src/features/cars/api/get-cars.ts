import { useQuery } from '@tanstack/react-query';
import { carQueries, type CarsQuery } from './car-queries';

export type { CarsQuery } from './car-queries';

export function useCars(query: CarsQuery) {
  return useQuery(carQueries.list(query));
}
