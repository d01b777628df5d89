import { request, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './env';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export type SignedIn = {
  token: string;
  user: { id: number; username: string; fullname: string; role: string };
};

/** Calls the real API of the test server (set-up and checks that the UI does not show). */
export async function api(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL });
}

async function unwrap(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await res.json()) as { message: string; data: unknown };
  if (!res.ok()) throw new Error(`${res.url()} → ${res.status()}: ${body.message}`);
  return body.data;
}

export async function signInApi(username: string, password: string): Promise<SignedIn> {
  const ctx = await api();
  try {
    return (await unwrap(
      await ctx.post('/api/login', { data: { username, password } }),
    )) as SignedIn;
  } finally {
    await ctx.dispose();
  }
}

export function signInAdmin(): Promise<SignedIn> {
  return signInApi(E2E_ADMIN.username, E2E_ADMIN.password);
}

/** A call with a bearer token; returns the unwrapped `data`. */
export async function apiCall<T = unknown>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const ctx = await api();
  try {
    const res = await ctx.fetch(url, {
      method,
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    return (await unwrap(res)) as T;
  } finally {
    await ctx.dispose();
  }
}

let counter = 0;
/** A unique suffix so journeys running side by side never collide on unique names. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 1000}${counter}`;
}

export const PASSWORD = 'mat-khau-e2e';

/** Creates an account through the API (as the first superadmin) and signs it in. */
export async function createAccount(
  role: 'staff' | 'admin' | 'superadmin',
  fullname = 'Nhân Viên Kho Hàng',
): Promise<SignedIn> {
  const admin = await signInAdmin();
  const username = unique('nv_');
  await apiCall(admin.token, 'POST', '/api/users', {
    username,
    password: PASSWORD,
    email: `${username}@chanhxe.vn`,
    fullname,
    role,
  });
  return signInApi(username, PASSWORD);
}

/**
 * Creates `count` staff accounts in one go (no sign-in each), named `${fullname} 01`, `02`…
 * in creation order; returns their ids in that order. For journeys that need several pages.
 */
export async function createStaffAccounts(
  token: string,
  count: number,
  fullname: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const username = unique('ds_');
    const user = await apiCall<{ id: number }>(token, 'POST', '/api/users', {
      username,
      password: PASSWORD,
      email: `${username}@chanhxe.vn`,
      fullname: `${fullname} ${String(i).padStart(2, '0')}`,
      role: 'staff',
    });
    ids.push(user.id);
  }
  return ids;
}
