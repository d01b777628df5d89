import type { Role, User } from '@depot/shared/users/users.schema';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './database';
import { buildUser, TEST_PASSWORD } from './factories';

// Where the factories used to live: kept so tests keep importing them from here.
export { buildUser, TEST_PASSWORD } from './factories';

export type TestApp = {
  app: App;
  db: Database;
  /** The database's connection pool, for a second handle on it (a traced one, say). */
  pool: pg.Pool;
  close: () => Promise<void>;
};

/** An app with an account of the asked role already signed in: its user and bearer token. */
export type SignedInTestApp = TestApp & { user: User; token: string };

/**
 * The real app on a fresh database of its own, driven through app.inject. With `signedIn`, an
 * account of that role is created and signed in, the usual start of a module's test file:
 * `t = await createTestApp({ signedIn: 'admin' })`, then `call(t, { url, token: t.token })`.
 */
export async function createTestApp(): Promise<TestApp>;
export async function createTestApp(options: { signedIn: Role }): Promise<SignedInTestApp>;
export async function createTestApp(options?: {
  signedIn?: Role;
}): Promise<TestApp | SignedInTestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    logger: process.env.TEST_LOG ? { level: 'warn' } : false,
  });
  await app.ready();
  const t: TestApp = {
    app,
    db: database.db,
    pool: database.pool,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  if (!options?.signedIn) return t;
  return { ...t, ...(await signIn(t, options.signedIn)) };
}

/** A signed-in account of the role: its user and bearer token. */
export async function signIn(
  t: TestApp,
  role: Role = 'staff',
  /** The branch the account works for; none (every branch) by default. */
  branchId: number | null = null,
): Promise<{ user: User; token: string }> {
  const user = await buildUser(t.db, { role, branch_id: branchId });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  const token = res.json().data.token as string;
  return { user, token };
}

type Call = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  payload?: unknown;
  query?: Record<string, string>;
  /** The caller's address (request.ip); 127.0.0.1 by default. */
  ip?: string;
};

/** One API call; returns the status and the parsed envelope. */
export async function call(t: TestApp, { method = 'GET', url, token, payload, query, ip }: Call) {
  const res: LightMyRequestResponse = await t.app.inject({
    method,
    url,
    query,
    ...(ip ? { remoteAddress: ip } : {}),
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
