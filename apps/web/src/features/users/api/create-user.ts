import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreate } from '@depot/shared/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /users → the server's Vietnamese message. */
export async function createUser(body: UserCreate): Promise<string> {
  const reply = await apiRequest<unknown>('POST', '/users', { body });
  return reply.message;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfter(queryClient, 'userChanged'),
  });
}
