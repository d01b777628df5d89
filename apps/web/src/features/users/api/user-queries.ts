import type { z } from 'zod';
import type { Page } from '@depot/shared/api/envelope';
import type { User, userListQuerySchema } from '@depot/shared/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { resourceQueries } from '../../../lib/resource-queries';

/** A page of accounts as the shared schema reads it (`paged`, `limit`). */
export type UsersPageQuery = z.output<typeof userListQuerySchema>;

/** GET /users?paged&limit → one page of accounts (admin or superadmin only). */
export async function getUsers(query: UsersPageQuery, signal?: AbortSignal): Promise<Page<User>> {
  const reply = await apiRequest<Page<User>>('GET', '/users', { query, signal });
  return reply.data;
}

/** GET /users/:id → one account, for the update form. */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  const reply = await apiRequest<User>('GET', `/users/${encodeURIComponent(id)}`, { signal });
  return reply.data;
}

export const userQueries = resourceQueries('users', { list: getUsers, detail: getUser });
