import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idParamSchema, pageSchema } from '../api/envelope';
import {
  ACCOUNT_MANAGER_ROLES,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from './users.schema';

const tags = ['Tài khoản'];
const roles = ACCOUNT_MANAGER_ROLES;

/** Accounts: everyone reads their own; account managers manage the others. */
export const usersApi = {
  /** GET /users/info: the signed-in account. */
  me: endpoint({ method: 'GET', path: '/users/info', tags, reply: userSchema }),
  /** GET /users: a page of accounts. */
  list: endpoint({
    method: 'GET',
    path: '/users',
    tags,
    query: userListQuerySchema,
    reply: pageSchema(userSchema),
    roles,
  }),
  /** GET /users/:id: one account. */
  get: endpoint({
    method: 'GET',
    path: '/users/:id',
    tags,
    params: idParamSchema,
    reply: userSchema,
    roles,
  }),
  /** POST /users: Thêm tài khoản. */
  create: endpoint({
    method: 'POST',
    path: '/users',
    tags,
    body: userCreateSchema,
    reply: userSchema,
    roles,
  }),
  /** PUT /users/:id: Sửa tài khoản; a new password signs the account out everywhere. */
  update: endpoint({
    method: 'PUT',
    path: '/users/:id',
    tags,
    params: idParamSchema,
    body: userUpdateSchema,
    reply: userSchema,
    roles,
  }),
  /** DELETE /users/:id: Xóa tài khoản. */
  remove: endpoint({
    method: 'DELETE',
    path: '/users/:id',
    tags,
    params: idParamSchema,
    reply: z.null(),
    roles,
  }),
};
