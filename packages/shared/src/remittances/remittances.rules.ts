import { documentNumber, type PaymentNumberParts } from '../payments/payments.rules';
import { formatMoney } from '../text/format';

/**
 * Money sent between branches (`Phiếu chuyển tiền`, docs/payments.md "Money between branches"):
 * a branch that collected thu hộ for senders of another branch (or any cash it sends on) sends
 * it there; the receiving branch confirms it arrived. Numbered `CT-YYMM-NNNN` by the month it was
 * sent; never edited; voided by an admin with a reason while not yet confirmed.
 */

/** `CT-2611-0003`: counted per month apart from `PT-` and `PC-`. */
export function remittanceNumber(parts: PaymentNumberParts): string {
  return documentNumber('CT', parts);
}

/** Where a remittance is: sent and waiting, confirmed by the receiving branch, or voided. */
export const REMITTANCE_STATES = ['pending', 'confirmed', 'voided'] as const;
export type RemittanceState = (typeof REMITTANCE_STATES)[number];

export const REMITTANCE_STATE_LABELS: Record<RemittanceState, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã nhận',
  voided: 'Đã hủy',
};

export function remittanceState(r: {
  confirmed_at: string | null;
  voided_at: string | null;
}): RemittanceState {
  if (r.voided_at !== null) return 'voided';
  return r.confirmed_at === null ? 'pending' : 'confirmed';
}

/** Which side of a remittance the branch acted for is on, for the list's filter. */
export const REMITTANCE_SIDES = ['out', 'in'] as const;
export type RemittanceSide = (typeof REMITTANCE_SIDES)[number];

export const REMITTANCE_TO_SELF = 'Chi nhánh nhận phải khác chi nhánh gửi';
export const REMITTANCE_BRANCH_MISSING = 'Chi nhánh nhận không tồn tại';
export const REMITTANCE_NOTE_REQUIRED = 'Vui lòng nhập nội dung chuyển tiền';
export const REMITTANCE_NOT_FOUND = 'Không tìm thấy phiếu chuyển tiền';
export const REMITTANCE_NOT_PENDING = 'Phiếu chuyển tiền đã được xác nhận hoặc đã hủy';
export const REMITTANCE_CONFIRM_NOT_HERE = 'Chỉ chi nhánh nhận mới xác nhận được phiếu chuyển tiền';
/** Voiding a thu hộ collection (or `Chưa thu`) whose money was sent on. */
export const COD_REMITTED_LOCKED =
  'Tiền thu hộ của hàng này đã chuyển cho chi nhánh khác: hủy phiếu chuyển tiền trước';
export const REMITTANCE_LINES_CHANGED =
  'Có dòng hàng không còn tiền thu hộ chờ chuyển; vui lòng tải lại danh sách';

/** The sum of the lines ticked differs from what the clerk saw: the new figure is said. */
export const remittanceChanged = (sum: number) =>
  `Số tiền thu hộ chờ chuyển đã thay đổi, nay là ${formatMoney(sum)}: vui lòng xem lại`;
