import { productsApi } from '@depot/shared/products/products.contract';
import type { WaitingGoodsQuery } from '@depot/shared/products/waiting-goods.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-call';

/**
 * Under `['products']` (lib/refresh-map.ts): every change to goods (a scan off a vehicle, a
 * payment, an edit, a delete) already refreshes the goods' queries, and this list is goods.
 */
const waitingKey = (query: WaitingGoodsQuery) => ['products', 'waiting', query] as const;

/** GET /products/waiting: a page of customers with goods waiting at the branch acted for. */
export function useWaitingGoods(query: WaitingGoodsQuery) {
  return useQuery(
    queryOptions({
      queryKey: waitingKey(query),
      queryFn: async ({ signal }) => (await callApi(productsApi.waiting, { query, signal })).data,
      // The page shown stays while the next page or the next name loads, so nothing jumps.
      placeholderData: keepPreviousData,
    }),
  );
}
