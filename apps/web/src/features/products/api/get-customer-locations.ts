import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerLocation } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../../lib/api-call';

/** What the address-group select asks for: the typed text, and the groups already picked. */
export type CustomerLocationSearch = { q: string; picked: string[] };

/**
 * GET /location/customer?q&location → the first 50 groups whose label contains `q` (all groups
 * when it is empty), and the picked ones (`79.760.26734`, `2025:79.26740`) so their chips keep
 * their names. Searched on the server: the demo depot's 3 936 groups were 765 KB in one reply
 * (docs/speed.md).
 */
export async function getCustomerLocations(
  { q, picked }: CustomerLocationSearch,
  signal?: AbortSignal,
): Promise<CustomerLocation[]> {
  const reply = await callApi(locationsApi.customers, {
    // Nothing picked: no `location` in the URL (the schema reads it as none).
    query: { ...(q ? { q } : {}), location: picked.length > 0 ? picked : undefined },
    signal,
  });
  return reply.data;
}

/** Under `['products']`: a new customer's address shows after the next goods write or reload. */
export const customerLocationsQuery = ({ q, picked }: CustomerLocationSearch) =>
  queryOptions({
    queryKey: ['products', 'customer-locations', q, picked],
    queryFn: ({ signal }) => getCustomerLocations({ q, picked }, signal),
    staleTime: 60_000,
  });

/**
 * `enabled`: read only once the address-group filter needs them (opened, or groups picked).
 * The previous answer stays shown while the next one loads, so the options do not blink at each
 * key typed or group picked.
 */
export function useCustomerLocations(search: CustomerLocationSearch, enabled = true) {
  return useQuery({
    ...customerLocationsQuery(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
