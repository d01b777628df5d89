import { createHash } from 'node:crypto';
import { TRACK_CACHE_SECONDS, TRACK_TOO_MANY } from '@depot/shared/tracking/tracking.rules';
import type { TrackReply } from '@depot/shared/tracking/tracking.schema';
import { trackingApi } from '@depot/shared/tracking/tracking.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../errors';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import type { TrackingLimiter } from './tracking-limit';
import * as service from './tracking.service';

export type TrackingRoutesOptions = { limiter: TrackingLimiter };

/** Refused past the address's lookups of the minute (tracking-limit.ts). */
export function checkTrackingLimit(limiter: TrackingLimiter, request: FastifyRequest): void {
  if (!limiter(request.ip)) throw new TooManyRequestsError(TRACK_TOO_MANY);
}

/**
 * Kept briefly by the browser and any proxy (a customer refreshing, a shared link opened by
 * many), and answered 304 when it has not changed since.
 */
function cached(request: FastifyRequest, reply: FastifyReply, data: TrackReply): boolean {
  const etag = `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${TRACK_CACHE_SECONDS}`).header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

/** The public lookup of a parcel (docs/domain.md, "Tracking"): no sign-in, per-address limit. */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (
  app,
  options,
) => {
  route(app, trackingApi.byCode, async (request, reply) => {
    checkTrackingLimit(options.limiter, request);
    const data = await service.trackByCode(contextOf(request), request.query);
    if (cached(request, reply, data)) return reply.code(304).send();
    return ok(data);
  });

  route(app, trackingApi.byToken, async (request, reply) => {
    checkTrackingLimit(options.limiter, request);
    const data = await service.trackByToken(contextOf(request), request.params.token);
    if (cached(request, reply, data)) return reply.code(304).send();
    return ok(data);
  });
};
