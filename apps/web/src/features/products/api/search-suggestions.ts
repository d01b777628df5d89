import { useQuery } from '@tanstack/react-query';
import type { ProductSuggestion } from '@depot/shared/products/products-suggest.schema';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { productQueries } from './product-queries';

export type SuggestionSearch = { query: string; customer_id: number };

/**
 * GET /products/search?query&customer_id → the customer's earlier goods whose name is like the
 * typed one (accent-insensitive, best match first), each a chip that can fill the form.
 */
export async function searchSuggestions(
  search: SuggestionSearch,
  signal?: AbortSignal,
): Promise<ProductSuggestion[]> {
  const reply = await callApi(productsApi.search, {
    query: search,
    signal,
  });
  return reply.data;
}

/** Under `['products', 'suggestions']`: a saved or removed line refreshes them. */
export const SUGGESTIONS_KEY = [...productQueries.all(), 'suggestions'] as const;

/**
 * The chips for a customer and an already debounced, trimmed name; nothing is asked until both
 * are there.
 */
export function useSuggestions(customerId: number | undefined, query: string) {
  return useQuery({
    queryKey: [...SUGGESTIONS_KEY, customerId, query] as const,
    queryFn: ({ signal }) => searchSuggestions({ query, customer_id: customerId ?? 0 }, signal),
    enabled: customerId !== undefined && query !== '',
    // The previous name's chips stay while the next load, but never another customer's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === customerId ? previous : undefined,
  });
}
