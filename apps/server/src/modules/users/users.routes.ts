import { usersApi } from '@depot/shared/users/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, usersApi.me, async (request) => ok(currentUser(request)));

  route(app, usersApi.list, async (request) =>
    ok(await service.listUsers(contextOf(request), request.query)),
  );

  route(app, usersApi.get, async (request) =>
    ok(await service.getUser(contextOf(request), request.params.id)),
  );

  route(app, usersApi.create, async (request) =>
    ok(await service.createUser(contextOf(request), request.body), 'Thêm tài khoản thành công'),
  );

  route(app, usersApi.update, async (request) =>
    ok(
      await service.updateUser(contextOf(request), request.params.id, request.body),
      'Cập nhật tài khoản thành công',
    ),
  );

  route(app, usersApi.remove, async (request) => {
    await service.deleteUser(contextOf(request), request.params.id);
    return ok(null, 'Xóa tài khoản thành công');
  });
};
