import { useQuery } from '@tanstack/react-query';
import { branchesQuery } from '../../../lib/branch-queries';

/**
 * GET /branches → every branch with the provinces it serves (a depot has a handful: no pages).
 * The same query as the header's switch and the branch selects, so a save refreshes them all.
 */
export function useBranchList() {
  return useQuery(branchesQuery);
}
