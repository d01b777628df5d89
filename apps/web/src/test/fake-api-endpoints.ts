import { vi } from 'vitest';
import type { z } from 'zod';
import type {
  Endpoint,
  EndpointReply,
  ErrorStatus,
  FileEndpoint,
} from '@depot/shared/api/contract';
import { endpointPath } from '@depot/shared/api/contract';

/**
 * The fake API of the component tests, keyed by the contract's endpoint declarations:
 * `stubEndpoints([on(debtApi.list, ({ query }) => pageAt(…)), on(debtApi.setPaid, () => …)])`.
 * It stubs `fetch`, records every request, and answers as the API does (the envelope around
 * `data`). A handler answers the endpoint's reply, typed from its schema (so a reply the contract
 * would refuse is a type error before callApi refuses it); `said(message, reply)` the same with
 * the server's message; `refused(status, message)` an error, `refused(400, message, { name: '…' })`
 * one with field errors (named from the endpoint's body or query); a file endpoint a Blob; or a
 * Response of its own. Any of these may come as a promise: a reply the test lets go when it
 * chooses; a rejected one is a network failure. Anything not routed answers 404; of two routes
 * of one endpoint, the first answers.
 */

type AnyEndpoint = Endpoint | FileEndpoint;
type ReplyOf<E extends AnyEndpoint> = E extends Endpoint ? EndpointReply<E> : Blob;

/** The `:name` parts of a path: `'/trips/:id/arrival/extras/:product_id'` → `'id' | 'product_id'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a schema of the endpoint reads (its body, its query), or never without one. */
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type KeysOf<T> = T extends object ? Extract<keyof T, string> : never;

/**
 * The names of an endpoint's field errors: its body's and query's fields, or a path into one
 * (`items.0.quantity`), as the server names them (apps/server/src/plugins/errors.ts).
 */
export type FieldOf<E extends AnyEndpoint> =
  | KeysOf<InputOf<E['body']>>
  | KeysOf<InputOf<E['query']>>
  | `${KeysOf<InputOf<E['body']>> | KeysOf<InputOf<E['query']>>}.${string}`;

/** A request as the app sent it to an endpoint, its path's parameters read out of it. */
export type Sent<E extends AnyEndpoint = AnyEndpoint> = {
  method: string;
  /** The full path, `/api/trips/31/depart`. */
  path: string;
  params: Record<ParamNames<E['path']>, string>;
  query: URLSearchParams;
  /** The JSON body as sent (undefined without one), typed as the endpoint reads it. */
  body: InputOf<E['body']> | undefined;
};

/** A reply with the server's own message, made by said(). */
class Said<T> {
  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}

/** The reply `data` with the message the server gives it (`Đã thu tiền`), not the default. */
export function said<T>(message: string, data: T): Said<T> {
  return new Said(message, data);
}

