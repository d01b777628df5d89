import type { Page } from '@depot/shared/api/envelope';
import {
  CANNOT_DELETE_SELF,
  canAssignRole,
  canDeleteUser,
  canManageUser,
} from '@depot/shared/users/users.rules';
import type { userCreateSchema, userUpdateSchema } from '@depot/shared/users/users.schema';
import { type Role, type User } from '@depot/shared/users/users.schema';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { actorOf, inTransaction, type Context } from '../../lib/context';
import { guardConstraints, type ConstraintConflicts } from '../../lib/constraint-conflict';
import { hashPassword } from '../../lib/password';
import { pageOf } from '../../lib/reply';
import { endSessionsOf } from '../auth/auth.service';
import { toUser } from './users.mapper';
import * as q from './users.queries';
import { assertSameBranch, branchToAssign } from './user-branch';
import { publishChange } from '../../lib/publish-change';
import { lockSuperadminIds } from '../../lib/row-locks';

/** The reply shape of an account, for modules that read accounts with their own joins. */
export { toUser } from './users.mapper';

type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;

const NOT_FOUND = 'Không tìm thấy tài khoản';
const USERNAME_TAKEN = 'Tên đăng nhập đã tồn tại';
const EMAIL_TAKEN = 'Email đã được sử dụng';

/** Two people creating the same account at once both pass the check; the index stops one. */
const CONFLICTS: ConstraintConflicts = {
  users_username_live_key: { message: USERNAME_TAKEN, field: 'username' },
  users_email_live_key: { message: EMAIL_TAKEN, field: 'email' },
};

function assertCanAssign(actor: User, role: Role) {
  if (!canAssignRole(actor.role, role)) {
    throw new ForbiddenError('Chỉ quản trị cấp cao mới được cấp quyền quản trị cấp cao');
  }
}

async function loadManageable(ctx: Context, actor: User, id: number) {
  const target = await q.findUserById(ctx.db, id);
  if (!target) throw new NotFoundError(NOT_FOUND);
  if (!canManageUser(actor.role, target.role as Role)) {
    throw new ForbiddenError('Bạn không có quyền thay đổi tài khoản quản trị cấp cao');
  }
  assertSameBranch(actor, target);
  return target;
}

/** The live account of a username (any case) with its password hash, for signing in. */
export async function findLoginAccount(
  ctx: Context,
  username: string,
): Promise<{ user: User; passwordHash: string } | undefined> {
  const row = await q.findUserByUsername(ctx.db, username);
  return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
}

export async function listUsers(
  ctx: Context,
  { paged, limit }: { paged: number; limit: number },
): Promise<Page<User>> {
  const { rows, total } = await q.listUsers(ctx.db, paged, limit);
  return pageOf(rows.map(toUser), total, paged, limit);
}

export async function getUser(ctx: Context, id: number): Promise<User> {
  const row = await q.findUserById(ctx.db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toUser(row);
}

/** Without an actor (the first superadmin, tests) the role is not checked. */
export async function createUser(ctx: Context, input: CreateInput): Promise<User> {
  if (ctx.actor) assertCanAssign(ctx.actor, input.role);
  const taken = await q.findTaken(ctx.db, input.username, input.email);
  if (taken.username || taken.email) {
    const errors: Record<string, string> = {};
    if (taken.username) errors.username = USERNAME_TAKEN;
    if (taken.email) errors.email = EMAIL_TAKEN;
    throw new ConflictError(Object.values(errors).join('. '), errors);
  }
  const branchId = await branchToAssign(ctx, ctx.actor, input.role, input.branch_id);
  const passwordHash = await hashPassword(input.password);
  const row = await guardConstraints(CONFLICTS, () =>
    q.insertUser(ctx.db, {
      username: input.username,
      email: input.email,
      fullname: input.fullname,
      role: input.role,
      branch_id: branchId,
      password_hash: passwordHash,
    }),
  );
  await publishChange(ctx, 'userChanged', [row.id]);
  return toUser(row);
}

/** Username and e-mail never change; a new password signs the account out everywhere. */
export async function updateUser(ctx: Context, id: number, input: UpdateInput): Promise<User> {
  const actor = actorOf(ctx);
  const target = await loadManageable(ctx, actor, id);
  if (input.role) assertCanAssign(actor, input.role);
  const demotesSuperadmin =
    target.role === 'superadmin' && input.role !== undefined && input.role !== 'superadmin';
  const role = input.role ?? (target.role as Role);
  // A role or a branch changed: the branch checked again (an owner has none).
  const branchId =
    input.branch_id !== undefined || role !== target.role
      ? await branchToAssign(ctx, actor, role, input.branch_id, target.branch_id)
      : undefined;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return inTransaction(ctx, async (tx) => {
    if (demotesSuperadmin) {
      const superadmins = await lockSuperadminIds(tx.db);
      if (superadmins.filter((s) => s !== id).length === 0) {
        throw new ConflictError('Phải còn ít nhất một tài khoản quản trị cấp cao');
      }
    }
    const row = await q.updateUser(tx.db, id, {
      fullname: input.fullname,
      ...(input.role ? { role: input.role } : {}),
      ...(branchId !== undefined ? { branch_id: branchId } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (passwordHash && id !== actor.id) await endSessionsOf(tx, id);
    await publishChange(tx, 'userChanged', [id]);
    return toUser(row);
  });
}

export async function deleteUser(ctx: Context, id: number): Promise<void> {
  const actor = actorOf(ctx);
  if (!canDeleteUser(actor.id, id)) throw new ConflictError(CANNOT_DELETE_SELF);
  const target = await loadManageable(ctx, actor, id);
  await inTransaction(ctx, async (tx) => {
    if (target.role === 'superadmin') {
      const superadmins = await lockSuperadminIds(tx.db);
      if (superadmins.filter((s) => s !== id).length === 0) {
        throw new ConflictError('Không thể xóa tài khoản quản trị cấp cao cuối cùng');
      }
    }
    await q.softDeleteUser(tx.db, id);
    await endSessionsOf(tx, id);
    await publishChange(tx, 'userChanged', [id]);
  });
}
