import type { Envelope } from '@depot/shared/api/envelope';
import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
  type FileEndpoint,
} from '@depot/shared/api/contract';
import { apiRequest, type RequestOptions } from './api-client';
import { apiDownload, type Download } from './api-download';

/**
 * Replies are checked against the contract while developing and in tests (a mismatch is a bug
 * of one side, loud at once), not in the depot's browsers, which trust the server.
 */
const CHECK_REPLIES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** A reply that does not match its endpoint's schema (development and tests only). */
export class ReplyMismatchError extends Error {
  constructor(method: string, path: string, issues: string) {
    super(`Trả lời của ${method} ${path} không đúng hợp đồng API: ${issues}`);
    this.name = 'ReplyMismatchError';
  }
}

/** `token` overrides the stored one: null for signing in, the forgotten one for signing out. */
type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'token' | 'rawBody'>;
type DownloadOptions = Pick<RequestOptions, 'signal'> & { onProgress?: (bytes: number) => void };

/**
 * Calls an endpoint of the contract (packages/shared/src/api/contract.ts): the path, the query
 * and the body are typed by its schemas, the reply's data by its reply schema. No path strings
 * and no hand-written reply types in features.
 */
export async function callApi<E extends Endpoint>(
  declared: E,
  ...[input]: keyof EndpointInput<E> extends never
    ? [input?: CallOptions]
    : [input: EndpointInput<E> & CallOptions]
): Promise<Envelope<EndpointReply<E>>> {
  const parts = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
  } & CallOptions;
  const path = endpointPath(declared.path, parts.params);
  const reply = await apiRequest<EndpointReply<E>>(declared.method, path, {
    query: parts.query,
    body: parts.body,
    signal: parts.signal,
    timeoutMs: parts.timeoutMs,
    rawBody: parts.rawBody,
    // Undefined takes apiRequest's default: the stored token.
    token: parts.token,
  });
  if (CHECK_REPLIES) {
    const checked = declared.reply.safeParse(reply.data);
    if (!checked.success) {
      const issues = checked.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
        .join('; ');
      throw new ReplyMismatchError(declared.method, path, issues);
    }
  }
  return reply;
}

/** Downloads the file of a file endpoint (an export, a PDF, a backup) with the session's token. */
export function downloadApi<E extends FileEndpoint>(
  declared: E,
  ...[input]: keyof EndpointInput<E> extends never
    ? [input?: DownloadOptions]
    : [input: EndpointInput<E> & DownloadOptions]
): Promise<Download> {
  const parts = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
  } & DownloadOptions;
  return apiDownload(endpointPath(declared.path, parts.params), {
    query: parts.query,
    signal: parts.signal,
    onProgress: parts.onProgress,
  });
}
