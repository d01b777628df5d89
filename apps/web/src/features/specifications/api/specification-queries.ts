import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { resourceQueries, type ListQuery } from '../../../lib/resource-queries';

/** A page of the list as the shared schema reads it (`paged`, `limit`, `name`). */
export type SpecificationsQuery = ListQuery<typeof specificationsApi.list>;

/**
 * GET /specifications?paged&limit&name → one page (`name` is matched without accents);
 * GET /specifications/:id → one specification, for the update form.
 */
export const specificationQueries = resourceQueries('specifications', {
  list: specificationsApi.list,
  detail: specificationsApi.get,
});
