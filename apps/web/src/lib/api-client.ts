import { isEnvelope, reportReached, reportUnreachable } from './reachability';
import type { Envelope } from '@depot/shared/api/envelope';
// The app's own texts only: this client is in the sign-in screen's bundle, every feature's texts are not.
import { appTexts as vi } from '../i18n/texts/app';
import { branchHeaders } from './branch-choice';
import { redirectToLogin } from './redirect';
import { clearSession, getToken } from './session';

/** The one HTTP client of the app (docs/domain.md): JSON, bearer token, 10 s timeout. */

const API_BASE = '/api';
const TIMEOUT_MS = 10_000;
/** Pages a signed-out person may stay on; a 401 there does not navigate. */
const GUEST_PATHS = ['/login', '/register'];

/**
 * A failed request: HTTP status (0 when no reply), the Vietnamese message, field errors, and the
 * envelope's `data` (a 409 may carry what the conflict was about, e.g. a pickup's overload).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly data: unknown;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string> = {},
    data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data ?? null;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored token (sign-out sends the token it is about to forget). */
  token?: string | null;
  /** Milliseconds before giving up (10 s by default); a backup made now may take a minute. */
  timeoutMs?: number;
  /** A file sent as it is (`application/octet-stream`) instead of a JSON body: a backup uploaded. */
  rawBody?: Blob;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The spec allows `message` to be an object of errors: its first one is shown then. */
export function readMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value && typeof value === 'object') {
    const first = Object.values(value as Record<string, unknown>)[0];
    return Array.isArray(first) ? readMessage(first[0]) : readMessage(first);
  }
  return undefined;
}

function readErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(value as Record<string, unknown>)) {
    const text = readMessage(Array.isArray(message) ? message[0] : message);
    if (text) errors[field] = text;
  }
  return errors;
}

export function onUnauthorized(): void {
  clearSession();
  if (!GUEST_PATHS.includes(window.location.pathname)) redirectToLogin();
}

async function send(
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
  timeoutMs = TIMEOUT_MS,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, {
      ...init,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) {
      reportUnreachable();
      throw new ApiError(0, vi.network.timeout);
    }
    if (signal?.aborted) throw error; // cancelled by the caller (TanStack Query), not a failure to show
    reportUnreachable();
    throw new ApiError(0, vi.network.unreachable);
  }
}

/** Sends a request and unwraps the envelope; throws ApiError for anything but a successful reply. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  { query, body, signal, token = getToken(), timeoutMs, rawBody }: RequestOptions = {},
): Promise<Envelope<T>> {
  // The branch the header's switch chose: every list and total the server answers follows it.
  const headers: Record<string, string> = { Accept: 'application/json', ...branchHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (rawBody !== undefined) headers['Content-Type'] = 'application/octet-stream';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await send(
    buildUrl(path, query),
    { method, headers, body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)) },
    signal,
    timeoutMs,
  );

  let payload: Record<string, unknown> | null = null;
  try {
    const text = await response.text();
    payload = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    payload = null;
  }
  // Only this server's envelope says it was reached: a captive Wi-Fi's login page or a proxy's
  // error page answers too, from somewhere else (lib/reachability.ts).
  if (isEnvelope(payload)) reportReached();
  else {
    reportUnreachable();
    throw new ApiError(response.status >= 500 ? response.status : 0, vi.network.unreachable);
  }

  if (response.status === 401 && !(method === 'POST' && path === '/login')) onUnauthorized();

  if (!response.ok || !payload || payload.status !== true) {
    const fallback =
      !payload && response.status >= 500 ? vi.network.unreachable : vi.network.unknown;
    throw new ApiError(
      response.status,
      readMessage(payload?.message) ?? fallback,
      readErrors(payload?.errors),
      payload?.data,
    );
  }

  return { status: true, message: readMessage(payload.message) ?? '', data: payload.data as T };
}

/** The Vietnamese text to show for any error thrown by a request. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return vi.network.unknown;
}
