import { healthApi } from '@depot/shared/health/health.contract';
import type { Ready } from '@depot/shared/health/health.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './health.service';
import type { Readiness } from './readiness';

/** Why a process is not ready, said to whoever reads the load balancer's log. */
function notReadyMessage(state: Ready): string {
  if (state.phase === 'draining') return 'Máy chủ đang dừng, không nhận thêm yêu cầu mới';
  if (state.phase === 'starting') return 'Máy chủ đang khởi động, chưa sẵn sàng nhận yêu cầu';
  return 'Không kết nối được cơ sở dữ liệu';
}

export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
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

  route(
    app,
    healthApi.ready,
    async (request, reply) => {
      const state = await service.checkReady(contextOf(request), readiness, (error) =>
        request.log.error({ err: error }, 'readiness check: database unreachable'),
      );
      if (state.ready) return ok(state, 'Máy chủ sẵn sàng nhận yêu cầu');
      reply.status(503);
      return { status: false, message: notReadyMessage(state), data: state };
    },
    // Load balancers call it without signing in.
    { security: [] },
  );
};
