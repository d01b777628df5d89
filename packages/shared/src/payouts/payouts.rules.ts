import { documentNumber, type PaymentNumberParts } from '../payments/payments.rules';

/**
 * Payouts (`Phiếu chi`, docs/payments.md "Payouts"): money the depot pays out, numbered
 * `PC-YYMM-NNNN` by the month it was paid, never edited, voided by an admin with a reason.
 */

/**
 * What a payout is: `cod` money collected for a sender paid back to them (`Chi trả`, less the
 * depot's fee: cod-payout.rules.ts), `trip` a cost of a trip (`Chi phí chuyến`), `other` any other
 * spending, with a note.
 */
export const PAYOUT_KINDS = ['cod', 'trip', 'other'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** The kinds the payout dialog records; `cod` is paid from `Đối soát thu hộ`, with its lines. */
export const RECORDED_PAYOUT_KINDS = ['trip', 'other'] as const;

export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = {
  cod: 'Chi trả thu hộ',
  trip: 'Chi phí chuyến',
  other: 'Chi khác',
};

/** What a trip cost was for. */
export const TRIP_COST_TYPES = ['fuel', 'toll', 'driver', 'loading', 'other'] as const;
export type TripCostType = (typeof TRIP_COST_TYPES)[number];

export const TRIP_COST_TYPE_LABELS: Record<TripCostType, string> = {
  fuel: 'Nhiên liệu',
  toll: 'Phí cầu đường',
  driver: 'Lương tài xế',
  loading: 'Bốc xếp',
  other: 'Khác',
};

/** `PC-2611-0007`: the payout's number, counted per month apart from payments' `PT-`. */
export function payoutNumber(parts: PaymentNumberParts): string {
  return documentNumber('PC', parts);
}
