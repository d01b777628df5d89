import type { Branch } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { showsBranches } from '@depot/shared/branches/branches.rules';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-call';

/** The depot's branches: the header's switch, the branch selects, the branches screen. */
export const BRANCHES_KEY = ['branches'] as const;

export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  return (await callApi(branchesApi.list, { signal })).data;
}

/** Branches change rarely: read once a minute at most (a change refreshes them at once). */
export function useBranches() {
  const query = useQuery({
    queryKey: BRANCHES_KEY,
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 60_000,
  });
  const branches = query.data ?? [];
  // A depot with one branch shows no branch anywhere (docs/domain.md, "Branches").
  return { branches, isLoading: query.isLoading, shown: showsBranches(branches.length) };
}
