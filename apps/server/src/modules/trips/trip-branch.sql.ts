import { eq, or, type SQL } from 'drizzle-orm';
import { trips } from '../../db/schema/index';

/**
 * Trips of a branch (docs/domain.md, "Branches"): leaving it or going to it. null or undefined:
 * every branch (no condition). The lists, the statistics and the dashboard of a branch read
 * their trips through it.
 */
export function tripOfBranch(branch: number | null | undefined): SQL | undefined {
  if (branch === null || branch === undefined) return undefined;
  return or(eq(trips.from_branch_id, branch), eq(trips.to_branch_id, branch));
}
