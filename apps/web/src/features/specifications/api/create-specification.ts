import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Specification,
  SpecificationBody,
} from '@depot/shared/specifications/specifications.schema';
import { specificationsApi } from '@depot/shared/specifications/specifications.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type SpecificationSaved = { message: string; specification: Specification };

/** POST /specifications → the server's message and the stored row. */
export async function createSpecification(body: SpecificationBody): Promise<SpecificationSaved> {
  const reply = await callApi(specificationsApi.create, { body });
  return { message: reply.message, specification: reply.data };
}

export function useCreateSpecification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecification,
    onSuccess: () => refreshAfter(queryClient, 'specificationChanged'),
  });
}
