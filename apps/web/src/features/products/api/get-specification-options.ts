import { useQuery } from '@tanstack/react-query';
import type { Specification } from '@depot/shared/specifications/specifications.schema';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { callApi } from '../../../lib/api-call';

/** A depot has a handful of specifications: one request brings them all for the select. */
const ALL = 1000;

/** GET /specifications?limit=1000 → every specification, for the form's Quy cách select. */
export async function getSpecificationOptions(signal?: AbortSignal): Promise<Specification[]> {
  const reply = await callApi(specificationsApi.list, {
    query: { paged: 1, limit: ALL },
    signal,
  });
  return reply.data.rows;
}

/** Under `['specifications']`, so that a specification saved anywhere refreshes the select. */
export function useSpecificationOptions() {
  return useQuery({
    queryKey: ['specifications', 'options'] as const,
    queryFn: ({ signal }) => getSpecificationOptions(signal),
  });
}
