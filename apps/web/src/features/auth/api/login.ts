import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginReply } from '@depot/shared/auth/auth.schema';
import { authApi } from '@depot/shared/auth/auth.contract';
import { callApi } from '../../../lib/api-call';
import { saveSession } from '../../../lib/session';

/** POST /login → stores the token and the user (spec 1 §4). 401 and 429 come back as ApiError. */
export async function login(body: LoginBody): Promise<LoginReply> {
  const reply = await callApi(authApi.login, { body, token: null });
  saveSession(reply.data.token, reply.data.user);
  return reply.data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
