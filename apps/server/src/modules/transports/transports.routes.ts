import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { loadProductsOnce } from './pickup-once.service';
import * as service from './transports.service';

/** Loading goods onto a vehicle (spec 1 §3 "Lên Hàng"): any signed-in user. */
export const transportsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, transportsApi.load, async (request) => {
    const result = await loadProductsOnce(contextOf(request), request.body);
    return ok(result, service.loadedMessage(result));
  });

  route(app, transportsApi.carLoad, async (request) =>
    ok(await service.carLoad(contextOf(request), request.query)),
  );
};
