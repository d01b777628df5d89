import type { TimelineEntry } from '@depot/shared/products/product-timeline.schema';
import { productCode } from '@depot/shared/products/products.rules';
import {
  givenNameOf,
  publicStageOf,
  TRACK_NOT_FOUND,
  type PublicStage,
} from '@depot/shared/tracking/tracking.rules';
import type {
  TrackQuery,
  TrackReceiptReply,
  TrackReply,
} from '@depot/shared/tracking/tracking.schema';
import { parseProductCode } from '@depot/shared/transports/transports.rules';
import { NotFoundError } from '../../errors';
import type { Context } from '../../lib/context';
import { timelineEntries } from '../products/product-timeline.service';
import * as q from './tracking.queries';
import { idOfTrackingToken, receiptOfTrackingToken, trackingToken } from './tracking-token';

/** The public tracking (`Tra cứu`, docs/domain.md "Tracking"): what a customer may see. */

/**
 * The parcel's road as a customer reads it: the inside steps left out, a step undone (taken off
 * a vehicle, a handover voided) taking back the one it undid, a step repeated (moved to another
 * vehicle) shown once.
 */
export function publicStages(entries: TimelineEntry[], severalBranches: boolean) {
  const shown: { stage: PublicStage; at: string; branch: string | null }[] = [];
  const undo = (stage: PublicStage) => {
    const last = shown.findLastIndex((s) => s.stage === stage);
    if (last >= 0) shown.splice(last, 1);
  };
  for (const entry of entries) {
    if (entry.stage === 'unloaded') undo('loaded');
    if (entry.stage === 'delivery_voided') undo('delivered');
    const stage = publicStageOf(entry.stage);
    if (stage === null || shown.at(-1)?.stage === stage) continue;
    shown.push({
      stage,
      at: entry.at,
      branch: severalBranches ? (entry.branch?.name ?? null) : null,
    });
  }
  return shown;
}

async function trackParcel(ctx: Context, id: number): Promise<TrackReply> {
  const facts = await q.trackingFacts(ctx.db, id);
  if (!facts) throw new NotFoundError(TRACK_NOT_FOUND);
  const stages = publicStages(await timelineEntries(ctx, id), facts.several_branches);
  // Goods brought in by an import or the demo have no trail of their receipt: their row says it.
  if (stages[0]?.stage !== 'received') {
    const branch = facts.several_branches ? facts.origin_branch : null;
    stages.unshift({ stage: 'received', at: facts.created_at, branch });
  }
  return {
    code: productCode(facts),
    stages,
    ...(facts.number_car && !facts.delivered_at ? { car: facts.number_car } : {}),
    ...(facts.delivered_at && facts.receiver_name
      ? { delivered: { at: facts.delivered_at, first_name: givenNameOf(facts.receiver_name) } }
      : {}),
  };
}

/** By the printed code and the receiver's last 4 digits; one answer for every wrong pair. */
export async function trackByCode(ctx: Context, query: TrackQuery): Promise<TrackReply> {
  const typed = query.code.trim().toUpperCase();
  const key = parseProductCode(typed);
  const found = key ? await q.goodsOfCode(ctx.db, key, query.phone4) : [];
  const goods = found.find((g) => productCode(g).toUpperCase() === typed);
  if (!goods) throw new NotFoundError(TRACK_NOT_FOUND);
  return trackParcel(ctx, goods.id);
}

/** By the QR code's token; a token this depot did not make answers as a wrong code does. */
export async function trackByToken(ctx: Context, token: string): Promise<TrackReply> {
  const id = idOfTrackingToken(await q.trackingSecret(ctx.db), token);
  if (id === null) throw new NotFoundError(TRACK_NOT_FOUND);
  return trackParcel(ctx, id);
}

/** The parcels a receipt's QR code lists at most (a receipt of a vehicle is rarely half this). */
export const RECEIPT_TRACK_MAX = 100;

/**
 * By a receipt's QR code: each of its parcels with its code, its own link's token and where it
 * is now; the plate while the vehicle carries them. A token this depot did not make, or a
 * receipt with no goods left, answers as a wrong code does.
 */
export async function trackByReceipt(ctx: Context, token: string): Promise<TrackReceiptReply> {
  const secret = await q.trackingSecret(ctx.db);
  const key = receiptOfTrackingToken(secret, token);
  const ids = key ? await q.goodsOfReceipt(ctx.db, key, RECEIPT_TRACK_MAX) : [];
  if (ids.length === 0) throw new NotFoundError(TRACK_NOT_FOUND);
  // One after another: a public page must not take every pooled connection at once.
  const replies: TrackReply[] = [];
  for (const id of ids) replies.push(await trackParcel(ctx, id));
  const car = replies.find((r) => r.car)?.car;
  return {
    parcels: replies.map((reply, i) => {
      const last = reply.stages.at(-1)!;
      return {
        code: reply.code,
        token: trackingToken(secret, ids[i]!),
        stage: last.stage,
        at: last.at,
      };
    }),
    ...(car ? { car } : {}),
  };
}
