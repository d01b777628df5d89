import { useQuery } from '@tanstack/react-query';
import type { AddressVersion, Location } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';

/** The official list changes by decree, not during a working day: read it once per visit. */
export const LOCATIONS_KEY = ['locations'] as const;

/**
 * GET /location/provinces → every province, already in Vietnamese order: of the old list, or
 * with version 2025 the 34 of the new one (docs/decisions/0010-addresses-2025.md).
 */
export async function getProvinces(
  signal?: AbortSignal,
  version: AddressVersion = 1,
): Promise<Location[]> {
  const query = version === 2025 ? { version } : {};
  const reply = await callApi(locationsApi.provinces, { query, signal });
  return reply.data;
}

export function useProvinces(enabled = true, version: AddressVersion = 1) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'provinces', version],
    queryFn: ({ signal }) => getProvinces(signal, version),
    enabled,
    staleTime: Infinity,
  });
}