/** The API's envelope around `data`, with the HTTP status the server would give. */
function envelope(data: unknown, status = 200, message = 'Thành công'): Response {
  return new Response(JSON.stringify({ status: status < 400, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Only in types: the names of a refusal's field errors. */
declare const fieldNames: unique symbol;

/**
 * An error reply, a Response; its type keeps the names of its field errors, so a route answers
 * it only if its endpoint has those fields.
 */
export type Refusal<Field extends string = never> = Response & {
  readonly [fieldNames]?: Field[];
};

/**
 * An error reply as the server gives it: `refused(409, 'Đã xác nhận nhận xe')`; with the
 * messages of the fields it names, `refused(400, 'Dữ liệu không hợp lệ', { full_name: '…' })`.
 */
export function refused(status: ErrorStatus, message: string): Refusal;
export function refused<Field extends string>(
  status: ErrorStatus,
  message: string,
  errors: Record<Field, string>,
): Refusal<Field>;
export function refused(
  status: ErrorStatus,
  message: string,
  errors?: Record<string, string>,
): Refusal<string> {
  return new Response(JSON.stringify({ status: false, message, errors, data: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What a handler gives: the reply, said with a message, or a Response; now or later. */
type Reply<E extends AnyEndpoint> = ReplyOf<E> | Said<ReplyOf<E>> | Refusal<FieldOf<E>>;
/** An endpoint's stand-in: what it answers a request. */
export type EndpointHandler<E extends AnyEndpoint> = (
  request: Sent<E>,
) => Reply<E> | Promise<Reply<E>>;

/** One endpoint's stand-in, made by on(). */
export type EndpointRoute = { endpoint: AnyEndpoint; handler: (request: Sent) => unknown };

/** Routes an endpoint to a handler answering its reply (or a Response). */
export function on<E extends AnyEndpoint>(
  endpoint: E,
  // Typed once E is known from the endpoint: a handler's reply keeps its literals ('ready').
  handler: NoInfer<EndpointHandler<E>>,
): EndpointRoute {
  return { endpoint, handler: handler as (request: Sent) => unknown };
}

/** The endpoint's parameters if `path` (under /api) is one of its addresses, else undefined. */
function paramsOf(endpoint: AnyEndpoint, method: string, path: string) {
  if (endpoint.method !== method) return undefined;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^/api${pattern}$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, n) => [name, decodeURIComponent(found[n + 1]!)]));
}

/** How many `:name` parts a path has: a literal `/products/count` wins over `/products/:id`. */
const paramCount = (endpoint: AnyEndpoint) => endpoint.path.split(':').length - 1;

/** The Response of a handler's reply. */
function toResponse(endpoint: AnyEndpoint, reply: unknown): Response {
  if (reply instanceof Response) return reply;
  if ('file' in endpoint && reply instanceof Blob)
    return new Response(reply, { headers: { 'Content-Type': reply.type || endpoint.file.type } });
  if (reply instanceof Said) return envelope(reply.data, 200, reply.message);
  return envelope(reply);
}

/** A reply given now or later; a rejected promise stays one (a network failure). */
function responseOf(endpoint: AnyEndpoint, given: unknown): Promise<Response> {
  return given instanceof Promise
    ? given.then((reply: unknown) => toResponse(endpoint, reply))
    : Promise.resolve(toResponse(endpoint, given));
}

type Recorded = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Stubs fetch with the given endpoints; anything else answers 404. */
export function stubEndpoints(routes: EndpointRoute[]) {
  const sent: Recorded[] = [];
  const byLiteralFirst = [...routes].sort(
    (a, b) => paramCount(a.endpoint) - paramCount(b.endpoint),
  );
  const fake = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://depot.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const recorded = { method, path: url.pathname, query: url.searchParams, body };
    sent.push(recorded);
    for (const { endpoint, handler } of byLiteralFirst) {
      const params = paramsOf(endpoint, method, url.pathname);
      if (params) return responseOf(endpoint, handler({ ...recorded, params }));
    }
    return Promise.resolve(envelope(null, 404, 'Không tìm thấy'));
  });
  vi.stubGlobal('fetch', fake);

  /** Whether a more literal route than the endpoint's answered the request. */
  const routedElsewhere = (endpoint: AnyEndpoint, { method, path }: Recorded) =>
    byLiteralFirst.some(
      (route) =>
        paramCount(route.endpoint) < paramCount(endpoint) &&
        paramsOf(route.endpoint, method, path) !== undefined,
    );

  /** The requests sent to an endpoint, in order; with params, only those to that very path. */
  function requests<E extends AnyEndpoint>(endpoint: E, params?: Record<string, unknown>) {
    const exact = params && `/api${endpointPath(endpoint.path, params)}`;
    return sent.flatMap((request): Sent<E>[] => {
      const found = paramsOf(endpoint, request.method, request.path);
      if (!found || (exact !== undefined && request.path !== exact)) return [];
      if (routedElsewhere(endpoint, request)) return [];
      // The body as the app sent it: callApi sends what the endpoint's schema reads.
      return [{ ...request, params: found, body: request.body } as Sent<E>];
    });
  }
  return {
    fake,
    /** Every request sent, routed or not, in order. */
    all: () => [...sent],
    requests,
    /** The queries sent to an endpoint, in order, as plain objects of strings. */
    queries: (endpoint: AnyEndpoint, params?: Record<string, unknown>) =>
      requests(endpoint, params).map((request) => Object.fromEntries(request.query)),
    /** The bodies sent to an endpoint, in order. */
    bodies: (endpoint: AnyEndpoint, params?: Record<string, unknown>) =>
      requests(endpoint, params).map((request) => request.body),
  };
}
