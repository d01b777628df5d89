import type { Specification } from '@depot/shared/specifications/specifications.schema';
import type { SpecificationRow } from './specifications.queries';

/** The reply shape of a specification: the folded search column stays inside. */
export function toSpecification(row: SpecificationRow): Specification {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
