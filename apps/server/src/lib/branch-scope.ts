import type { User } from '@depot/shared/users/users.schema';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenError } from '../errors';

/**
 * The branch a request acts for (docs/domain.md, "Branches"): a person of one branch acts for
 * it; the owner and the admins of every branch act for all, or for the one they picked in the
 * header's switch (`X-Branch-Id`). null: every branch.
 */
export const BRANCH_HEADER = 'x-branch-id';
const BRANCH_INVALID = 'Chi nhánh không hợp lệ';
export const OWN_BRANCH_ONLY = 'Bạn chỉ làm việc với chi nhánh của mình';

export function branchOfRequest(request: FastifyRequest): number | null {
  const user: User | null = request.user;
  if (!user) return null;
  const header = request.headers[BRANCH_HEADER];
  const text = Array.isArray(header) ? header[0] : header;
  const asked = text === undefined || text === '' ? null : Number(text);
  if (asked !== null && (!Number.isSafeInteger(asked) || asked <= 0)) {
    throw new BadRequestError(BRANCH_INVALID);
  }
  if (user.branch_id === null) return asked;
  if (asked !== null && asked !== user.branch_id) throw new ForbiddenError(OWN_BRANCH_ONLY);
  return user.branch_id;
}

/** Whether a request of `branch` may act on something of these branches (null: every branch). */
export function actsFor(branch: number | null | undefined, ...branches: number[]): boolean {
  return branch === null || branch === undefined || branches.includes(branch);
}
