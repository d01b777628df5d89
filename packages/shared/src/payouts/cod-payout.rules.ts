import { formatMoney, formatNumber } from '../text/format';

/**
 * Paying a sender the thu hộ collected for them (`Chi trả`, docs/payments.md "Paying senders"):
 * each line ticked pays all it has collected and not paid out yet; the depot keeps its fee (a
 * percentage with a minimum, or none) from the sum, and pays the rest.
 */

/** The depot's fee on thu hộ paid out: `percent` of the sum (two decimals at most), at least `min` đồng. */
export type CodFeeRule = { percent: number; min: number };

export const NO_COD_FEE: CodFeeRule = { percent: 0, min: 0 };
/** The highest minimum fee a depot may set. */
export const MAX_COD_FEE_MIN = 10_000_000;

/** What a line may still pay out: collected from the receiver and not paid to the sender. */
export function codPayable(line: { cod_collected: number; paid_out: number }): number {
  return Math.max(line.cod_collected - line.paid_out, 0);
}

/** The fee on `gross` đồng paid out: never more than the sum itself. */
export function codFee(gross: number, rule: CodFeeRule): number {
  if (gross <= 0 || (rule.percent === 0 && rule.min === 0)) return 0;
  // Hundredths of a percent as a whole number: 1,5 % of 333 333 đ is 5 000 đ, not 4 999,995.
  const share = Math.round((gross * Math.round(rule.percent * 100)) / 10_000);
  return Math.min(gross, Math.max(share, rule.min));
}

export type CodPayoutMoney = { gross: number; fee: number; net: number };

/** The sum of the lines paid out, the fee kept and what the sender receives. */
export function codPayoutMoney(amounts: readonly number[], rule: CodFeeRule): CodPayoutMoney {
  const gross = amounts.reduce((sum, amount) => sum + amount, 0);
  const fee = codFee(gross, rule);
  return { gross, fee, net: gross - fee };
}

/** `1,5 % (tối thiểu 10.000 đ)`, `Không thu phí`: the rule as the dialog and the slip say it. */
export function codFeeRuleText(rule: CodFeeRule): string {
  if (rule.percent === 0 && rule.min === 0) return 'Không thu phí';
  const percent = `${formatNumber(rule.percent, 2)} %`;
  if (rule.min === 0) return percent;
  if (rule.percent === 0) return formatMoney(rule.min);
  return `${percent} (tối thiểu ${formatMoney(rule.min)})`;
}

export const SENDER_REQUIRED = 'Vui lòng chọn người gửi';
export const ONLY_COD_HAS_SENDER = 'Chỉ phiếu chi trả thu hộ mới có người gửi';
export const ONLY_COD_HAS_LINES = 'Chỉ phiếu chi trả thu hộ mới chọn mặt hàng';
export const NO_COD_TO_PAY_OUT = 'Người gửi không còn tiền thu hộ chờ chi trả';
export const NOT_COD_PAYABLE =
  'Có mặt hàng không còn tiền thu hộ chờ chi trả hoặc không phải của người gửi này';
export const COD_FEE_TAKES_ALL = 'Phí thu hộ bằng toàn bộ số tiền, không còn gì để chi trả';
export const COD_PAYOUT_ADMIN_ONLY = 'Chỉ quản trị viên được chi trả thu hộ cho người gửi';
export const COD_PAID_OUT_LOCKED =
  'Tiền thu hộ của hàng này đã chi trả cho người gửi: hủy phiếu chi trả trước';
/** The sum changed between the dialog and the save (a collection voided, another payout). */
export const codPayoutChanged = (net: number) =>
  `Số tiền chi trả đã thay đổi, nay là ${formatMoney(net)}: vui lòng xem lại`;

/** An edit of a line's thu hộ below what was paid out to its sender. */
export const codBelowPaidOut = (paidOut: number) =>
  `Thu hộ không được nhỏ hơn số đã chi trả cho người gửi: ${formatMoney(paidOut)}`;
