import { envelopeSchema, idParamSchema, pageSchema } from '@depot/shared/api/envelope';
import {
  ACCOUNT_MANAGER_ROLES,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@depot/shared/users/users.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { contextOf } from '../../lib/context';
import { currentUser } from '../../plugins/auth';
import * as service from './users.service';

const tags = ['Tài khoản'];
const managers = { roles: ACCOUNT_MANAGER_ROLES };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/info',
    { schema: { tags, response: { 200: envelopeSchema(userSchema) } } },
    async (request) => ok(currentUser(request)),
  );

  app.get(
    '/users',
    {
      config: managers,
      schema: {
        tags,
        querystring: userListQuerySchema,
        response: { 200: envelopeSchema(pageSchema(userSchema)) },
      },
    },
    async (request) => ok(await service.listUsers(contextOf(request), request.query)),
  );

  app.get(
    '/users/:id',
    {
      config: managers,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(userSchema) } },
    },
    async (request) => ok(await service.getUser(contextOf(request), request.params.id)),
  );

  app.post(
    '/users',
    {
      config: managers,
      schema: { tags, body: userCreateSchema, response: { 200: envelopeSchema(userSchema) } },
    },
    async (request) =>
      ok(await service.createUser(contextOf(request), request.body), 'Thêm tài khoản thành công'),
  );

  app.put(
    '/users/:id',
    {
      config: managers,
      schema: {
        tags,
        params: idParamSchema,
        body: userUpdateSchema,
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request) =>
      ok(
        await service.updateUser(contextOf(request), request.params.id, request.body),
        'Cập nhật tài khoản thành công',
      ),
  );

  app.delete(
    '/users/:id',
    {
      config: managers,
      schema: { tags, params: idParamSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await service.deleteUser(contextOf(request), request.params.id);
      return ok(null, 'Xóa tài khoản thành công');
    },
  );
};
