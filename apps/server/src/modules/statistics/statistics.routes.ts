import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  receiptStatsPageSchema,
  receiptStatsQuerySchema,
  transportDetailQuerySchema,
  transportDetailSchema,
} from '@depot/shared/statistics/statistics.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './statistics.service';

const tags = ['Thống kê'];

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/thong-ke/phieu-thu',
    {
      schema: {
        tags,
        querystring: receiptStatsQuerySchema,
        response: { 200: envelopeSchema(receiptStatsPageSchema) },
      },
    },
    async (request) => ok(await service.receiptStats(contextOf(request), request.query)),
  );

  app.get(
    '/tk/phieu-thu/chi-tiet',
    {
      schema: {
        tags,
        querystring: transportDetailQuerySchema,
        response: { 200: envelopeSchema(transportDetailSchema) },
      },
    },
    async (request) => ok(await service.transportDetail(contextOf(request), request.query)),
  );
};
