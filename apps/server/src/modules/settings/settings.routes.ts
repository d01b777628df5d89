import { envelopeSchema } from '@depot/shared/api/envelope';
import {
  SETTINGS_ROLES,
  settingsBodySchema,
  settingsSchema,
} from '@depot/shared/settings/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { errorReplies } from '../../plugins/error-replies';
import * as service from './settings.service';

const tags = ['Cài đặt'];

/** The depot's settings: every signed-in user reads them (print views); managers change them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { tags, response: { 200: envelopeSchema(settingsSchema) } } },
    async (request) => ok(await service.getSettings(contextOf(request))),
  );

  app.put(
    '/settings',
    {
      config: { roles: SETTINGS_ROLES },
      schema: {
        tags,
        body: settingsBodySchema,
        response: { 200: envelopeSchema(settingsSchema), ...errorReplies(403) },
      },
    },
    async (request) =>
      ok(await service.updateSettings(contextOf(request), request.body), 'Đã lưu cài đặt'),
  );
};
