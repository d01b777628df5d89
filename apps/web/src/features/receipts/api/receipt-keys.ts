import type { QueryRoot } from '../../../lib/refresh-map';

/**
 * A receipt as its URL names it: ids and date as typed there, the server validates them and
 * says what is missing (spec 2 §5).
 */
export type ReceiptParams = { car_id: string; customer_id: string; datefrom: string };

/**
 * Every query of the receipts lives under this key, so that a payment or a deleted line reloads
 * the receipt (and the stamp appears once the last line is paid).
 */
export const RECEIPTS_KEY = ['receipts'] as const satisfies [QueryRoot];
