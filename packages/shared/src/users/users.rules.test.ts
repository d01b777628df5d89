import { describe, expect, it } from 'vitest';
import { CANNOT_DELETE_SELF, canAssignRole, canDeleteUser, canManageUser } from './users.rules';

describe('account rules', () => {
  it('never lets an account delete itself, with the message the server sends', () => {
    expect(canDeleteUser(3, 3)).toBe(false);
    expect(canDeleteUser(3, 4)).toBe(true);
    expect(CANNOT_DELETE_SELF).toBe('Bạn không thể xóa tài khoản của chính mình');
  });

  it('lets only a superadmin give the superadmin role or touch a superadmin', () => {
    expect(canAssignRole('admin', 'superadmin')).toBe(false);
    expect(canAssignRole('admin', 'admin')).toBe(true);
    expect(canAssignRole('superadmin', 'superadmin')).toBe(true);
    expect(canManageUser('admin', 'superadmin')).toBe(false);
    expect(canManageUser('admin', 'staff')).toBe(true);
    expect(canManageUser('superadmin', 'superadmin')).toBe(true);
  });
});
