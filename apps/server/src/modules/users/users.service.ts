import type { Page } from '@depot/shared/api/envelope';
import { canAssignRole, canManageUser } from '@depot/shared/users/users.rules';
import type { userCreateSchema, userUpdateSchema } from '@depot/shared/users/users.schema';
import { type Role, type User } from '@depot/shared/users/users.schema';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { pageOf } from '../../lib/reply';
import { deleteUserSessions } from '../auth/sessions.queries';
import { toUser } from './users.mapper';
import * as q from './users.queries';

type CreateInput = z.output<typeof userCreateSchema>;
type UpdateInput = z.output<typeof userUpdateSchema>;

const NOT_FOUND = 'Không tìm thấy tài khoản';

function assertCanAssign(actor: User, role: Role) {
  if (!canAssignRole(actor.role, role)) {
    throw new ForbiddenError('Chỉ quản trị cấp cao mới được cấp quyền quản trị cấp cao');
  }
}

async function loadManageable(db: Database, actor: User, id: number) {
  const target = await q.findUserById(db, id);
  if (!target) throw new NotFoundError(NOT_FOUND);
  if (!canManageUser(actor.role, target.role as Role)) {
    throw new ForbiddenError('Bạn không có quyền thay đổi tài khoản quản trị cấp cao');
  }
  return target;
}

export async function listUsers(db: Database, paged: number, limit: number): Promise<Page<User>> {
  const { rows, total } = await q.listUsers(db, paged, limit);
  return pageOf(rows.map(toUser), total, paged, limit);
}

export async function getUser(db: Database, id: number): Promise<User> {
  const row = await q.findUserById(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toUser(row);
}

export async function createUser(
  db: Database,
  actor: User | null,
  input: CreateInput,
): Promise<User> {
  if (actor) assertCanAssign(actor, input.role);
  const taken = await q.findTaken(db, input.username, input.email);
  if (taken.username || taken.email) {
    const errors: Record<string, string> = {};
    if (taken.username) errors.username = 'Tên đăng nhập đã tồn tại';
    if (taken.email) errors.email = 'Email đã được sử dụng';
    throw new ConflictError(Object.values(errors).join('. '), errors);
  }
  const row = await q.insertUser(db, {
    username: input.username,
    email: input.email,
    fullname: input.fullname,
    role: input.role,
    password_hash: await hashPassword(input.password),
  });
  return toUser(row);
}

/** Username and e-mail never change; a new password signs the account out everywhere. */
export async function updateUser(
  db: Database,
  actor: User,
  id: number,
  input: UpdateInput,
): Promise<User> {
  const target = await loadManageable(db, actor, id);
  if (input.role) assertCanAssign(actor, input.role);
  const demotesSuperadmin =
    target.role === 'superadmin' && input.role !== undefined && input.role !== 'superadmin';
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  return db.transaction(async (tx) => {
    if (demotesSuperadmin) {
      const superadmins = await q.lockSuperadminIds(tx);
      if (superadmins.filter((s) => s !== id).length === 0) {
        throw new ConflictError('Phải còn ít nhất một tài khoản quản trị cấp cao');
      }
    }
    const row = await q.updateUser(tx, id, {
      fullname: input.fullname,
      ...(input.role ? { role: input.role } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
    });
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (passwordHash && id !== actor.id) await deleteUserSessions(tx, id);
    return toUser(row);
  });
}

export async function deleteUser(db: Database, actor: User, id: number): Promise<void> {
  if (id === actor.id) throw new ConflictError('Bạn không thể xóa tài khoản của chính mình');
  const target = await loadManageable(db, actor, id);
  await db.transaction(async (tx) => {
    if (target.role === 'superadmin') {
      const superadmins = await q.lockSuperadminIds(tx);
      if (superadmins.filter((s) => s !== id).length === 0) {
        throw new ConflictError('Không thể xóa tài khoản quản trị cấp cao cuối cùng');
      }
    }
    await q.softDeleteUser(tx, id);
    await deleteUserSessions(tx, id);
  });
}
