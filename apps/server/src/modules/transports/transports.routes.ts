import { transportsApi } from '@depot/shared/transports/transports.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { loadProductsOnce } from './pickup-once.service';
import { scanMessage } from './scan.service';
import { scanOnce } from './scan-once.service';
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

  // The yard screen's scan: a refusal is a 200 with `ok: false` (see the contract).
  route(app, transportsApi.scan, async (request) => {
    const result = await scanOnce(contextOf(request), request.body);
    return ok(result, scanMessage(result));
  });
};
