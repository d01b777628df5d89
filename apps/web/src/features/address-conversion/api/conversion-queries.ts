import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversionStatus, Customer } from '@depot/shared/customers/customers.schema';
import { CONVERSION_PAGE_SIZE } from '@depot/shared/customers/customers.schema';
import { customersApi } from '@depot/shared/customers/customers.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** Under `['customers']`: every change of a customer refreshes it, and a conversion them. */
const KEY = ['customers', 'address-conversion'] as const;

/** GET /customers/address-conversion: the counts and a page of those to pick for. */
export async function getConversionStatus(
  paged: number,
  signal?: AbortSignal,
): Promise<ConversionStatus> {
  const reply = await callApi(customersApi.conversionStatus, {
    query: { paged, limit: CONVERSION_PAGE_SIZE },
    signal,
  });
  return reply.data;
}

export function useConversionStatus(paged: number) {
  return useQuery({
    queryKey: [...KEY, paged],
    queryFn: ({ signal }) => getConversionStatus(paged, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /customers/address-conversion: every certain one at once → how many. */
export function useConvertCertain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<number> => {
      const reply = await callApi(customersApi.convertCertain, {});
      return reply.data.converted;
    },
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}

/** POST /customers/:id/address-conversion: one customer to the new ward a person picked. */
export function useConvertOne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, wardId }: { id: number; wardId: number }): Promise<Customer> => {
      const reply = await callApi(customersApi.convertOne, {
        params: { id },
        body: { ward_id: wardId },
      });
      return reply.data;
    },
    onSuccess: () => refreshAfter(queryClient, 'customerChanged'),
  });
}
