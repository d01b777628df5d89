import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@depot/shared/api/envelope';
import type { User } from '@depot/shared/users/users.schema';
import { apiRequest } from '../../../lib/api-client';

export const USERS_KEY = ['users'] as const;

export type UsersPageQuery = { paged: number; limit: number };

/** GET /users?paged&limit → one page of accounts (admin or superadmin only). */
export async function getUsers(query: UsersPageQuery, signal?: AbortSignal): Promise<Page<User>> {
  const reply = await apiRequest<Page<User>>('GET', '/users', { query, signal });
  return reply.data;
}

export function useUsers(query: UsersPageQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
