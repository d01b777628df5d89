import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Specification,
  SpecificationBody,
} from '@depot/shared/specifications/specifications.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';
import type { SpecificationSaved } from './create-specification';

export type UpdateSpecificationInput = { id: number; body: SpecificationBody };

/** PUT /specifications/:id → the server's message and the stored row. */
export async function updateSpecification({
  id,
  body,
}: UpdateSpecificationInput): Promise<SpecificationSaved> {
  const reply = await apiRequest<Specification>('PUT', `/specifications/${id}`, { body });
  return { message: reply.message, specification: reply.data };
}

export function useUpdateSpecification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpecification,
    onSuccess: () => refreshAfter(queryClient, 'specificationChanged'),
  });
}
