import type { z } from 'zod';
import type { Endpoint } from './contract';

// What a test sends to an endpoint, typed by its declaration: for the API tests'
// callEndpoint (apps/server/test/contract-call.ts) and the journeys' apiEndpoint
// (e2e/support/api.ts), so both read a schema's change the same way. Types only.

/**
 * An object whose keys that take undefined may be left out. On the wire undefined and absent are
 * the same (JSON and the query string drop it), and a field read through z.preprocess takes
 * `unknown`, which z.input still counts as a required key.
 */
export type Omittable<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
        [K in keyof T as undefined extends T[K] ? never : K]: T[K];
      }
    : T;

type WirePart<S, Key extends string> = S extends z.ZodType
  ? { [K in Key]: Omittable<z.input<S>> }
  : unknown;

/** The query may be left out when nothing in it must be sent. */
type WireQuery<S> = S extends z.ZodType
  ? Record<never, never> extends Omittable<z.input<S>>
    ? { query?: Omittable<z.input<S>> }
    : { query: Omittable<z.input<S>> }
  : unknown;

/** The body a test sends to the endpoint: for a helper that builds one. */
export type WireBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? Omittable<z.input<E['body']>>
  : never;

/** The query a test sends to the endpoint: for a helper that builds one. */
export type WireQueryOf<E extends Endpoint> = E['query'] extends z.ZodType
  ? Omittable<z.input<E['query']>>
  : never;

/** A body its schema takes as undefined may be left out: the request then has none. */
type WireBodyPart<S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { body?: Omittable<z.input<S>> }
    : { body: Omittable<z.input<S>> }
  : unknown;

/**
 * What a test sends: the endpoint's params, query and body as their schemas read them (as the
 * contract's EndpointInput), a key that takes undefined being one that may be left out.
 */
export type WireInput<E extends Endpoint> = WirePart<E['params'], 'params'> &
  WireQuery<E['query']> &
  WireBodyPart<E['body']>;
