import type { Role, User } from '@depot/shared/users/users.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { systemContext } from '../lib/context';
import { authenticate } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route anyone may call without signing in. */
    public?: boolean;
    /** Roles allowed; absent means any signed-in user. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    user: User | null;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The signed-in user of a protected route (set by the auth hook). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/**
 * Every /api route needs a signed-in user unless its config says `public`; `roles` narrows it.
 * Runs on onRequest, so a request without a session gets 401 before any validation.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Vui lòng đăng nhập');
    request.user = await authenticate(systemContext(app.db), token);
    if (config.roles && !config.roles.includes(request.user.role)) {
      throw new ForbiddenError();
    }
  });
});
