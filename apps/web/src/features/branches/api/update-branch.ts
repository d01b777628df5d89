import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchBody } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';
import type { BranchSaved } from './create-branch';

export type UpdateBranchInput = { id: number; body: BranchBody };

/** PUT /branches/:id → the server's message and the stored branch. */
export async function updateBranch({ id, body }: UpdateBranchInput): Promise<BranchSaved> {
  const reply = await callApi(branchesApi.update, { params: { id }, body });
  return { message: reply.message, branch: reply.data };
}

export function useUpdateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBranch,
    onSuccess: () => refreshAfter(queryClient, 'branchChanged'),
  });
}
