import type { Branch } from '@depot/shared/branches/branches.schema';
import { branchesApi } from '@depot/shared/branches/branches.contract';
import { showsBranches } from '@depot/shared/branches/branches.rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from './api-call';
import { useChosenBranch } from './branch-choice';
import { useSession } from './session';

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

/** The branches' codes by id, for cells that name a branch in two to four letters. */
export type BranchCodes = ReadonlyMap<number, string>;

export function branchCodesOf(branches: readonly Branch[]): BranchCodes {
  return new Map(branches.map((branch) => [branch.id, branch.code]));
}

/**
 * The branches' codes while a screen spans several branches (a person of every branch with
 * `Tất cả chi nhánh` in the header), to say where each row is; undefined while it shows one.
 */
export function useSpannedBranchCodes(): BranchCodes | undefined {
  const { shown, branches } = useBranches();
  const chosen = useChosenBranch();
  const everyBranch = useSession().user?.branch_id === null;
  return useMemo(
    () => (shown && everyBranch && chosen === null ? branchCodesOf(branches) : undefined),
    [shown, everyBranch, chosen, branches],
  );
}

/**
 * The branch the screens act for, as the server reads it (lib/branch-scope.ts on the server): a
 * person of one branch acts for it; someone of every branch for the one chosen in the header, or
 * for all (null).
 */
export function useActingBranch(): number | null {
  const chosen = useChosenBranch();
  const own = useSession().user?.branch_id ?? null;
  return own ?? chosen;
}
