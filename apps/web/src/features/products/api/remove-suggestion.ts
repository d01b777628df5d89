import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/**
 * DELETE /products/suggest/:id → the server's message. The goods stay; they are only no longer
 * offered as a suggestion.
 */
export async function removeSuggestion(id: number): Promise<string> {
  const reply = await apiRequest<unknown>('DELETE', `/products/suggest/${id}`);
  return reply.message;
}

export function useRemoveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuggestion,
    onSuccess: () => refreshAfter(queryClient, 'suggestionRemoved'),
  });
}
