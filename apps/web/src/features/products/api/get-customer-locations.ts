import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerLocation } from '@depot/shared/locations/locations.schema';
import { locationsApi } from '@depot/shared/locations/locations.contract';
import { callApi } from '../../../lib/api-call';

/** GET /location/customer → the province/district/ward groups customers live in. */
export async function getCustomerLocations(signal?: AbortSignal): Promise<CustomerLocation[]> {
  const reply = await callApi(locationsApi.customers, { signal });
  return reply.data;
}

/** Under `['products']`: a new customer's address shows after the next goods write or reload. */
export const customerLocationsQuery = () =>
  queryOptions({
    queryKey: ['products', 'customer-locations'],
    queryFn: ({ signal }) => getCustomerLocations(signal),
    staleTime: 60_000,
  });

/**
 * `enabled`: read only once the address-group filter needs them (opened, or groups picked): the
 * demo depot's 3 936 groups are 765 KB before compression (issue 26).
 */
export function useCustomerLocations(enabled = true) {
  return useQuery({ ...customerLocationsQuery(), enabled });
}
