import { statisticsApi } from '@depot/shared/statistics/statistics.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { ok } from '../../lib/reply';
import * as service from './statistics.service';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, statisticsApi.receipts, async (request) =>
    ok(await service.receiptStats(contextOf(request), request.query)),
  );

  route(
    app,
    statisticsApi.transportDetail,
    async (request) => ok(await service.transportDetail(contextOf(request), request.query)),
    // A year of a busy customer is 1 000 lines (329 KB): the zod check and encode took as long
    // as the SQL (docs/speed.md). Written from the same schema instead.
    { serializerCompiler: fastSerializerCompiler },
  );

  route(app, statisticsApi.tripsProfit, async (request) =>
    ok(await service.tripsProfit(contextOf(request), request.query)),
  );
};
