import { useQuery } from '@tanstack/react-query';
import type { WardOption } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';
import { LOCATIONS_KEY } from './get-provinces';

/** GET /location/wards?district_id → the wards of one old district, in order. */
export async function getWards(districtId: number, signal?: AbortSignal): Promise<WardOption[]> {
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

/**
 * GET /location/wards?province_id&version=2025 → the new wards of one new province, each with
 * `formerly` (the old wards it was made of), so a select finds `Phường Sài Gòn` by `Bến Nghé`.
 */
export async function getNewWards(provinceId: number, signal?: AbortSignal): Promise<WardOption[]> {
  const reply = await callApi(locationsApi.wards, {
    query: { province_id: provinceId, version: 2025 },
    signal,
  });
  return reply.data;
}

/** Nothing is read until a new province is chosen. */
export function useNewWards(provinceId: number | undefined) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'wards-2025', provinceId],
    queryFn: ({ signal }) => getNewWards(provinceId ?? 0, signal),
    enabled: provinceId !== undefined,
    staleTime: Infinity,
  });
}
