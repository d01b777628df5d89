import { useQuery } from '@tanstack/react-query';
import type { User } from '@depot/shared/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** GET /users/:id → one account, for the update form. */
export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  const reply = await apiRequest<User>('GET', `/users/${encodeURIComponent(id)}`, { signal });
  return reply.data;
}

export function useUser(id: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
    // The form is filled once from this; a background refetch must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });
}
