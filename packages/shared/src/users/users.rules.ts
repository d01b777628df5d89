import { ADMIN_ROLES, type Role } from './users.schema';

/** Who may give which role: only a superadmin makes another superadmin. */
export function canAssignRole(actor: Role, role: Role): boolean {
  return actor === 'superadmin' || role !== 'superadmin';
}

/** Who may change or delete an account: an admin never touches a superadmin's. */
export function canManageUser(actor: Role, target: Role): boolean {
  return actor === 'superadmin' || target !== 'superadmin';
}

/** Roles offered in the account form to the signed-in user. */
export function assignableRoles(actor: Role): Role[] {
  return actor === 'superadmin' ? ['staff', 'admin', 'superadmin'] : ['staff', 'admin'];
}

/** Why an account cannot be deleted by itself: the server's 409 and the web's hint. */
export const CANNOT_DELETE_SELF = 'Bạn không thể xóa tài khoản của chính mình';

/** Whether the signed-in account may delete the target: never itself. */
export function canDeleteUser(actorId: number, targetId: number): boolean {
  return actorId !== targetId;
}

/** An admin or the owner: what the depot's guarded acts (a void, a departed trip) ask for. */
export function isAdminRole(role: Role | undefined): boolean {
  return role !== undefined && ADMIN_ROLES.includes(role);
}
