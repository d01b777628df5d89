import { useQuery } from '@tanstack/react-query';
import { specificationQueries } from './specification-queries';

/** Disabled without an id (the create route of the shared form). */
export function useSpecification(id: string | undefined) {
  return useQuery({ ...specificationQueries.detail(id ?? ''), enabled: id !== undefined });
}
