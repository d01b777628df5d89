import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '@depot/shared/users/users.schema';
import { apiRequest } from '../../../lib/api-client';
import { invalidateResource } from '../../../lib/resource-queries';
import { SESSION_USER_KEY } from '../../../lib/session';
import { userQueries } from './user-queries';

export type UpdateUserInput = { id: number; body: UserUpdate };

/** PUT /users/:id → the server's Vietnamese message; username and e-mail are never sent. */
export async function updateUser({ id, body }: UpdateUserInput): Promise<string> {
  const reply = await apiRequest<unknown>('PUT', `/users/${id}`, { body });
  return reply.message;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await invalidateResource(queryClient, userQueries);
      // Editing one's own account changes the name in the header.
      await queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY });
    },
  });
}
