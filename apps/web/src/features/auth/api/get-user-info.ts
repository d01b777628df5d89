import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@depot/shared/users/users.schema';
import { usersApi } from '@depot/shared/users/users.contract';
import { callApi } from '../../../lib/api-call';
import { SESSION_USER_KEY, setSessionUser, useSession } from '../../../lib/session';

/** GET /users/info → the signed-in user with their role, kept in the session (spec 2 §1). */
export async function getUserInfo(signal?: AbortSignal): Promise<User> {
  const reply = await callApi(usersApi.me, { signal });
  setSessionUser(reply.data);
  return reply.data;
}

/** The signed-in user's query, keyed by token: a new sign-in is a new query. */
export const sessionQueries = {
  user: (token: string | null) =>
    queryOptions({
      queryKey: [...SESSION_USER_KEY, token] as const,
      queryFn: ({ signal }) => getUserInfo(signal),
      enabled: token !== null,
      staleTime: Infinity,
    }),
};

export function useUserInfo() {
  const { token } = useSession();
  return useQuery(sessionQueries.user(token));
}
