import { useQuery } from '@tanstack/react-query';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { SPECIFICATIONS_KEY } from './get-specifications';

/** GET /specifications/:id → one specification, for the update form. */
export async function getSpecification(id: string, signal?: AbortSignal): Promise<Specification> {
  const reply = await apiRequest<Specification>(
    'GET',
    `/specifications/${encodeURIComponent(id)}`,
    { signal },
  );
  return reply.data;
}

/** Disabled without an id (the create route of the shared form). */
export function useSpecification(id: string | undefined) {
  return useQuery({
    queryKey: [...SPECIFICATIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getSpecification(id ?? '', signal),
    enabled: id !== undefined,
    // The form is filled once from this; a background refetch must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });
}
