import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  SESSION_ABSOLUTE_DAYS,
  SESSION_IDLE_HOURS,
  type LoginBody,
} from '@depot/shared/auth/auth.schema';
import type { User } from '@depot/shared/users/users.schema';
import { TooManyRequestsError, UnauthorizedError } from '../../errors';
import { inTransaction, type Context } from '../../lib/context';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/password';
import type { SessionCache } from '../../lib/session-cache';
import { hashToken, newToken } from '../../lib/tokens';
import { findLoginAccount, toUser } from '../users/users.service';
import * as q from './sessions.queries';

const HOUR = 3600_000;
/** A session's last use is written at most this often, not on every request. */
export const TOUCH_EVERY_MS = 60_000;
/*
 * Three limits on failed sign-ins in the window (LOGIN_WINDOW_MINUTES), each answered 429:
 * - one username from one address: LOGIN_MAX_FAILURES (5). The guesser is refused; the owner
 *   signing in from another address is not, so nobody can lock an account out from afar.
 * - one address over every username: 30. A depot's clerks share one public address, so it
 *   leaves each of six clerks a full allowance; one machine still cannot sweep the accounts.
 * - one username over every address: 50. Reaching it takes at least ten addresses (each gives
 *   at most 5), which one mistyping clerk or one attacker's machine never has; it caps a guess
 *   spread over many addresses at 50 tries a window (4 800 a day). Its price is that such a
 *   spread guess does lock the account for the window: the lesser evil next to unbounded guesses.
 */
/** Per address, a looser cap than per username: a depot shares one public address. */
export const LOGIN_MAX_FAILURES_PER_IP = LOGIN_MAX_FAILURES * 6;
/** Per username from every address together: ten addresses' worth of the per-pair limit. */
export const LOGIN_MAX_FAILURES_PER_USERNAME = LOGIN_MAX_FAILURES * 10;

const idleSince = () => new Date(Date.now() - SESSION_IDLE_HOURS * HOUR);

/**
 * What an attempt is counted under: the lower-cased username, cut to the column's 250
 * characters. No account has a longer name, so a longer one still fails, and is counted.
 */
export function usernameKeyOf(username: string): string {
  return username.toLowerCase().slice(0, q.USERNAME_KEY_LENGTH);
}

/**
 * Records the attempt and counts it under the username's and the address's locks, in one short
 * transaction: parallel guesses queue there, so exactly LOGIN_MAX_FAILURES of them from one
 * address are ever verified in a window and the rest get 429. A refused attempt rolls its row
 * back (it was never tried); a verified one stays a failure until a success from the same
 * address clears that pair's rows (a success elsewhere must not reset a guesser's count).
 */
async function recordAttempt(ctx: Context, usernameKey: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  await inTransaction(ctx, async (tx) => {
    await q.lockLoginAttempts(tx.db, usernameKey, ip);
    await q.insertFailure(tx.db, usernameKey, ip);
    const attempts = await q.countRecentFailures(tx.db, usernameKey, ip, since);
    if (
      attempts.byPair > LOGIN_MAX_FAILURES ||
      attempts.byIp > LOGIN_MAX_FAILURES_PER_IP ||
      attempts.byUser > LOGIN_MAX_FAILURES_PER_USERNAME
    ) {
      throw new TooManyRequestsError(
        `Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ${LOGIN_WINDOW_MINUTES} phút.`,
      );
    }
  });
}

export async function login(
  ctx: Context,
  body: LoginBody,
  ip: string,
): Promise<{ token: string; user: User }> {
  const usernameKey = usernameKeyOf(body.username);
  await recordAttempt(ctx, usernameKey, ip);
  const account = await findLoginAccount(ctx, body.username);
  // The same work and the same reply whether the username or the password is wrong.
  const valid = await verifyPassword(body.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account || !valid) {
    throw new UnauthorizedError('Tên đăng nhập hoặc mật khẩu không đúng');
  }
  await q.clearFailures(ctx.db, usernameKey, ip);
  const token = newToken();
  await q.insertSession(
    ctx.db,
    account.user.id,
    hashToken(token),
    new Date(Date.now() + SESSION_ABSOLUTE_DAYS * 24 * HOUR),
  );
  return { token, user: account.user };
}

/** Ends the session of a token; without one there is nothing to end. */
export async function logout(ctx: Context, token: string | undefined): Promise<void> {
  if (token) await q.deleteSession(ctx.db, hashToken(token));
}

/**
 * The signed-in user of a bearer token; 401 when it is unknown, revoked or expired. With the
 * process's session cache (lib/session-cache.ts), a session checked within the last seconds
 * and used within TOUCH_EVERY_MS is answered from memory; the limits are checked again on the
 * kept times, and anything else (a miss, a session due a touch) reads the database.
 */
export async function authenticate(
  ctx: Context,
  token: string,
  cache?: SessionCache,
): Promise<User> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const kept = cache?.get(tokenHash, now);
  if (kept && kept.expiresAt > now && now - kept.lastSeenAt <= TOUCH_EVERY_MS) return kept.user;
  const generation = cache?.generation ?? 0;
  const found = await q.findLiveSession(ctx.db, tokenHash, idleSince());
  if (!found) throw new UnauthorizedError();
  let lastSeenAt = found.session.last_seen_at.getTime();
  if (Date.now() - lastSeenAt > TOUCH_EVERY_MS) {
    await q.touchSession(ctx.db, found.session.id);
    lastSeenAt = Date.now();
  }
  const user = toUser(found.user);
  cache?.set(
    tokenHash,
    {
      user,
      expiresAt: found.session.expires_at.getTime(),
      lastSeenAt,
      cachedAt: now,
    },
    generation,
  );
  return user;
}

/**
 * Whether a token's session is still live, without counting this as activity: an open event
 * stream re-checks its session, and must not keep an idle tab signed in for ever.
 */
export async function isSessionLive(ctx: Context, token: string): Promise<boolean> {
  return (await q.findLiveSession(ctx.db, hashToken(token), idleSince())) !== undefined;
}

/** Signs an account out everywhere (its password changed, or it was deleted). */
export async function endSessionsOf(ctx: Context, userId: number): Promise<void> {
  await q.deleteUserSessions(ctx.db, userId);
}

/** Signs everyone out (the data was restored from a backup: its sessions are of that time). */
export async function endEverySession(ctx: Context): Promise<void> {
  await q.deleteAllSessions(ctx.db);
}

/** Housekeeping: drop expired sessions and old failed sign-ins. */
export async function purgeExpired(ctx: Context): Promise<void> {
  await q.deleteExpiredSessions(ctx.db, idleSince());
  await q.deleteOldFailures(ctx.db, new Date(Date.now() - 24 * HOUR));
}
