import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_HOURS } from '@depot/shared/auth/auth.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { TOUCH_EVERY_MS } from './auth.service';
import {
  buildUser,
  call,
  createTestApp,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/test-app';
import { callEndpoint } from '../../../test/contract-call';
import { authApi } from '@depot/shared/auth/auth.contract';
import { usersApi } from '@depot/shared/users/users.contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('signs in and returns an opaque token whose hash only is stored', async () => {
    const user = await buildUser(t.db, { username: 'thukho01' });
    const res = await callEndpoint(t, authApi.login, {
      body: { username: 'ThuKho01', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.raw).toMatchObject({
      status: true,
      message: 'Đăng nhập thành công',
      data: { user: { id: user.id, role: 'staff' } },
    });
    const token = res.data.token;
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(res.data.user).not.toHaveProperty('password_hash');
    const stored = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(hashToken(token));
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it('gives the same 401 for a wrong username and a wrong password', async () => {
    const user = await buildUser(t.db);
    const wrongPassword = await callEndpoint(t, authApi.login, {
      body: { username: user.username, password: 'sai-mat-khau' },
    });
    const wrongUser = await callEndpoint(t, authApi.login, {
      body: { username: 'khong_ton_tai', password: 'sai-mat-khau' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongPassword.raw).toEqual(wrongUser.raw);
    expect(wrongUser.raw).toEqual({
      status: false,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
      data: null,
    });
  });

  it('requires both fields, with a Vietnamese message per field', async () => {
    // No password at all, on purpose: sent by hand.
    const res = await call(t, { method: 'POST', url: '/api/login', payload: { username: '  ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Vui lòng nhập tên đăng nhập',
      password: 'Vui lòng nhập mật khẩu',
    });
  });

  it('rate-limits repeated failures with 429, even with the right password', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) {
      const res = await callEndpoint(t, authApi.login, {
        body: { username: user.username, password: 'sai-mat-khau' },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await callEndpoint(t, authApi.login, {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.message).toContain('đăng nhập sai quá nhiều lần');
  });
});

describe('sessions', () => {
  it('GET /api/users/info returns the signed-in user with the role', async () => {
    const { user, token } = await signIn(t, 'admin');
    const res = await callEndpoint(t, usersApi.me, { token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: user.id, username: user.username, role: 'admin' });
  });

  it('answers 401 without a token, with an unknown token, and after logout', async () => {
    const { token } = await signIn(t);
    expect((await callEndpoint(t, usersApi.me, {})).status).toBe(401);
    expect((await callEndpoint(t, usersApi.me, { token: 'khong-hop-le' })).status).toBe(401);
    const out = await callEndpoint(t, authApi.logout, { token });
    expect(out.raw).toMatchObject({ status: true, message: 'Đăng xuất thành công' });
    const after = await callEndpoint(t, usersApi.me, { token });
    expect(after.status).toBe(401);
    expect(after.message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  });

  it('rejects a session past its absolute expiry', async () => {
    const { token } = await signIn(t);
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(401);
  });

  const sessionOf = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    return row!;
  };
  const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
    t.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.token_hash, hashToken(token)));
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('records the last use when it is older than a minute, and not on every request', async () => {
    const { token } = await signIn(t);
    await setSession(token, { last_seen_at: ago(TOUCH_EVERY_MS + 60_000) });
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(200);
    const touched = (await sessionOf(token)).last_seen_at;
    expect(Date.now() - touched.getTime()).toBeLessThan(10_000);

    const recent = ago(20_000);
    await setSession(token, { last_seen_at: recent });
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(200);
    expect((await sessionOf(token)).last_seen_at.getTime()).toBe(recent.getTime());
  });

  it('measures idleness from the last use, not from the sign-in', async () => {
    const { token } = await signIn(t);
    const hour = 3600_000;
    // Signed in two idle periods ago, used an hour before the idle limit: still alive.
    await setSession(token, {
      created_at: ago(2 * SESSION_IDLE_HOURS * hour),
      last_seen_at: ago((SESSION_IDLE_HOURS - 1) * hour),
    });
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(200);
    // The use pushed the idle expiry forward: the same session works a while later.
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(200);
    // One hour past the idle limit: gone, with the sign-in-again message.
    await setSession(token, { last_seen_at: ago((SESSION_IDLE_HOURS + 1) * hour) });
    const idle = await callEndpoint(t, usersApi.me, { token });
    expect(idle.status).toBe(401);
    expect(idle.message).toBe('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  });

  it('ends at the absolute expiry however recently it was used', async () => {
    const { token } = await signIn(t);
    const expires = (await sessionOf(token)).expires_at.getTime();
    // Signing in sets the absolute expiry SESSION_ABSOLUTE_DAYS ahead.
    const days = (expires - Date.now()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(SESSION_ABSOLUTE_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(SESSION_ABSOLUTE_DAYS);
    await setSession(token, { last_seen_at: new Date(), expires_at: ago(1000) });
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(401);
  });

  it('rejects a session idle for longer than the idle limit', async () => {
    const { token } = await signIn(t);
    await t.db
      .update(sessions)
      .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    expect((await callEndpoint(t, usersApi.me, { token })).status).toBe(401);
  });
});
