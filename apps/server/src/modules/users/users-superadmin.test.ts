import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { deleteUser } from './users.service';
import { buildUser, createTestApp, signIn, type SignedInTestApp } from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { usersApi } from '@depot/shared/users/users.contract';

// What only a superadmin may do, and the last superadmin that must remain.
let t: SignedInTestApp;
let admin: { token: string; user: { id: number } };
let superadmin: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  admin = t;
  superadmin = await signIn(t, 'superadmin');
});
afterAll(() => t.close());

describe('PUT /api/users/:id promoting to superadmin', () => {
  const roleOf = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!.role;

  it('is refused to an admin with 403, and the role stays', async () => {
    const staff = await buildUser(t.db);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: staff.id },
      body: { fullname: staff.fullname, role: 'superadmin' },
      token: admin.token,
    });
    expect(res.status).toBe(403);
    expect(res.raw).toEqual({
      status: false,
      message: 'Chỉ quản trị cấp cao mới được cấp quyền quản trị cấp cao',
      data: null,
    });
    expect(await roleOf(staff.id)).toBe('staff');
  });

  it('is done for a superadmin', async () => {
    const staff = await buildUser(t.db);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: staff.id },
      body: { fullname: staff.fullname, role: 'superadmin' },
      token: superadmin.token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: staff.id, role: 'superadmin' });
    expect(await roleOf(staff.id)).toBe('superadmin');
  });
});

describe('the superadmin role', () => {
  it('answers 403 to an admin deleting a superadmin, who keeps the account', async () => {
    const target = await buildUser(t.db, { role: 'superadmin' });
    const res = await callEndpoint(t, usersApi.remove, {
      params: { id: target.id },
      token: admin.token,
    });
    expect(res.status).toBe(403);
    expect(res.raw).toEqual({
      status: false,
      message: 'Bạn không có quyền thay đổi tài khoản quản trị cấp cao',
      data: null,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.deleted_at).toBeNull();
  });

  it('refuses to demote the last superadmin', async () => {
    const fresh = await createTestApp();
    try {
      const a = await signIn(fresh, 'superadmin');
      const b = await signIn(fresh, 'superadmin');
      expect(
        (await callEndpoint(fresh, usersApi.remove, { params: { id: b.user.id }, token: a.token }))
          .status,
      ).toBe(200);
      // a is now the only superadmin: removing itself is refused by the self rule, so
      // demoting is the way that must meet the last-superadmin rule.
      const demote = await callEndpoint(fresh, usersApi.update, {
        params: { id: a.user.id },
        body: { fullname: 'Quản Trị Duy Nhất', role: 'admin' },
        token: a.token,
      });
      expect(demote.status).toBe(409);
      expect(demote.message).toBe('Phải còn ít nhất một tài khoản quản trị cấp cao');
    } finally {
      await fresh.close();
    }
  });

  it('refuses the delete that would remove the last superadmin when two delete each other at once', async () => {
    const fresh = await createTestApp();
    try {
      const a = await buildUser(fresh.db, { role: 'superadmin' });
      const b = await buildUser(fresh.db, { role: 'superadmin' });
      // b removed a a moment ago, while a's own request (already past sign-in) deletes b.
      await fresh.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, a.id));
      await expect(deleteUser({ db: fresh.db, actor: a }, b.id)).rejects.toThrow(
        'Không thể xóa tài khoản quản trị cấp cao cuối cùng',
      );
      const [stillThere] = await fresh.db.select().from(users).where(eq(users.id, b.id));
      expect(stillThere?.deleted_at).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});
