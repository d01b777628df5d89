import type { Branch } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { showsBranches } from '@depot/shared/branches/branches.rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-call';

/** The depot's branches: the header's switch, the branch selects, the branches screen. */
export const BRANCHES_KEY = ['branches'] as const;

export async function getBranches(signal?: AbortSignal): Promise<Branch[]> {
  return (await callApi(branchesApi.list, { signal })).data;
}

/** Branches change rarely: read once a minute at most (a change refreshes them at once). */
export const branchesQuery = queryOptions({
  queryKey: BRANCHES_KEY,
  queryFn: ({ signal }) => getBranches(signal),
  staleTime: 60_000,
});

export function useBranches() {
  const query = useQuery(branchesQuery);
  const branches = query.data ?? [];
  return {
    branches,
    isLoading: query.isLoading,
    /** The list arrived: an empty list while loading or after a failure says nothing. */
    isLoaded: query.isSuccess,
    // A depot with one branch shows no branch anywhere (docs/domain.md, "Branches").
    shown: showsBranches(branches.length),
  };
}
