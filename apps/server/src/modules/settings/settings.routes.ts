import { settingsApi } from '@depot/shared/settings/settings.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import * as service from './settings.service';

/** The depot's settings: every signed-in user reads them (print views); managers change them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, settingsApi.get, async (request) => ok(await service.getSettings(contextOf(request))));

  route(app, settingsApi.update, async (request) =>
    ok(await service.updateSettings(contextOf(request), request.body), 'Đã lưu cài đặt'),
  );
};
