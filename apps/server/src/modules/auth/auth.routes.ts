import { authApi } from '@depot/shared/auth/auth.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { bearerToken } from '../../plugins/auth';
import * as service from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    authApi.login,
    async (request) =>
      ok(await service.login(contextOf(request), request.body, request.ip), 'Đăng nhập thành công'),
    // No bearer token: this is where one is obtained.
    { security: [] },
  );

  route(app, authApi.logout, async (request) => {
    await service.logout(contextOf(request), bearerToken(request));
    return ok(null, 'Đăng xuất thành công');
  });
};
