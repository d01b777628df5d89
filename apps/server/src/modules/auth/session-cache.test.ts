import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestDatabase } from '../../../test/database';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';

/**
 * The session cache (lib/session-cache.ts) as two server processes on one database see it: two
 * apps on pools of their own, each with its cache and its listening connection. A revocation
 * anywhere (the other process, psql) must be refused by both at once, not after the cache's TTL.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let other: DatabaseHandle;
let a: App;
let b: App;

beforeAll(async () => {
  database = await createTestDatabase();
  other = openDatabase(database.pool.options.connectionString!, 3);
  a = await buildApp({ db: database.db, cacheSessions: true });
  b = await buildApp({ db: other.db, cacheSessions: true });
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await a.close();
  await b.close();
  await other.close();
  await database.close();
});

/** The session lookups (statements over `sessions`) `work` sends, from any pool. */
async function sessionQueries(work: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text && /\bsessions\b/.test(text)) count++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}

async function signIn(app: App, role: 'staff' | 'admin' = 'staff') {
  const user = await buildUser(database.db, { role });
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  return { user, token: res.json().data.token as string };
}

const get = (app: App, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** Signs in and uses the session on `app` until a call is answered from memory. */
async function cachedSession(app: App, role: 'staff' | 'admin' = 'staff') {
  const session = await signIn(app, role);
  await vi.waitFor(
    async () => {
      const lookups = await sessionQueries(() => get(app, '/api/users/info', session.token));
      expect(lookups).toBe(0);
    },
    { timeout: 5000, interval: 20 },
  );
  return session;
}

/** Within 2 s: the cache keeps a session 10 s, so passing shows the notification did it. */
const soon = { timeout: 2000, interval: 10 };

describe('session cache', () => {
  it('answers a checked session from memory, without a lookup', async () => {
    const { token } = await cachedSession(a);
    expect(await sessionQueries(() => get(a, '/api/users/info', token))).toBe(0);
    expect((await get(a, '/api/users/info', token)).statusCode).toBe(200);
  });

  it('refuses at once a session signed out through the same process', async () => {
    const { token } = await cachedSession(a);
    const out = await a.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await get(a, '/api/users/info', token)).statusCode).toBe(401);
  });

  it('refuses a session signed out through another process', async () => {
    const { token } = await cachedSession(a);
    await cachedSession(b);
    const out = await b.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await get(a, '/api/users/info', token)).statusCode).toBe(401);
    }, soon);
  });

  it('refuses a session deleted or cut short in the database by anyone', async () => {
    const first = await cachedSession(a);
    await other.db.delete(sessions).where(eq(sessions.token_hash, hashToken(first.token)));
    await vi.waitFor(async () => {
      expect((await get(a, '/api/users/info', first.token)).statusCode).toBe(401);
    }, soon);

    const second = await cachedSession(a);
    await other.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(second.token)));
    await vi.waitFor(async () => {
      expect((await get(a, '/api/users/info', second.token)).statusCode).toBe(401);
    }, soon);
  });

  it('sees a role taken away in the database on the next requests', async () => {
    const { user, token } = await cachedSession(a, 'admin');
    expect((await get(a, '/api/users', token)).statusCode).toBe(200);
    await other.db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
    await vi.waitFor(async () => {
      expect((await get(a, '/api/users', token)).statusCode).toBe(403);
    }, soon);
  });

  it('serves nothing from memory while its listening connection is down', async () => {
    const { token } = await cachedSession(a);
    await other.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = 'depot-sessions' and datname = current_database()`,
    );
    // Until the cache listens again, every request looks its session up; then memory again.
    await vi.waitFor(async () => {
      expect(await sessionQueries(() => get(a, '/api/users/info', token))).toBe(1);
    }, soon);
    await cachedSession(a);
  });
});
