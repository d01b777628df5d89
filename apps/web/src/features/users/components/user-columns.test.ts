import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, User } from '@depot/shared/users/users.schema';
import * as rules from '@depot/shared/users/users.rules';
import { canDelete } from './user-columns';

// The real rules, watched: the list must ask shared, not decide "yourself" again on its own.
vi.mock('@depot/shared/users/users.rules', { spy: true });

function account(id: number, role: Role): User {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    username: `user${id}`,
    email: `u${id}@x.vn`,
    fullname: 'Nguyễn Văn A',
    role,
    branch_id: null,
    created_at: at,
    updated_at: at,
  };
}

afterEach(() => vi.mocked(rules.canDeleteUser).mockRestore());

describe('canDelete (the Xóa button of a user row)', () => {
  const admin = account(1, 'admin');

  it('is never offered on one own row, whatever the role', () => {
    expect(canDelete(admin, admin)).toBe(false);
    const boss = account(2, 'superadmin');
    expect(canDelete(boss, boss)).toBe(false);
  });

  it('follows who may manage whom, and is off without a signed-in account', () => {
    expect(canDelete(admin, account(3, 'staff'))).toBe(true);
    expect(canDelete(admin, account(4, 'admin'))).toBe(true);
    expect(canDelete(admin, account(5, 'superadmin'))).toBe(false);
    expect(canDelete(account(2, 'superadmin'), account(5, 'superadmin'))).toBe(true);
    expect(canDelete(null, account(3, 'staff'))).toBe(false);
  });

  it("takes the self rule from shared's canDeleteUser, the one the server applies", () => {
    const target = account(3, 'staff');
    expect(canDelete(admin, target)).toBe(true);
    expect(rules.canDeleteUser).toHaveBeenCalledWith(admin.id, target.id);
    vi.mocked(rules.canDeleteUser).mockReturnValueOnce(false);
    expect(canDelete(admin, target)).toBe(false);
  });
});
