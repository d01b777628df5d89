import { LOGIN_MAX_FAILURES } from '@depot/shared/auth/auth.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index';
import { buildUser, createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { LOGIN_MAX_FAILURES_PER_IP, LOGIN_MAX_FAILURES_PER_USERNAME } from './auth.service';
import { callEndpoint } from '../../../test/contract-call';
import { authApi } from '@depot/shared/auth/auth.contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
/** Each test signs in from its own addresses, so the per-address limit stays its own. */
const newIp = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';

const login = (username: string, password: string, ip: string) =>
  callEndpoint(t, authApi.login, { body: { username, password }, ip });

const failuresOf = (usernameKey: string) =>
  t.db.select().from(loginFailures).where(eq(loginFailures.username_key, usernameKey));

describe('login attempts', () => {
  it('answers a username over 250 characters with the usual 401, and counts it', async () => {
    const ip = newIp();
    const long = 'a'.repeat(300);
    const res = await login(long, 'sai-mat-khau', ip);
    expect(res.status).toBe(401);
    expect(res.raw).toEqual({
      status: false,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
      data: null,
    });
    expect(await failuresOf('a'.repeat(250))).toHaveLength(1);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await login(long, 'sai-mat-khau', ip);
    expect((await login(long, 'sai-mat-khau', ip)).status).toBe(429);
  });

  it('refuses a NUL in the username with a 400 and records nothing', async () => {
    const ip = newIp();
    const res = await login('a\u0000b', 'sai-mat-khau', ip);
    expect(res.status).toBe(400);
    expect(res.errors).toEqual({ username: 'Tên đăng nhập chứa ký tự không hợp lệ' });
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.ip, ip))).toHaveLength(0);
  });

  it('lets exactly 5 of 40 parallel wrong passwords for one username be tried', async () => {
    const user = await buildUser(t.db);
    const ip = newIp();
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => login(user.username, 'sai-mat-khau', ip)),
    );
    const statuses = replies.map((r) => r.status);
    const tried = statuses.filter((s) => s === 401).length;
    expect(tried).toBe(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_MAX_FAILURES);
    // Refused attempts take their row back: only the tried ones count as failures.
    expect(await failuresOf(user.username.toLowerCase())).toHaveLength(LOGIN_MAX_FAILURES);
    expect((await login(user.username, TEST_PASSWORD, ip)).status).toBe(429);
  });

  it(`refuses an address after ${LOGIN_MAX_FAILURES_PER_IP} failures over any usernames`, async () => {
    const ip = newIp();
    const user = await buildUser(t.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_IP; i++) {
      // Other usernames each time, so the per-username limit never applies.
      expect((await login(`ke_do_${i}`, 'sai-mat-khau', ip)).status).toBe(401);
    }
    const blocked = await login(user.username, TEST_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe(TOO_MANY);
    // Another address is not affected.
    expect((await login(user.username, TEST_PASSWORD, newIp())).status).toBe(200);
  });

  it('forgets a username’s failures after a success', async () => {
    const ip = newIp();
    const user = await buildUser(t.db);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login(user.username, 'sai-mat-khau', ip)).status).toBe(401);
    }
    expect((await login(user.username, TEST_PASSWORD, ip)).status).toBe(200);
    expect(await failuresOf(user.username.toLowerCase())).toHaveLength(0);
    // A full allowance again: 5 more failures before the 429.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(user.username, 'sai-mat-khau', ip)).status).toBe(401);
    }
    expect((await login(user.username, TEST_PASSWORD, ip)).status).toBe(429);
  });

  it('lets the owner in from another address after 5 wrong passwords from one', async () => {
    const user = await buildUser(t.db);
    const [guesser, owner] = [newIp(), newIp()];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(user.username, 'sai-mat-khau', guesser)).status).toBe(401);
    }
    expect((await login(user.username, TEST_PASSWORD, owner)).status).toBe(200);
    // The guesser's address stays refused, even with the right password, and the owner's
    // success did not give it a fresh allowance.
    const refused = await login(user.username, TEST_PASSWORD, guesser);
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(TOO_MANY);
    expect(await failuresOf(user.username.toLowerCase())).toHaveLength(LOGIN_MAX_FAILURES);
  });

  it(`refuses a username after ${LOGIN_MAX_FAILURES_PER_USERNAME} failures over many addresses`, async () => {
    const user = await buildUser(t.db);
    const other = await buildUser(t.db);
    // Ten addresses, each at its own limit for this username and far below its address limit.
    const addresses = Array.from(
      { length: LOGIN_MAX_FAILURES_PER_USERNAME / LOGIN_MAX_FAILURES },
      newIp,
    );
    const replies = await Promise.all(
      addresses.flatMap((ip) =>
        Array.from({ length: LOGIN_MAX_FAILURES }, () => login(user.username, 'sai', ip)),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(LOGIN_MAX_FAILURES_PER_USERNAME).fill(401));
    const blocked = await login(user.username, TEST_PASSWORD, newIp());
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe(TOO_MANY);
    // Only that username: another account signs in from one of those addresses.
    expect((await login(other.username, TEST_PASSWORD, addresses[0]!)).status).toBe(200);
  });
});
