import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  SESSION_ABSOLUTE_DAYS,
  SESSION_IDLE_HOURS,
  type LoginBody,
} from '@depot/shared/auth/auth.schema';
import type { User } from '@depot/shared/users/users.schema';
import type { Database } from '../../db/client';
import { TooManyRequestsError, UnauthorizedError } from '../../errors';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { findUserByUsername } from '../users/users.queries';
import { toUser } from '../users/users.mapper';
import * as q from './sessions.queries';

const HOUR = 3600_000;
/** A session's last use is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;
/** Per address, a looser cap than per username: a depot shares one public address. */
const LOGIN_MAX_FAILURES_PER_IP = LOGIN_MAX_FAILURES * 6;

const idleSince = () => new Date(Date.now() - SESSION_IDLE_HOURS * HOUR);

export async function login(
  db: Database,
  body: LoginBody,
  ip: string,
): Promise<{ token: string; user: User }> {
  const usernameKey = body.username.toLowerCase();
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const failures = await q.countRecentFailures(db, usernameKey, ip, since);
  if (failures.byUser >= LOGIN_MAX_FAILURES || failures.byIp >= LOGIN_MAX_FAILURES_PER_IP) {
    throw new TooManyRequestsError(
      `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${LOGIN_WINDOW_MINUTES} phút.`,
    );
  }

  const user = await findUserByUsername(db, body.username);
  // The same work and the same reply whether the username or the password is wrong.
  const valid = await verifyPassword(body.password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
  if (!user || !valid) {
    await q.insertFailure(db, usernameKey, ip);
    throw new UnauthorizedError('Tên đăng nhập hoặc mật khẩu không đúng');
  }

  await q.clearFailures(db, usernameKey);
  const token = newToken();
  await q.insertSession(
    db,
    user.id,
    hashToken(token),
    new Date(Date.now() + SESSION_ABSOLUTE_DAYS * 24 * HOUR),
  );
  return { token, user: toUser(user) };
}

export async function logout(db: Database, token: string): Promise<void> {
  await q.deleteSession(db, hashToken(token));
}

/** The signed-in user of a bearer token; 401 when it is unknown, revoked or expired. */
export async function authenticate(db: Database, token: string): Promise<User> {
  const found = await q.findLiveSession(db, hashToken(token), idleSince());
  if (!found) throw new UnauthorizedError();
  if (Date.now() - found.session.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    await q.touchSession(db, found.session.id);
  }
  return toUser(found.user);
}

/** Housekeeping: drop expired sessions and old failed sign-ins. */
export async function purgeExpired(db: Database): Promise<void> {
  await q.deleteExpiredSessions(db, idleSince());
  await q.deleteOldFailures(db, new Date(Date.now() - 24 * HOUR));
}
