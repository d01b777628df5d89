import { FIRST_BRANCH_ID } from '@depot/shared/branches/branches.rules';
import type { Context } from '../../lib/context';
import { branchExists as existsQuery, branchServingCustomer } from './goods-ends.queries';

/**
 * The two ends of new goods (docs/domain.md, "Branches"): received at the branch the clerk acts
 * for (the first branch when they act for all), going to the branch chosen, else the one serving
 * the customer's province, else the receiving branch itself.
 */
export async function goodsEnds(
  ctx: Context,
  customerId: number,
  chosen: number | undefined,
): Promise<{ origin_branch_id: number; destination_branch_id: number }> {
  const origin = ctx.branch ?? FIRST_BRANCH_ID;
  const destination = chosen ?? (await branchServingCustomer(ctx.db, customerId)) ?? origin;
  return { origin_branch_id: origin, destination_branch_id: destination };
}

/** Whether a branch exists: a chosen destination is checked before the goods are written. */
export function branchExists(ctx: Context, id: number): Promise<boolean> {
  return existsQuery(ctx.db, id);
}
