import { z } from 'zod';
import { optionalText, requiredEmail, requiredText, safeText } from '../validation/text-rules';
import { pageQuerySchema } from '../api/envelope';
import { idNumber } from '../validation/numbers';

/**
 * The branch a person works for (docs/domain.md, "Branches"): an id, or null for every branch
 * (the owner, a head-office admin). Left out of a create: the creator's own branch.
 */
const branchIdField = z.preprocess(
  (v) => (v === '' ? null : v),
  idNumber('Chi nhánh không hợp lệ').nullable().optional(),
);

export const ROLES = ['superadmin', 'admin', 'staff'] as const;
export const roleSchema = z.enum(ROLES, { error: 'Vai trò không hợp lệ' });
export type Role = z.infer<typeof roleSchema>;

/** Roles that manage accounts (docs/domain.md). */
/** The depot's admins and its owner: guarded acts (a void, a departed trip, a write-off). */
export const ADMIN_ROLES: readonly Role[] = ['superadmin', 'admin'];
export const ACCOUNT_MANAGER_ROLES = ADMIN_ROLES;
export function canManageAccounts(role: Role | undefined): boolean {
  return role !== undefined && ACCOUNT_MANAGER_ROLES.includes(role);
}

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Quản trị cấp cao',
  admin: 'Quản trị',
  staff: 'Nhân viên',
};

/** Spec 1 §5: username, password and fullname 6–250 characters; e-mail valid, at most 250. */
export const userFields = {
  username: requiredText('Tên đăng nhập', { min: 6 }),
  password: requiredText('Mật khẩu', { min: 6, trim: false }),
  email: requiredEmail('Email'),
  fullname: requiredText('Họ và tên', { min: 6 }),
};

export const userCreateSchema = z.object({
  username: userFields.username,
  password: userFields.password,
  email: userFields.email,
  fullname: userFields.fullname,
  role: roleSchema.default('staff'),
  branch_id: branchIdField,
});
export type UserCreate = z.input<typeof userCreateSchema>;

/** PUT: username and e-mail cannot change (they are ignored), password is optional. */
export const userUpdateSchema = z.object({
  username: safeText('Tên đăng nhập', 'Tên đăng nhập không hợp lệ').optional(),
  email: safeText('Email', 'Email không hợp lệ').optional(),
  password: optionalText('Mật khẩu', { min: 6, trim: false }),
  fullname: userFields.fullname,
  role: roleSchema.optional(),
  branch_id: branchIdField,
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: roleSchema,
  /** null: every branch. */
  branch_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const USERS_PAGE_SIZE = 10;
export const userListQuerySchema = pageQuerySchema(USERS_PAGE_SIZE);
