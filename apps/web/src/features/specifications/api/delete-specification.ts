import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /specifications/:id → the server's message (409 while goods use it). */
export async function deleteSpecification(id: number): Promise<string> {
  const reply = await apiRequest<null>('DELETE', `/specifications/${id}`);
  return reply.message;
}

export function useDeleteSpecification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecification,
    onSuccess: () => refreshAfter(queryClient, 'specificationChanged'),
  });
}
