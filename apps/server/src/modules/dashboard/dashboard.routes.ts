import { envelopeSchema } from '@depot/shared/api/envelope';
import { dashboardQuerySchema, dashboardSchema } from '@depot/shared/dashboard/dashboard.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './dashboard.service';

const tags = ['Thống kê'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request) => ok(await service.getDashboard(contextOf(request), request.query)),
  );
};
