import type { z } from 'zod';
import type { Role } from '../users/users.schema';

/**
 * One API contract for both sides (docs/decisions/0015-one-api-contract.md): every endpoint is declared once, here in shared,
 * with its method, path, parameters, query, body and the schema of its reply's `data`. The
 * server registers its routes from these declarations (apps/server/src/lib/contract-route.ts),
 * the OpenAPI document comes from the routes, and the web client calls endpoints by them
 * (apps/web/src/lib/api-call.ts) with every type inferred: changing a reply on one side breaks
 * the typecheck of the other. In development and tests the client checks each reply against
 * its schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type EndpointBase = {
  method: HttpMethod;
  /** Under /api, in Fastify's form: `/payments/:id/void`. */
  path: string;
  /** The OpenAPI group. */
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Roles allowed; absent: any signed-in user. */
  roles?: readonly Role[];
  /** Open without signing in. */
  public?: boolean;
  /**
   * Error statuses beyond those the server documents from the declaration itself (400, 404,
   * 500; 401 unless public; 403 with roles; 409 on signed-in writes): login's 401 and 429, the
   * 403 of a list that reads the archive. Each is the usual error envelope.
   */
  errors?: readonly ErrorStatus[];
  /** Replies of other statuses with a schema of their own: a 409 naming the goods in the way. */
  responses?: Readonly<Record<number, z.ZodType>>;
};

/** The statuses of the API's error envelope (apps/server/src/plugins/error-replies.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 500;

/** An endpoint answering JSON: `{ status, message, data }`. */
export type Endpoint = EndpointBase & {
  /** The schema of the reply's `data` (the envelope around it is the same everywhere). */
  reply: z.ZodType;
};

/** An endpoint answering a file (an Excel export, a PDF, a backup): downloaded, not parsed. */
export type FileEndpoint = EndpointBase & {
  file: { type: string; description: string };
};

/** Declares an endpoint, keeping its literal types (method, path, schemas). */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

/** Declares a file endpoint. */
export function fileEndpoint<const E extends FileEndpoint>(declared: E): E {
  return declared;
}

type Part<S, Key extends string> = S extends z.ZodType ? { [K in Key]: z.input<S> } : unknown;

/**
 * The query may be left out when its schema takes nothing (all its fields optional): an address
 * without a query string is read as `{}`. A body is always sent when declared: a request without
 * one reaches the server as no object at all.
 */
type QueryPart<S> = S extends z.ZodType
  ? Record<never, never> extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : unknown;

/** What a caller sends: the parts the endpoint has, each as its schema reads it. */
export type EndpointInput<E extends EndpointBase> = Part<E['params'], 'params'> &
  QueryPart<E['query']> &
  Part<E['body'], 'body'>;

/** The reply's `data`, as the caller receives it. */
export type EndpointReply<E extends Endpoint> = z.output<E['reply']>;

/** The path with its `:name` parts filled in (encoded) from `params`. */
export function endpointPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Thiếu tham số ${name}`);
    return encodeURIComponent(String(value));
  });
}
