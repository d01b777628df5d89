import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import {
  buildUser,
  call,
  createTestApp,
  signIn,
  TEST_PASSWORD,
  type SignedInTestApp,
} from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { usersApi } from '@depot/shared/users/users.contract';
import { authApi } from '@depot/shared/auth/auth.contract';

let t: SignedInTestApp;
let admin: { token: string; user: { id: number } };
let superadmin: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ signedIn: 'admin' });
  admin = t;
  superadmin = await signIn(t, 'superadmin');
});
afterAll(() => t.close());

const valid = (n: string) => ({
  username: `ketoan_${n}`,
  password: 'matkhau1',
  email: `ketoan_${n}@chanhxe.vn`,
  fullname: 'Trần Thị Kế Toán',
});

describe('role checks', () => {
  it('answers 403 to staff on every account endpoint', async () => {
    const { token } = await signIn(t, 'staff');
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${admin.user.id}`],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${admin.user.id}`],
      ['DELETE', `/api/users/${admin.user.id}`],
    ] as const) {
      const res = await call(t, {
        method,
        url,
        token,
        payload: method === 'POST' || method === 'PUT' ? {} : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({
        status: false,
        message: 'Bạn không có quyền thực hiện thao tác này',
        data: null,
      });
    }
  });
});

describe('GET /api/users', () => {
  it('lists 10 accounts a page, newest first, with paging numbers and no password', async () => {
    for (let i = 0; i < 11; i++) await buildUser(t.db);
    const res = await callEndpoint(t, usersApi.list, { token: admin.token });
    expect(res.status).toBe(200);
    const { rows, total, paginate } = res.data;
    expect(rows).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(13);
    expect(paginate).toEqual({ paged: 1, limit: 10, last_page: Math.ceil(total / 10) });
    expect(rows[0]!).not.toHaveProperty('password_hash');
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(rows[9]!.created_at).getTime(),
    );
    const page2 = await callEndpoint(t, usersApi.list, {
      query: { paged: '2' },
      token: admin.token,
    });
    expect(page2.data.rows[0]!.id).not.toBe(rows[0]!.id);
  });

  it('rejects a bad page number with a Vietnamese message', async () => {
    const res = await callEndpoint(t, usersApi.list, { query: { paged: '0' }, token: admin.token });
    expect(res.status).toBe(400);
    expect(res.errors?.paged).toBe('Trang phải từ 1 trở lên');
  });
});

describe('POST /api/users', () => {
  it('creates an account that can sign in, storing a scrypt hash', async () => {
    const res = await callEndpoint(t, usersApi.create, { body: valid('a1'), token: admin.token });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      status: true,
      message: 'Thêm tài khoản thành công',
      data: { username: 'ketoan_a1', role: 'staff' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, res.data.id));
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    expect(row!.password_hash).not.toContain('matkhau1');
    const login = await callEndpoint(t, authApi.login, {
      body: { username: 'ketoan_a1', password: 'matkhau1' },
    });
    expect(login.status).toBe(200);
  });

  it('applies the rules of spec §5 with a message per field and inserts nothing', async () => {
    const before = await t.db.$count(users);
    const res = await callEndpoint(t, usersApi.create, {
      body: {
        username: ' ab ',
        password: '123',
        email: 'khong-phai-email',
        fullname: 'x'.repeat(251),
      },
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({
      username: 'Tên đăng nhập phải có ít nhất 6 ký tự',
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
      email: 'Email không hợp lệ',
      fullname: 'Họ và tên không được vượt quá 250 ký tự',
    });
    expect(await t.db.$count(users)).toBe(before);
    // An empty body, on purpose: sent by hand.
    const empty = await call(t, {
      method: 'POST',
      url: '/api/users',
      token: admin.token,
      payload: {},
    });
    expect(empty.body.errors).toMatchObject({
      username: 'Vui lòng nhập tên đăng nhập',
      email: 'Vui lòng nhập email',
    });
  });

  it('answers 409 for a username or e-mail already used, whatever the case', async () => {
    await callEndpoint(t, usersApi.create, { body: valid('dup'), token: admin.token });
    const res = await callEndpoint(t, usersApi.create, {
      body: { ...valid('other'), username: 'KETOAN_DUP', email: 'Ketoan_dup@chanhxe.vn' },
      token: admin.token,
    });
    expect(res.status).toBe(409);
    expect(res.errors).toEqual({
      username: 'Tên đăng nhập đã tồn tại',
      email: 'Email đã được sử dụng',
    });
  });

  it('lets only a superadmin create a superadmin', async () => {
    const byAdmin = await callEndpoint(t, usersApi.create, {
      body: { ...valid('s1'), role: 'superadmin' },
      token: admin.token,
    });
    expect(byAdmin.status).toBe(403);
    const bySuper = await callEndpoint(t, usersApi.create, {
      body: { ...valid('s2'), role: 'superadmin' },
      token: superadmin.token,
    });
    expect(bySuper.status).toBe(200);
    expect(bySuper.data.role).toBe('superadmin');
  });
});

describe('PUT /api/users/:id', () => {
  it('ignores username and e-mail, keeps the password when none is given', async () => {
    const user = await buildUser(t.db);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: user.id },
      body: {
        username: 'doi_ten_moi',
        email: 'moi@chanhxe.vn',
        fullname: 'Lê Văn Cập Nhật',
        password: '',
      },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      message: 'Cập nhật tài khoản thành công',
      data: { username: user.username, email: user.email, fullname: 'Lê Văn Cập Nhật' },
    });
    const login = await callEndpoint(t, authApi.login, {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('changes the password and signs the account out of its sessions', async () => {
    const user = await buildUser(t.db);
    await callEndpoint(t, authApi.login, {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: user.id },
      body: { fullname: user.fullname, password: 'matkhaumoi' },
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(await t.db.$count(sessions, eq(sessions.user_id, user.id))).toBe(0);
    const login = await callEndpoint(t, authApi.login, {
      body: { username: user.username, password: 'matkhaumoi' },
    });
    expect(login.status).toBe(200);
  });

  it('validates a given password and the fullname', async () => {
    const user = await buildUser(t.db);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: user.id },
      body: { fullname: 'ngắn', password: '12' },
      token: admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({
      fullname: 'Họ và tên phải có ít nhất 6 ký tự',
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
  });

  it('answers 404 for an unknown account and 403 to an admin editing a superadmin', async () => {
    expect(
      (
        await callEndpoint(t, usersApi.update, {
          params: { id: 999999 },
          body: { fullname: 'Không Tồn Tại' },
          token: admin.token,
        })
      ).status,
    ).toBe(404);
    const res = await callEndpoint(t, usersApi.update, {
      params: { id: superadmin.user.id },
      body: { fullname: 'Đổi Tên Sếp' },
      token: admin.token,
    });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the account from the list and its sessions', async () => {
    const { user, token } = await signIn(t, 'staff');
    const res = await callEndpoint(t, usersApi.remove, {
      params: { id: user.id },
      token: admin.token,
    });
    expect(res.raw).toEqual({ status: true, message: 'Xóa tài khoản thành công', data: null });
    expect(
      (await callEndpoint(t, usersApi.get, { params: { id: user.id }, token: admin.token })).status,
    ).toBe(404);
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(401);
  });

  it('refuses to delete oneself', async () => {
    const res = await callEndpoint(t, usersApi.remove, {
      params: { id: admin.user.id },
      token: admin.token,
    });
    expect(res.status).toBe(409);
    expect(res.message).toBe('Bạn không thể xóa tài khoản của chính mình');
  });
});
