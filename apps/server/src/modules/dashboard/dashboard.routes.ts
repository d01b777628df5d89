import { dashboardApi } from '@depot/shared/dashboard/dashboard.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, dashboardApi.get, async (request) =>
    ok(await service.getDashboard(contextOf(request), request.query)),
  );
};
