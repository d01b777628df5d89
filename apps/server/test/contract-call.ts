import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '@depot/shared/api/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * One API call through the contract: the endpoint's declaration gives its method and path, its
 * params, query and body are typed by its schemas, and a 200's `data` by its reply schema. A
 * renamed field fails the typecheck of every test that sends or reads it.
 */
export async function callEndpoint<E extends Endpoint>(
  t: TestApp,
  declared: E,
  input: EndpointInput<E> & { token?: string; headers?: Record<string, string> },
): Promise<{ status: number; data: EndpointReply<E>; message: string; raw: unknown }> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res: LightMyRequestResponse = await t.app.inject({
    method: declared.method,
    url: `/api${endpointPath(declared.path, params)}`,
    query: query ? stringQuery(query) : undefined,
    payload: body as Record<string, unknown> | undefined,
    headers: {
      ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
      ...input.headers,
    },
  });
  const envelope = res.json() as { message: string; data: EndpointReply<E> };
  return { status: res.statusCode, data: envelope.data, message: envelope.message, raw: envelope };
}

/** A query string's values as the browser sends them: text, a list as repeated keys. */
function stringQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
  );
}
