import { request, type APIRequestContext } from '@playwright/test';
import { endpointPath, type Endpoint, type EndpointReply } from '@depot/shared/api/contract';
import type { WireInput } from '@depot/shared/api/wire-input';
import { authApi } from '@depot/shared/auth/auth.contract';
import type { LoginReply } from '@depot/shared/auth/auth.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { E2E_ADMIN, E2E_PORT } from './env';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export type SignedIn = LoginReply;

/** Calls the real API of the test server (set-up and checks that the UI does not show). */
export async function api(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL });
}

/**
 * The endpoint's input as apiEndpoint takes it: left out altogether when nothing in it must be
 * sent (GET /settings, or a list whose query is all optional).
 */
type InputArgs<E extends Endpoint> =
  Record<never, never> extends WireInput<E> ? [input?: WireInput<E>] : [input: WireInput<E>];

/**
 * One call through the contract (packages/shared/src/api/contract.ts), as the API tests'
 * callEndpoint: the declaration gives method and path, its schemas type the params, query and
 * body, and the reply's `data` is typed by its reply schema, so a renamed field fails the
 * journeys' typecheck rather than their run. Throws on a non-2xx, with the status and message.
 */
export async function apiEndpoint<E extends Endpoint>(
  token: string,
  declared: E,
  ...[input]: InputArgs<E>
): Promise<EndpointReply<E>> {
  return send(token, declared, input);
}

async function send<E extends Endpoint>(
  token: string | undefined,
  declared: E,
  input: WireInput<E> | undefined,
): Promise<EndpointReply<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const search = queryString(query ?? {});
  const ctx = await api();
  try {
    const res = await ctx.fetch(`/api${endpointPath(declared.path, params)}${search}`, {
      method: declared.method,
      data: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return (await unwrap(res)) as EndpointReply<E>;
  } finally {
    await ctx.dispose();
  }
}

/** The query as the web app sends it: absent values left out, a list as repeated keys. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function unwrap(res: Awaited<ReturnType<APIRequestContext['get']>>) {
  const body = (await res.json()) as { message: string; data: unknown };
  if (!res.ok()) throw new Error(`${res.url()} → ${res.status()}: ${body.message}`);
  return body.data;
}

export function signInApi(username: string, password: string): Promise<SignedIn> {
  return send(undefined, authApi.login, { body: { username, password } });
}

export function signInAdmin(): Promise<SignedIn> {
  return signInApi(E2E_ADMIN.username, E2E_ADMIN.password);
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
  await apiEndpoint(admin.token, usersApi.create, {
    body: { username, password: PASSWORD, email: `${username}@chanhxe.vn`, fullname, role },
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
    const user = await apiEndpoint(token, usersApi.create, {
      body: {
        username,
        password: PASSWORD,
        email: `${username}@chanhxe.vn`,
        fullname: `${fullname} ${String(i).padStart(2, '0')}`,
        role: 'staff',
      },
    });
    ids.push(user.id);
  }
  return ids;
}
