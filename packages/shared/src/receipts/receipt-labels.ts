import { paidStateText } from '../payments/line-money.rules';
import type { LineMoney } from '../payments/line-money.rules';
import { FREIGHT_PAYER_LABELS, type FreightPayer } from '../products/sender-cod.rules';
import type { StatementTotals } from '../trips/trips.rules';
import { formatMoney, formatNumber } from '../text/format';

/**
 * The receipt's printed texts (spec 2 §2.6), one set for the web sheet and the server's PDF so
 * that the paper says the same whichever way it was printed. §2.6 names the header's date as
 * the current one (the day it is printed: `Ngày in`), the arrival date (`Ngày đến`) and a blank
 * delivery date line (`Ngày giao hàng`); the column names are the spec's as written.
 */
export const RECEIPT_LABELS = {
  title: 'Phiếu thu tiền',
  printedOn: 'Ngày in',
  plate: 'Số xe',
  driver: 'Tài xế',
  closedStamp: 'Đã Đóng',
  customer: 'Khách hàng',
  address: 'Địa chỉ',
  phone: 'Điện thoại',
  hotline: 'Hotline',
  arrivalDate: 'Ngày đến',
  deliveryDate: 'Ngày giao hàng',
  columns: {
    index: 'STT',
    name: 'Tên',
    quantity: 'Số lượng',
    unit: 'Quy cách',
    weight: 'TTL (kg)',
    price: 'Đơn giá/kg',
    amount: 'Thành tiền',
    paid: 'Đã thanh toán',
  },
  paid: 'Đã thu',
  unpaid: 'Chưa thu',
  totalPackages: 'Tổng số kiện',
  totalAmount: 'Tổng tiền',
  totalPaid: 'Đã thanh toán',
  totalDue: 'Còn phải thu',
  /** Freight still due on lines their senders pay: not this customer's to pay. */
  senderDue: 'Người gửi nợ',
  /** A line whose sender pays its freight and has not paid it yet. */
  senderPays: FREIGHT_PAYER_LABELS.sender,
  /** The payments behind `totalPaid`, by number (docs/decisions/0001-payments-are-records.md). */
  paidBy: 'Theo phiếu thu',
  inWords: 'Bằng chữ',
  dueInWords: 'Còn phải thu bằng chữ',
  qrTitle: 'Quét mã để chuyển khoản',
  /** The small QR code of the receipt's tracking link, and what it says under it. */
  trackQr: 'Mã QR tra cứu hàng của phiếu thu',
  trackCaption: 'Quét để tra cứu hàng',
  bank: 'Ngân hàng',
  accountNumber: 'Số tài khoản',
  accountHolder: 'Chủ tài khoản',
  transferAmount: 'Số tiền',
  transferNote: 'Nội dung',
  signatures: ['Người nhận hàng', 'Người thanh toán', 'Người thu tiền'],
  signHint: '(Ký, ghi rõ họ tên)',
} as const;

/** `PT-2611-0042 (250.000 đ), PT-2611-0057 (80.000 đ)`: the payments behind a receipt's paid sum. */
export function paidByLine(payments: readonly { number: string; amount: number }[]): string {
  return payments.map((p) => `${p.number} (${formatMoney(p.amount)})`).join(', ');
}

/**
 * The totals a receipt prints, label and value (docs/payments.md): packages, money, paid, what
 * senders still owe on their lines when there is any, and what this customer still owes.
 */
export function receiptTotalRows(
  sums: Pick<StatementTotals, 'quantity' | 'amount' | 'collected' | 'sender_due' | 'due'>,
): [string, string][] {
  return [
    [RECEIPT_LABELS.totalPackages, formatNumber(sums.quantity)],
    [RECEIPT_LABELS.totalAmount, formatMoney(sums.amount)],
    [RECEIPT_LABELS.totalPaid, formatMoney(sums.collected)],
    ...(sums.sender_due > 0
      ? [[RECEIPT_LABELS.senderDue, formatMoney(sums.sender_due)] as [string, string]]
      : []),
    [RECEIPT_LABELS.totalDue, formatMoney(sums.due)],
  ];
}

/** A line's `Đã thanh toán`: its paid state, or `Người gửi trả` while its sender owes it. */
export function receiptLineState(
  line: LineMoney & { product: { freight_payer: FreightPayer } },
): string {
  if (line.product.freight_payer === 'sender' && line.paid_state !== 'paid') {
    return RECEIPT_LABELS.senderPays;
  }
  return paidStateText(line);
}
