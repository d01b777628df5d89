import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STATEMENTS_KEY, type LinesScope } from './statement-keys';

/** DELETE /trips → a vehicle's list (or one customer's lines) goes to the archive. */
export async function deleteTrips(scope: LinesScope & { reason?: string }): Promise<string> {
  const reply = await apiRequest<unknown>('DELETE', '/trips', { query: scope });
  return reply.message;
}

export function useDeleteTrips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrips,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATEMENTS_KEY }),
  });
}
