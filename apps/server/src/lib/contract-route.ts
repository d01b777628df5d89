import { envelopeSchema, type Envelope } from '@depot/shared/api/envelope';
import type { Endpoint, FileEndpoint } from '@depot/shared/api/contract';
import { BODY_NOT_OBJECT, isJsonObject } from '@depot/shared/validation/json-body';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { errorReplies } from '../plugins/error-replies';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a contract route: params, query and body as their schemas parsed them. */
export type ContractRequest<E extends Endpoint | FileEndpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler answers: the envelope with the reply's data, before serialization. */
export type ContractReply<E extends Endpoint> = Envelope<z.input<E['reply']>>;

/** How the server runs a route, beyond what the contract says a caller sends and gets. */
export type RouteExtra = {
  /** Route config: rate limits and the like (roles and public come from the declaration). */
  config?: FastifyContextConfig;
  /** A serializer of its own: lib/fast-serializer.ts on the busiest list. */
  serializerCompiler?: RouteOptions['serializerCompiler'];
  /** The OpenAPI security requirement: `[]` on a route called without a bearer token. */
  security?: FastifySchema['security'];
  /** A body larger than the app's 1 MB (a handover's photo), in bytes. */
  bodyLimit?: number;
};

/**
 * Registers the route of a contract endpoint (packages/shared/src/api/contract.ts): its method,
 * path, roles, the schemas that validate the request (400 with a message per field) and the one
 * that writes the reply. The handler's types come from the same declaration the web client
 * calls, so a change on one side is a type error on the other.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<ContractReply<E>>,
  extra: RouteExtra = {},
): void {
  register(app, declared, envelopeSchema(declared.reply), handler, extra);
}

/**
 * Registers a file endpoint: the handler sends the file itself (type, disposition, body); the
 * OpenAPI document names what it produces.
 */
export function fileRoute<E extends FileEndpoint>(
  app: FastifyInstance,
  declared: E,
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<unknown>,
  extra: RouteExtra = {},
): void {
  register(app, declared, z.any().describe(declared.file.description), handler, extra, [
    declared.file.type,
  ]);
}

function register(
  app: FastifyInstance,
  declared: Endpoint | FileEndpoint,
  success: z.ZodType,
  handler: unknown,
  extra: RouteExtra,
  produces?: string[],
): void {
  app.route({
    method: declared.method,
    url: declared.path,
    config: {
      ...(declared.roles ? { roles: declared.roles } : {}),
      ...(declared.public ? { public: true } : {}),
      ...extra.config,
    },
    schema: {
      tags: [...declared.tags],
      ...(declared.params ? { params: declared.params } : {}),
      ...(declared.query ? { querystring: declared.query } : {}),
      ...(declared.body ? { body: declared.body } : {}),
      ...(produces ? { produces } : {}),
      ...(extra.security ? { security: extra.security } : {}),
      // The statuses every route has are added by plugins/error-replies.ts.
      response: {
        200: success,
        ...errorReplies(...(declared.errors ?? [])),
        ...declared.responses,
      },
    },
    ...(extra.serializerCompiler ? { serializerCompiler: extra.serializerCompiler } : {}),
    ...(extra.bodyLimit ? { bodyLimit: extra.bodyLimit } : {}),
    ...(declared.body ? { preValidation: refuseNonObjectBody } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/**
 * Refuses a body that is not a JSON object before its schema sees it: a schema's preprocess or
 * refinement may read a field of `null` (the customer's address rule did, a 500). A request
 * without a body goes on to its schema, which says whether one is needed.
 */
async function refuseNonObjectBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && !isJsonObject(request.body)) {
    throw new BadRequestError(BODY_NOT_OBJECT);
  }
}
