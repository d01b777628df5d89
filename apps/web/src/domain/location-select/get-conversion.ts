import { useQuery } from '@tanstack/react-query';
import type { WardConversion } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../lib/api-call';
import { LOCATIONS_KEY } from './get-provinces';

/** GET /location/convert?ward_id → the new ward(s) an old ward went into, and if it is sure. */
export async function getConversion(wardId: number, signal?: AbortSignal): Promise<WardConversion> {
  const reply = await callApi(locationsApi.convert, { query: { ward_id: wardId }, signal });
  return reply.data;
}

/** Nothing is read until an old ward is chosen; the mapping is fixed data, read once. */
export function useConversion(wardId: number | undefined) {
  return useQuery({
    queryKey: [...LOCATIONS_KEY, 'convert', wardId],
    queryFn: ({ signal }) => getConversion(wardId ?? 0, signal),
    enabled: wardId !== undefined,
    staleTime: Infinity,
  });
}
