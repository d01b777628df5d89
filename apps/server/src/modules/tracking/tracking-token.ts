import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a parcel's tracking link (`/tra-cuu/<token>`, printed in its QR code): its id in
 * base 36 and 96 bits of an HMAC-SHA256 of it under the depot's own key (tracking_keys). Anyone
 * may read the id; nobody without the key can make the token of another, so links cannot be
 * walked the way codes can.
 */
const MAC_CHARS = 16;

function macOf(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`track:${id}`).digest('base64url').slice(0, MAC_CHARS);
}

export function trackingToken(secret: string, id: number): string {
  return `${id.toString(36)}-${macOf(secret, id)}`;
}

/** The parcel a token names, or null when it is not one this depot made. */
export function idOfTrackingToken(secret: string, token: string): number | null {
  // Split at the first dash only: the MAC is base64url and may hold dashes of its own.
  const dash = token.indexOf('-');
  if (dash <= 0) return null;
  const idText = token.slice(0, dash);
  const mac = token.slice(dash + 1);
  if (mac.length !== MAC_CHARS || !/^[0-9a-z]+$/.test(idText)) return null;
  const id = parseInt(idText, 36);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
