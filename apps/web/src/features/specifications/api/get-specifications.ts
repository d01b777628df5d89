import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import { apiRequest } from '../../../lib/api-client';

export const SPECIFICATIONS_KEY = ['specifications'] as const;

export type SpecificationsQuery = { paged: number; limit: number; name?: string };

/** GET /specifications?paged&limit&name → one page; `name` is matched without accents. */
export async function getSpecifications(
  query: SpecificationsQuery,
  signal?: AbortSignal,
): Promise<Page<Specification>> {
  const reply = await apiRequest<Page<Specification>>('GET', '/specifications', { query, signal });
  return reply.data;
}

export function useSpecifications(query: SpecificationsQuery) {
  return useQuery({
    queryKey: [...SPECIFICATIONS_KEY, 'list', query],
    queryFn: ({ signal }) => getSpecifications(query, signal),
    placeholderData: keepPreviousData,
  });
}
