import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  carLoadQuerySchema,
  carLoadSchema,
  transportConflictSchema,
  transportCreateSchema,
  transportResultSchema,
} from '@depot/shared/transports/transports.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { loadProductsOnce } from './pickup-once.service';
import * as service from './transports.service';

const tags = ['Lên hàng'];

/**
 * The pickup's 409 carries what the form needs to explain it (goods already on a vehicle, or
 * the overload figures), so it is declared here: the default 409 would serialize `data` as null.
 * Null stays allowed: a database refusal the service does not name (errors plugin) has none.
 */
const conflictReply = z
  .object({
    status: z.literal(false),
    message: z.string(),
    data: transportConflictSchema.nullable(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .describe('Hàng đã ở trên xe, hoặc vượt tải trọng xe chưa được xác nhận');

/** Loading goods onto a vehicle (spec 1 §3 "Lên Hàng"): any signed-in user. */
export const transportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transports',
    {
      schema: {
        tags,
        body: transportCreateSchema,
        response: { 200: envelopeSchema(transportResultSchema), 409: conflictReply },
      },
    },
    async (request) => {
      const result = await loadProductsOnce(contextOf(request), request.body);
      return ok(result, service.loadedMessage(result));
    },
  );

  app.get(
    '/transports/load',
    {
      schema: {
        tags,
        querystring: carLoadQuerySchema,
        response: { 200: envelopeSchema(carLoadSchema) },
      },
    },
    async (request) => ok(await service.carLoad(contextOf(request), request.query)),
  );
};
