import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SUGGESTIONS_KEY } from './search-suggestions';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
  });
}
