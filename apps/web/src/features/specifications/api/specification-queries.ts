import type { z } from 'zod';
import type { Page } from '@depot/shared/api/envelope';
import type {
  Specification,
  specificationListQuerySchema,
} from '@depot/shared/specifications/specifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { resourceQueries } from '../../../lib/resource-queries';

/** A page of the list as the shared schema reads it (`paged`, `limit`, `name`). */
export type SpecificationsQuery = z.output<typeof specificationListQuerySchema>;

/** GET /specifications?paged&limit&name → one page; `name` is matched without accents. */
export async function getSpecifications(
  query: SpecificationsQuery,
  signal?: AbortSignal,
): Promise<Page<Specification>> {
  const reply = await apiRequest<Page<Specification>>('GET', '/specifications', { query, signal });
  return reply.data;
}

/** GET /specifications/:id → one specification, for the update form. */
export async function getSpecification(id: string, signal?: AbortSignal): Promise<Specification> {
  const reply = await apiRequest<Specification>(
    'GET',
    `/specifications/${encodeURIComponent(id)}`,
    { signal },
  );
  return reply.data;
}

export const specificationQueries = resourceQueries('specifications', {
  list: getSpecifications,
  detail: getSpecification,
});
