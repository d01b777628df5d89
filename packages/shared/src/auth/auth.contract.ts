import { z } from 'zod';
import { endpoint } from '../api/contract';
import { loginBodySchema, loginReplySchema } from './auth.schema';

const tags = ['Phiên đăng nhập'];

/** Signing in and out: both open without a session. */
export const authApi = {
  /** POST /login: a session token for a username and password; 401 if wrong, 429 if too often. */
  login: endpoint({
    method: 'POST',
    path: '/login',
    tags,
    body: loginBodySchema,
    reply: loginReplySchema,
    public: true,
    errors: [401, 429],
  }),
  /** POST /logout: ends the session of the bearer token, if any. */
  logout: endpoint({ method: 'POST', path: '/logout', tags, reply: z.null(), public: true }),
};
