import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@depot/shared/users/users.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { callApi } from '../../../lib/api-call';
import { refreshAfter } from '../../../lib/refresh-map';

export type UpdateUserInput = { id: number; body: UserUpdate };

/** PUT /users/:id → the server's Vietnamese message; username and e-mail are never sent. */
export async function updateUser({ id, body }: UpdateUserInput): Promise<string> {
  const reply = await callApi(usersApi.update, { params: { id }, body });
  return reply.message;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Editing one's own account changes the name in the header too (the session's user).
    onSuccess: () => refreshAfter(queryClient, 'userChanged'),
  });
}
