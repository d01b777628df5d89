import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a parcel's tracking link (`/tra-cuu/<token>`, printed in its QR code): its id in
 * base 36 and 96 bits of an HMAC-SHA256 of it under the depot's own key (tracking_keys). Anyone
 * may read the id; nobody without the key can make the token of another, so links cannot be
 * walked the way codes can.
 */
const MAC_CHARS = 16;

function macOf(secret: string, id: number | string): string {
  return createHmac('sha256', secret).update(`track:${id}`).digest('base64url').slice(0, MAC_CHARS);
}

/** Whether `given` is the MAC of `subject`, in constant time. */
function macMatches(secret: string, subject: number | string, given: string): boolean {
  const expected = Buffer.from(macOf(secret, subject));
  const mac = Buffer.from(given);
  return mac.length === expected.length && timingSafeEqual(mac, expected);
}

/** The text before the first dash and the MAC after it (the MAC may hold dashes itself). */
function splitToken(token: string): [string, string] | null {
  const dash = token.indexOf('-');
  if (dash <= 0) return null;
  const mac = token.slice(dash + 1);
  return mac.length === MAC_CHARS ? [token.slice(0, dash), mac] : null;
}

const MAX_ID = 2_147_483_647;
function idOf(base36: string): number | null {
  if (!/^[0-9a-z]{1,8}$/.test(base36)) return null;
  const id = parseInt(base36, 36);
  return id > 0 && id <= MAX_ID ? id : null;
}

export function trackingToken(secret: string, id: number): string {
  return `${id.toString(36)}-${macOf(secret, id)}`;
}

/** The parcel a token names, or null when it is not one this depot made. */
export function idOfTrackingToken(secret: string, token: string): number | null {
  const parts = splitToken(token);
  if (!parts) return null;
  const id = idOf(parts[0]);
  return id !== null && macMatches(secret, id, parts[1]) ? id : null;
}

/** A receipt: one customer's goods on a vehicle and date (the receipt's own key). */
export type ReceiptKey = { carId: number; customerId: number; date: string };

function receiptSubject(key: ReceiptKey): string {
  const day = key.date.slice(2, 10).replaceAll('-', '');
  return `${key.carId.toString(36)}.${key.customerId.toString(36)}.${day}`;
}

/**
 * The token of a receipt's tracking link (`/tra-cuu/<car>.<customer>.<YYMMDD>-<MAC>`): the
 * receipt's key in the clear, the MAC under the same key as the parcels' tokens.
 */
export function receiptTrackingToken(secret: string, key: ReceiptKey): string {
  const subject = receiptSubject(key);
  return `${subject}-${macOf(secret, `receipt:${subject}`)}`;
}

/** The receipt a token names, or null when it is not one this depot made. */
export function receiptOfTrackingToken(secret: string, token: string): ReceiptKey | null {
  const parts = splitToken(token);
  if (!parts) return null;
  const [car, customer, day] = parts[0].split('.');
  const carId = idOf(car ?? '');
  const customerId = idOf(customer ?? '');
  if (carId === null || customerId === null || !/^\d{6}$/.test(day ?? '')) return null;
  if (!macMatches(secret, `receipt:${parts[0]}`, parts[1])) return null;
  const date = `20${day!.slice(0, 2)}-${day!.slice(2, 4)}-${day!.slice(4, 6)}`;
  return { carId, customerId, date };
}
