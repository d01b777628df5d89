import type { TripRoad } from '@depot/shared/trips/trip-arrival.schema';
import { vi } from '../../../i18n/vi';
import { useBranches } from '../../../lib/branch-queries';

/**
 * `SG → CT` of a trip, by the branches' codes; undefined on a depot of one branch, which shows
 * no branch anywhere (docs/domain.md, "Branches"), or before the list has arrived.
 */
export function useTripEnds(road: TripRoad | undefined): string | undefined {
  const { branches, shown } = useBranches();
  if (!road || !shown) return undefined;
  const code = (id: number) => branches.find((b) => b.id === id)?.code ?? `#${id}`;
  return vi.statements.road.ends(code(road.from_branch_id), code(road.to_branch_id));
}
