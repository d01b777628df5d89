import { envelopeSchema, type Envelope } from '@depot/shared/api/envelope';
import type { Endpoint, FileEndpoint } from '@depot/shared/api/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of a contract route: params, query and body as their schemas parsed them. */
export type ContractRequest<E extends Endpoint | FileEndpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** What a handler answers: the envelope with the reply's data, before serialization. */
export type ContractReply<E extends Endpoint> = Envelope<z.input<E['reply']>>;

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
  extra: { config?: FastifyContextConfig } = {},
): void {
  register(app, declared, { 200: envelopeSchema(declared.reply) }, handler, extra);
}

/**
 * Registers a file endpoint: the handler sends the file itself (type, disposition, body); the
 * OpenAPI document names what it produces.
 */
export function fileRoute<E extends FileEndpoint>(
  app: FastifyInstance,
  declared: E,
  handler: (request: ContractRequest<E>, reply: FastifyReply) => Promise<unknown>,
  extra: { config?: FastifyContextConfig } = {},
): void {
  register(app, declared, { 200: z.any().describe(declared.file.description) }, handler, extra, [
    declared.file.type,
  ]);
}

function register(
  app: FastifyInstance,
  declared: Endpoint | FileEndpoint,
  response: Record<number, z.ZodType>,
  handler: unknown,
  extra: { config?: FastifyContextConfig },
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
      response,
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
