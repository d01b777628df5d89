import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { loginFailures, sessions, users } from '../../db/schema/index';

export async function insertSession(
  db: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db
    .insert(sessions)
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
}

/**
 * Every signed-in request starts with this lookup: built once and sent by name, PostgreSQL
 * parses and plans it once per connection (0.28 → 0.11 ms).
 */
const liveSession = preparedPerHandle((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, sql.placeholder('idleSince')),
        isNull(users.deleted_at),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** The live session of a token hash with its (undeleted) user, or undefined. */
export async function findLiveSession(db: Executor, tokenHash: string, idleSince: Date) {
  const [row] = await liveSession(db).execute({ tokenHash, idleSince });
  return row;
}

export async function touchSession(db: Executor, sessionId: number) {
  await db
    .update(sessions)
    .set({ last_seen_at: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

export async function deleteUserSessions(db: Executor, userId: number) {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
}

export async function deleteAllSessions(db: Executor) {
  await db.delete(sessions);
}

export async function deleteExpiredSessions(db: Executor, idleSince: Date) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expires_at, sql`now()`), lt(sessions.last_seen_at, idleSince)));
}

/**
 * Failures since `since`: of this username from this address, of this username from every
 * address, and of this address over every username.
 */
export async function countRecentFailures(
  db: Executor,
  usernameKey: string,
  ip: string,
  since: Date,
) {
  const sameUser = sql`${loginFailures.username_key} = ${usernameKey}`;
  const sameIp = sql`${loginFailures.ip} = ${ip}`;
  const [row] = await db
    .select({
      byPair: sql<number>`count(*) filter (where ${sameUser} and ${sameIp})`.mapWith(Number),
      byUser: sql<number>`count(*) filter (where ${sameUser})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${sameIp})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.failed_at, since),
        or(eq(loginFailures.username_key, usernameKey), eq(loginFailures.ip, ip)),
      ),
    );
  return { byPair: row?.byPair ?? 0, byUser: row?.byUser ?? 0, byIp: row?.byIp ?? 0 };
}

/** The length of login_failures.username_key. */
export const USERNAME_KEY_LENGTH = 250;

/** Records a sign-in attempt: a failure until a success clears it. */
export async function insertFailure(db: Executor, usernameKey: string, ip: string) {
  await db.insert(loginFailures).values({ username_key: usernameKey, ip });
}

/**
 * Queues the attempts on one username and on one address until the transaction ends, so that
 * each counts the ones before it. Always the username first, then the address: no cycle.
 */
export async function lockLoginAttempts(tx: Executor, usernameKey: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:user:${usernameKey}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:ip:${ip}`}))`);
}

/** A success forgets the failures of its username from its address, not those of others. */
export async function clearFailures(db: Executor, usernameKey: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username_key, usernameKey), eq(loginFailures.ip, ip)));
}

export async function deleteOldFailures(db: Executor, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.failed_at, before));
}
