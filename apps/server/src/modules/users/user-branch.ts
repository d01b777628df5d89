import type { Role, User } from '@depot/shared/users/users.schema';
import { BadRequestError, ForbiddenError } from '../../errors';
import type { Context } from '../../lib/context';
import { branchExists } from '../branches/branches.service';

/**
 * Which branch an account works for (docs/domain.md, "Branches"). The owner (superadmin) works
 * for every branch; a manager of one branch gives and manages accounts of that branch only; a
 * manager of every branch gives any branch, or none.
 */

const OWNER_ALL = 'Quản trị cấp cao làm việc với mọi chi nhánh';
const OWN_BRANCH_ONLY = 'Bạn chỉ quản lý tài khoản của chi nhánh mình';
const NO_BRANCH = 'Chi nhánh không tồn tại';

/**
 * The branch to store: `asked` when given (null: every branch), else `kept` (an edit keeps the
 * account's branch; a new account takes the actor's own).
 */
export async function branchToAssign(
  ctx: Context,
  actor: User | null,
  role: Role,
  asked: number | null | undefined,
  kept: number | null = actor?.branch_id ?? null,
): Promise<number | null> {
  const branch = asked === undefined ? kept : asked;
  if (role === 'superadmin') {
    if (branch !== null && asked !== undefined) {
      throw new BadRequestError(OWNER_ALL, { branch_id: OWNER_ALL });
    }
    return null;
  }
  if (actor && actor.branch_id !== null && branch !== actor.branch_id) {
    throw new ForbiddenError(OWN_BRANCH_ONLY);
  }
  if (branch !== null && !(await branchExists(ctx, branch))) {
    throw new BadRequestError(NO_BRANCH, { branch_id: NO_BRANCH });
  }
  return branch;
}

/** A manager of one branch reaches only the accounts of that branch. */
export function assertSameBranch(actor: User, target: { branch_id: number | null }) {
  if (actor.branch_id !== null && target.branch_id !== actor.branch_id) {
    throw new ForbiddenError(OWN_BRANCH_ONLY);
  }
}
