import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '@depot/shared/products/products.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/**
 * DELETE /products/suggest/:id → the server's message. The goods stay; they are only no longer
 * offered as a suggestion.
 */
export async function removeSuggestion(id: number): Promise<string> {
  const reply = await callApi(productsApi.removeSuggestion, { params: { id } });
  return reply.message;
}

export function useRemoveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuggestion,
    onSuccess: () => refreshAfter(queryClient, 'suggestionRemoved'),
  });
}
