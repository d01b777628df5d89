import { envelopeSchema } from '@depot/shared/api/envelope';
import { loginBodySchema, loginReplySchema } from '@depot/shared/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import { errorReplies } from '../../plugins/error-replies';
import * as service from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['Phiên đăng nhập'],
        // No bearer token: this is where one is obtained.
        security: [],
        body: loginBodySchema,
        // Public, yet it answers 401 for wrong credentials and 429 after too many of them.
        response: { 200: envelopeSchema(loginReplySchema), ...errorReplies(401, 429) },
      },
    },
    async (request) =>
      ok(await service.login(contextOf(request), request.body, request.ip), 'Đăng nhập thành công'),
  );

  app.post(
    '/logout',
    {
      config: { public: true },
      schema: { tags: ['Phiên đăng nhập'], response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.logout(contextOf(request), bearerToken(request));
      return ok(null, 'Đăng xuất thành công');
    },
  );
};
