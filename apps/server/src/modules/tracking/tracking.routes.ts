import { createHash } from 'node:crypto';
import { TRACK_CACHE_SECONDS, TRACK_TOO_MANY } from '@depot/shared/tracking/tracking.rules';
import type { TrackReceiptReply, TrackReply } from '@depot/shared/tracking/tracking.schema';
import { trackingApi } from '@depot/shared/tracking/tracking.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../errors';
import { route } from '../../lib/contract-route';
import { contextOf } from '../../lib/context';
import { ok } from '../../lib/reply';
import type { TrackingCache } from './tracking-cache';
import type { TrackingLimiter } from './tracking-limit';
import * as service from './tracking.service';

export type TrackingRoutesOptions = { limiter: TrackingLimiter; cache: TrackingCache };

/** The keys of the answers kept (tracking-cache.ts), one per way of asking, page and API alike. */
export const trackingKeys = {
  code: (q: { code: string; phone4: string }) => `c:${q.code.trim().toUpperCase()}:${q.phone4}`,
  token: (token: string) => `t:${token}`,
  receipt: (token: string) => `r:${token}`,
};

/** Refused past the address's lookups of the minute (tracking-limit.ts). */
export function checkTrackingLimit(limiter: TrackingLimiter, request: FastifyRequest): void {
  if (!limiter(request.ip)) throw new TooManyRequestsError(TRACK_TOO_MANY);
}

/**
 * Kept briefly by the browser and any proxy (a customer refreshing, a shared link opened by
 * many), and answered 304 when it has not changed since.
 */
function cached(
  request: FastifyRequest,
  reply: FastifyReply,
  data: TrackReply | TrackReceiptReply,
): boolean {
  const etag = `"${createHash('sha1').update(JSON.stringify(data)).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${TRACK_CACHE_SECONDS}`).header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

/** The public lookup of a parcel (docs/domain.md, "Tracking"): no sign-in, per-address limit. */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (
  app,
  options,
) => {
  /** Counted against the address's limit, then answered (304 when the browser has it). */
  const answer = async <T extends TrackReply | TrackReceiptReply>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    find: () => Promise<T>,
  ) => {
    checkTrackingLimit(options.limiter, request);
    const data = await options.cache(key, find);
    if (cached(request, reply, data)) return reply.code(304).send();
    return ok(data);
  };

  route(app, trackingApi.byCode, (request, reply) =>
    answer(request, reply, trackingKeys.code(request.query), () =>
      service.trackByCode(contextOf(request), request.query),
    ),
  );
  route(app, trackingApi.byToken, (request, reply) =>
    answer(request, reply, trackingKeys.token(request.params.token), () =>
      service.trackByToken(contextOf(request), request.params.token),
    ),
  );
  route(app, trackingApi.byReceipt, (request, reply) =>
    answer(request, reply, trackingKeys.receipt(request.params.token), () =>
      service.trackByReceipt(contextOf(request), request.params.token),
    ),
  );
};
