import type { Context } from '../../lib/context';
import { trackingSecret } from './tracking.queries';
import { receiptTrackingToken, trackingToken, type ReceiptKey } from './tracking-token';

/**
 * The token of a parcel's public tracking link (docs/domain.md, "Tracking"), for its label's QR
 * code. Apart from tracking.service.ts, which reads the goods' history through the products
 * module: the products module asks this one, and the two never import each other.
 */
export async function trackingTokenOf(ctx: Context, id: number): Promise<string> {
  return trackingToken(await trackingSecret(ctx.db), id);
}

/** The tokens of several parcels (a page of Hàng chờ giao): the key read once. */
export async function trackingTokensOf(ctx: Context, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const secret = await trackingSecret(ctx.db);
  return new Map(ids.map((id) => [id, trackingToken(secret, id)]));
}

/** The token of a receipt's tracking link (its QR code): one customer's goods on a vehicle and date. */
export async function receiptTrackingTokenOf(ctx: Context, key: ReceiptKey): Promise<string> {
  return receiptTrackingToken(await trackingSecret(ctx.db), key);
}
