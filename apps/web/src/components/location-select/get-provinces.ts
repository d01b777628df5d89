import { useQuery } from '@tanstack/react-query';
import type { Location } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';

/** The official list changes by decree, not during a working day: read it once per visit. */
export const LOCATIONS_KEY = ['locations'] as const;

/** GET /location/provinces → every province, already in Vietnamese order. */
export async function getProvinces(signal?: AbortSignal): Promise<Location[]> {
  const reply = await callApi(locationsApi.provinces, { signal });
  return reply.data;
}

export function useProvinces(enabled = true) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    enabled,
    staleTime: Infinity,
  });
}
