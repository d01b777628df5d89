import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Branch, BranchBody } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** The server's message and the stored branch, whose code is in capitals (`ct` → `CT`). */
export type BranchSaved = { message: string; branch: Branch };

/** POST /branches → the server's message and the stored branch. */
export async function createBranch(body: BranchBody): Promise<BranchSaved> {
  const reply = await callApi(branchesApi.create, { body });
  return { message: reply.message, branch: reply.data };
}

export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBranch,
    onSuccess: () => refreshAfter(queryClient, 'branchChanged'),
  });
}
