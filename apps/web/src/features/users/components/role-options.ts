import { ROLE_LABELS, type Role } from '@depot/shared/users/users.schema';
import { assignableRoles } from '@depot/shared/users/users.rules';

export type RoleOption = { value: Role; label: string; disabled?: boolean };

/**
 * Roles the signed-in user may give (only a superadmin offers 'Quản trị cấp cao'). A role they may
 * not give but the account already has stays visible, disabled, so the select can show it.
 */
export function roleOptions(actor: Role | undefined, current?: Role): RoleOption[] {
  const allowed = assignableRoles(actor ?? 'staff');
  const options: RoleOption[] = allowed.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  if (current && !allowed.includes(current)) {
    options.push({ value: current, label: ROLE_LABELS[current], disabled: true });
  }
  return options;
}
