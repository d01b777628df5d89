/**
 * The balancing cash book (`Sổ quỹ tiền mặt`, docs/payments.md "Sổ quỹ (cash book)"): the cash
 * in the drawer. A day's closing is the next day's opening; closing = opening + in − out.
 */

/** Which way money moves through the drawer: a payment in (`Phiếu thu`), a payout out (`Phiếu chi`). */
export const CASH_DIRECTIONS = ['in', 'out'] as const;
export type CashDirection = (typeof CASH_DIRECTIONS)[number];

/**
 * What money received is for: the freight (`Cước`), or `cod` (`Thu hộ`), the money collected
 * from a receiver for the lines' senders (docs/payments.md, "Collecting thu hộ").
 */
export const PAYMENT_PURPOSES = ['freight', 'cod'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  freight: 'Tiền cước',
  cod: 'Thu hộ',
};

/** The closing of a range from its opening and its sums: opening + in − out. */
export function bookClosing(opening: number, cashIn: number, cashOut: number): number {
  return opening + cashIn - cashOut;
}

/** A cash count's difference: what the clerk counted minus what the book says (− short, + over). */
export function countDifference(counted: number, book: number): number {
  return counted - book;
}
