import { useMutation, useQueryClient } from '@tanstack/react-query';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** DELETE /specifications/:id → the server's message (409 while goods use it). */
export async function deleteSpecification(id: number): Promise<string> {
  const reply = await callApi(specificationsApi.remove, { params: { id } });
  return reply.message;
}

export function useDeleteSpecification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecification,
    onSuccess: () => refreshAfter(queryClient, 'specificationChanged'),
  });
}
