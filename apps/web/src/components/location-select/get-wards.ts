import { useQuery } from '@tanstack/react-query';
import type { Location } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';
import { LOCATIONS_KEY } from './get-provinces';

/** GET /location/wards?district_id → the wards of one district, in order. */
export async function getWards(districtId: number, signal?: AbortSignal): Promise<Location[]> {
  const reply = await callApi(locationsApi.wards, {
    query: { district_id: districtId },
    signal,
  });
  return reply.data;
}

/** Nothing is read until a district is chosen. */
export function useWards(districtId: number | undefined) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'wards', districtId],
    queryFn: ({ signal }) => getWards(districtId ?? 0, signal),
    enabled: districtId !== undefined,
    staleTime: Infinity,
  });
}
