import { healthApi } from '@depot/shared/health/health.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    healthApi.check,
    async (request, reply) => {
      const health = await service.checkHealth(contextOf(request), (error) =>
        request.log.error({ err: error }, 'health check: database unreachable'),
      );
      if (health.database === 'ok') return ok(health, 'Hệ thống hoạt động bình thường');
      reply.status(503);
      return { status: false, message: 'Không kết nối được cơ sở dữ liệu', data: health };
    },
    // Monitors call it without signing in.
    { security: [] },
  );
};
