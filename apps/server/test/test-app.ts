import type { Role, User } from '@depot/shared/users/users.schema';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import type { Database } from '../src/db/client';
import { systemContext } from '../src/lib/context';
import { createUser } from '../src/modules/users/users.service';
import { createTestDatabase } from './database';

export type TestApp = {
  app: App;
  db: Database;
  close: () => Promise<void>;
};

/** The real app on a fresh database of its own, driven through app.inject. */
export async function createTestApp(): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export const TEST_PASSWORD = 'mat-khau-123';

/** Inserts an account through the service (the real hashing and checks). */
export async function buildUser(
  db: Database,
  overrides: Partial<{
    username: string;
    email: string;
    fullname: string;
    role: Role;
    password: string;
  }> = {},
): Promise<User> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return createUser(systemContext(db), {
    username: overrides.username ?? `nhanvien_${stamp}`,
    email: overrides.email ?? `nv_${stamp}@chanhxe.vn`,
    fullname: overrides.fullname ?? 'Nguyễn Văn Thử',
    role: overrides.role ?? 'staff',
    password: overrides.password ?? TEST_PASSWORD,
  });
}

/** A signed-in account of the role: its user and bearer token. */
export async function signIn(
  t: TestApp,
  role: Role = 'staff',
): Promise<{ user: User; token: string }> {
  const user = await buildUser(t.db, { role });
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
