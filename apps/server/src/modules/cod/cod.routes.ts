import { codApi } from '@depot/shared/cod/cod.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './cod.service';

export const codRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, codApi.senders, async (request) =>
    ok(await service.listSenders(contextOf(request), request.query)),
  );
  route(app, codApi.senderLines, async (request) =>
    ok(await service.senderLines(contextOf(request), request.params.id)),
  );
  route(app, codApi.receiverLines, async (request) =>
    ok(await service.receiverLines(contextOf(request), request.params.id)),
  );
};
