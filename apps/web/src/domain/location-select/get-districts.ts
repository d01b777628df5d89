import { useQuery } from '@tanstack/react-query';
import type { Location } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';
import { LOCATIONS_KEY } from './get-provinces';

/** GET /location/districts?province_id → the districts of one province, in order. */
export async function getDistricts(provinceId: number, signal?: AbortSignal): Promise<Location[]> {
  const reply = await callApi(locationsApi.districts, {
    query: { province_id: provinceId },
    signal,
  });
  return reply.data;
}

/** Nothing is read until a province is chosen. */
export function useDistricts(provinceId: number | undefined) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'districts', provinceId],
    queryFn: ({ signal }) => getDistricts(provinceId ?? 0, signal),
    enabled: provinceId !== undefined,
    staleTime: Infinity,
  });
}
