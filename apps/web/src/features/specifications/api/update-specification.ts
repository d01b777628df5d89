import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecificationBody } from '@depot/shared/specifications/specifications.schema';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import type { SpecificationSaved } from './create-specification';

export type UpdateSpecificationInput = { id: number; body: SpecificationBody };

/** PUT /specifications/:id → the server's message and the stored row. */
export async function updateSpecification({
  id,
  body,
}: UpdateSpecificationInput): Promise<SpecificationSaved> {
  const reply = await callApi(specificationsApi.update, { params: { id }, body });
  return { message: reply.message, specification: reply.data };
}

export function useUpdateSpecification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpecification,
    onSuccess: () => refreshAfter(queryClient, 'specificationChanged'),
  });
}
