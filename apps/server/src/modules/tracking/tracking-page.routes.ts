import { TRACK_CACHE_SECONDS } from '@depot/shared/tracking/tracking.rules';
import {
  receiptTrackTokenParamSchema,
  trackQuerySchema,
  trackTokenParamSchema,
} from '@depot/shared/tracking/tracking.schema';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../errors';
import { contextOf } from '../../lib/context';
import { getSettings } from '../settings/settings.service';
import { trackingPageHtml, type TrackingPageInput } from './tracking-page';
import { checkTrackingLimit, trackingKeys, type TrackingRoutesOptions } from './tracking.routes';
import * as service from './tracking.service';

/**
 * `/tra-cuu` and `/tra-cuu/:token` (docs/domain.md, "Tracking"): the page customers open from the
 * QR code or type a code into, written by the server. A refusal (a wrong code, the limit) is
 * said on the page with its status.
 */
export const trackingPageRoutes: FastifyPluginAsync<TrackingRoutesOptions> = async (
  app,
  options,
) => {
  const send = async (
    reply: FastifyReply,
    input: Omit<TrackingPageInput, 'depot' | 'result'>,
    find: (() => Promise<TrackingPageInput['result']>) | null,
  ) => {
    const ctx = contextOf(reply.request);
    const depot = await getSettings(ctx);
    let status = 200;
    let result: TrackingPageInput['result'];
    if (find) {
      try {
        checkTrackingLimit(options.limiter, reply.request);
        result = await find();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        status = error.statusCode;
        result = { error: error.message };
      }
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header(
        'cache-control',
        status === 200 ? `public, max-age=${TRACK_CACHE_SECONDS}` : 'no-store',
      )
      .send(trackingPageHtml({ depot, ...input, result }));
  };

  app.get('/tra-cuu', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    if (raw.code === undefined && raw.phone4 === undefined) return send(reply, {}, null);
    const parsed = trackQuerySchema.safeParse(raw);
    const typed = { code: String(raw.code ?? ''), phone4: String(raw.phone4 ?? '') };
    if (!parsed.success) {
      return send(reply, typed, async () => ({ error: parsed.error.issues[0]!.message }));
    }
    return send(reply, typed, async () => ({
      reply: await options.cache(trackingKeys.code(parsed.data), () =>
        service.trackByCode(contextOf(request), parsed.data),
      ),
    }));
  });

  // A parcel's link (its label) or a receipt's (its parcels): the receipt's token has dots.
  app.get('/tra-cuu/:token', async (request, reply) => {
    const ofReceipt = receiptTrackTokenParamSchema.safeParse(request.params);
    if (ofReceipt.success) {
      const { token } = ofReceipt.data;
      return send(reply, {}, async () => ({
        receipt: await options.cache(trackingKeys.receipt(token), () =>
          service.trackByReceipt(contextOf(request), token),
        ),
      }));
    }
    const parsed = trackTokenParamSchema.safeParse(request.params);
    return send(reply, {}, async () => {
      if (!parsed.success) return { error: parsed.error.issues[0]!.message };
      const { token } = parsed.data;
      return {
        reply: await options.cache(trackingKeys.token(token), () =>
          service.trackByToken(contextOf(request), token),
        ),
      };
    });
  });
};
