import { envelopeSchema } from '@depot/shared/api/envelope';
import { healthSchema } from '@depot/shared/health/health.schema';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['Hệ thống'],
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return {
          status: true,
          message: 'Hệ thống hoạt động bình thường',
          data: { database: 'ok' as const },
        };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          status: false,
          message: 'Không kết nối được cơ sở dữ liệu',
          data: { database: 'down' as const },
        });
      }
    },
  );
};
