import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreate } from '@depot/shared/users/users.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

/** POST /users → the server's Vietnamese message. */
export async function createUser(body: UserCreate): Promise<string> {
  const reply = await callApi(usersApi.create, { body });
  return reply.message;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfter(queryClient, 'userChanged'),
  });
}
