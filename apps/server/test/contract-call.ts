import { endpointPath, type Endpoint, type EndpointReply } from '@depot/shared/api/contract';
import type { WireInput } from '@depot/shared/api/wire-input';
import type { OutgoingHttpHeaders } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { TestApp } from './test-app';

// The wire-input types live in shared, beside the contract, so that the journeys' apiEndpoint
// (e2e/support/api.ts) types what it sends as these tests do; re-exported for the tests.
export type { WireBody, WireInput, WireQueryOf } from '@depot/shared/api/wire-input';

/** What callEndpoint hands back: the status and the envelope's parts, typed by the contract. */
export type EndpointResult<E extends Endpoint> = {
  status: number;
  /** The reply's `data`, typed by the endpoint's reply schema (absent on an error). */
  data: EndpointReply<E>;
  message: string;
  /** The field errors of a 400 (`{ field: message }`), absent otherwise. */
  errors?: Record<string, string>;
  /** The whole parsed envelope, for a failure's message or a reply of another shape. */
  raw: unknown;
  headers: OutgoingHttpHeaders;
};

/**
 * One API call through the contract: the endpoint's declaration gives its method and path, its
 * params, query and body are typed by its schemas, and a 200's `data` by its reply schema. A
 * renamed field fails the typecheck of every test that sends or reads it.
 */
export async function callEndpoint<E extends Endpoint>(
  t: TestApp,
  declared: E,
  input: WireInput<E> & {
    token?: string;
    headers?: Record<string, string>;
    /** The caller's address (request.ip); 127.0.0.1 by default. */
    ip?: string;
  },
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res: LightMyRequestResponse = await t.app.inject({
    method: declared.method,
    url: `/api${endpointPath(declared.path, params)}`,
    query: query ? stringQuery(query) : undefined,
    ...(input.ip ? { remoteAddress: input.ip } : {}),
    payload: body as Record<string, unknown> | undefined,
    headers: {
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      ...input.headers,
    },
  });
  const envelope = res.json() as {
    message: string;
    data: EndpointReply<E>;
    errors?: Record<string, string>;
  };
  return {
    status: res.statusCode,
    data: envelope.data,
    message: envelope.message,
    ...(envelope.errors ? { errors: envelope.errors } : {}),
    raw: envelope,
    headers: res.headers,
  };
}

/**
 * The reply of another status the endpoint declares with a schema of its own (a 409 naming the
 * goods in the way), typed by that schema.
 */
export function replyOf<E extends Endpoint, S extends keyof NonNullable<E['responses']>>(
  _declared: E,
  _status: S,
  res: { raw: unknown },
): NonNullable<E['responses']>[S] extends z.ZodType
  ? z.output<NonNullable<E['responses']>[S]>
  : never {
  return res.raw as never;
}

/** A query string's values as the browser sends them: text, a list as repeated keys. */
function stringQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}
