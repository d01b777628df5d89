import { useMemo } from 'react';
import { locationLabel } from '@depot/shared/locations/locations.rules';
import type { Location } from '@depot/shared/locations/locations.schema';
import { useProvinces } from '../../../domain/location-select/get-provinces';

/**
 * The provinces a branch may serve: the 34 of the 2025 list (branch_provinces points at
 * provinces_2025, docs/domain.md "Branches"), in the list's Vietnamese order, and each one's
 * name by id (`Thành phố Cần Thơ`).
 */
export function useBranchProvinces() {
  const query = useProvinces(true, 2025);
  const provinces: Location[] = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(
    () => new Map(provinces.map((province) => [province.id, locationLabel(province)])),
    [provinces],
  );
  return { provinces, names, isLoading: query.isLoading };
}
