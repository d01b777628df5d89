import type { Endpoint, EndpointReply, FileEndpoint } from '@depot/shared/api/contract';
import { endpointPath } from '@depot/shared/api/contract';
import { stubApi, type Sent } from './fake-api-lists';

/**
 * The fake API keyed by the contract's endpoint declarations rather than by path strings:
 * `stubEndpoints([on(debtApi.list, ({ query }) => pageAt(…)), on(debtApi.setPaid, () => …)])`.
 * A handler answers the endpoint's reply, typed from its schema (so a reply the contract would
 * refuse is a type error before callApi refuses it), or a Response of its own (an error, a wait).
 * Built on stubApi, which stays for the tests not moved yet.
 */

type AnyEndpoint = Endpoint | FileEndpoint;
type ReplyOf<E extends AnyEndpoint> = E extends Endpoint ? EndpointReply<E> : unknown;

/** One endpoint's stand-in, made by on(). */
export type EndpointRoute = { pattern: string; handler: (request: Sent) => unknown };

/** The method and full path of an endpoint, as stubApi routes it: `GET /api/debt/:id`. */
function patternOf(endpoint: AnyEndpoint): string {
  return `${endpoint.method} /api${endpoint.path}`;
}

/** Routes an endpoint to a handler answering its reply (or a Response). */
export function on<E extends AnyEndpoint>(
  endpoint: E,
  handler: (request: Sent) => ReplyOf<E> | Response | Promise<Response>,
): EndpointRoute {
  return { pattern: patternOf(endpoint), handler };
}

/** Stubs fetch with the given endpoints; anything else answers 404. */
export function stubEndpoints(routes: EndpointRoute[]) {
  const api = stubApi(Object.fromEntries(routes.map((route) => [route.pattern, route.handler])));
  /** The requests sent to an endpoint, in order; with params, only those to that very path. */
  const requests = (endpoint: AnyEndpoint, params?: Record<string, unknown>): Sent[] =>
    params === undefined
      ? api.requests(patternOf(endpoint))
      : api
          .requests(patternOf(endpoint))
          .filter((request) => request.path === `/api${endpointPath(endpoint.path, params)}`);
  return {
    fake: api.fake,
    requests,
    /** The queries sent to an endpoint, in order, as plain objects of strings. */
    queries: (endpoint: AnyEndpoint, params?: Record<string, unknown>) =>
      requests(endpoint, params).map((request) => Object.fromEntries(request.query)),
    /** The bodies sent to an endpoint, in order. */
    bodies: (endpoint: AnyEndpoint, params?: Record<string, unknown>) =>
      requests(endpoint, params).map((request) => request.body),
  };
}
