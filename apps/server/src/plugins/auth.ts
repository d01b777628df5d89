import type { Role, User } from '@depot/shared/users/users.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { systemContext } from '../lib/context';
import { SessionCache } from '../lib/session-cache';
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

export type AuthOptions = {
  /**
   * Keep checked sessions in memory (lib/session-cache.ts): the server does; tests that change
   * sessions or accounts straight in the database and call at once leave it off.
   */
  cacheSessions?: boolean;
};

/** What a request may change: a reply to one of these empties the session cache first. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api route needs a signed-in user unless its config says `public`; `roles` narrows it.
 * Runs on onRequest, so a request without a session gets 401 before any validation.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('user', null);
  let cache: SessionCache | undefined;
  if (options.cacheSessions) {
    // The pool's own settings for one listening connection (as the live events' listener).
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const sessions = new SessionCache(() => pool.options, app.log);
    cache = sessions;
    sessions.start();
    app.addHook('onClose', () => sessions.close());
    // A write of this process (a sign-out, a role change, a deleted account) is seen by its
    // next request without waiting for the notification of its commit.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READS.has(request.method)) sessions.clear();
      return payload;
    });
  }
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError('Vui lòng đăng nhập');
    request.user = await authenticate(systemContext(app.db), token, cache);
    if (config.roles && !config.roles.includes(request.user.role)) {
      throw new ForbiddenError();
    }
  });
});
