import { envelopeSchema } from '@depot/shared/api/envelope';
import { healthSchema } from '@depot/shared/health/health.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['Hệ thống'],
        // Monitors call it without signing in.
        security: [],
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (request, reply) => {
      const health = await service.checkHealth(contextOf(request), (error) =>
        request.log.error({ err: error }, 'health check: database unreachable'),
      );
      if (health.database === 'ok') return ok(health, 'Hệ thống hoạt động bình thường');
      return reply
        .status(503)
        .send({ status: false, message: 'Không kết nối được cơ sở dữ liệu', data: health });
    },
  );
};
