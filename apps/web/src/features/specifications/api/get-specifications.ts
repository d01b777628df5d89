import { useQuery } from '@tanstack/react-query';
import { specificationQueries, type SpecificationsQuery } from './specification-queries';

export type { SpecificationsQuery } from './specification-queries';

export function useSpecifications(query: SpecificationsQuery) {
  return useQuery(specificationQueries.list(query));
}
