import { eventsApi } from '@depot/shared/events/events.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { ChangeListener } from '../../lib/change-listener';
import { systemContext } from '../../lib/context';
import { fileRoute } from '../../lib/contract-route';
import { pruneChanges } from '../../lib/publish-change';
import { bearerToken } from '../../plugins/auth';
import { UnauthorizedError } from '../../errors';
import { isSessionLive } from '../auth/auth.service';
import { EventStream } from './event-stream';

export type EventsRoutesOptions = {
  /** Comment heartbeat and session re-check; 20 s (tests shorten it). */
  heartbeatMs?: number;
};

const PRUNE_EVERY_MS = 15 * 60_000;
const LAST_ID = /^\d{1,18}$/;

/**
 * GET /api/events (docs/decisions/0013-live-screens-several-servers.md): one stream per open tab, fed by this process's one LISTEN
 * connection. Streams end when the session does (checked each heartbeat) and before the server
 * closes, so a drain is not held up by them.
 */
export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  // The pool's own settings (address, user, password) for one connection of its own.
  // (drizzle keeps its pool as `$client`; the Database type leaves it out).
  const pool = (app.db as unknown as { $client: pg.Pool }).$client;
  const listener = new ChangeListener(() => pool.options, app.log);
  const streams = new Set<EventStream>();
  const prune = setInterval(() => void pruneChanges(app.db).catch(() => 0), PRUNE_EVERY_MS);
  prune.unref();

  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
  });
  app.addHook('onClose', async () => {
    clearInterval(prune);
    await listener.close();
  });

  fileRoute(app, eventsApi.stream, async (request, reply) => {
    const token = bearerToken(request);
    if (!token) throw new UnauthorizedError();
    const header = request.headers['last-event-id'];
    const given =
      (Array.isArray(header) ? header[0] : header)?.trim() ?? request.query.last_event_id;
    const lastEventId = given && LAST_ID.test(given) ? given : undefined;
    reply.hijack();
    const stream = new EventStream(
      reply,
      {
        db: app.db,
        listener,
        lastEventId,
        heartbeatMs,
        // A database hiccup is not a sign-out: the stream stays until the next check.
        stillSignedIn: () => isSessionLive(systemContext(app.db), token).catch(() => true),
      },
      (ended) => streams.delete(ended),
    );
    streams.add(stream);
    try {
      await stream.open();
    } catch (error) {
      request.log.warn({ err: error }, 'event stream failed to open');
      stream.end();
    }
  });
};
