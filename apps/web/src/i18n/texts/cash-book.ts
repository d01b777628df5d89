import { formatMoney } from '@depot/shared/text/format';

/** The cash book (Sổ quỹ, docs/decisions/0001-payments-are-records.md): payments by the day they were received. */
export const cashBookTexts = {
  title: 'Sổ quỹ',
  receiver: 'Người thu',
  allReceivers: 'Tất cả người thu',
  method: 'Hình thức',
  methodAll: 'Tất cả',
  customer: 'Khách hàng',
  customerPlaceholder: 'Tất cả khách hàng',
  showVoided: 'Hiện phiếu đã hủy',
  totals: {
    amount: 'Tổng thu',
    byPerson: 'Theo người thu',
    voided: (count: number, amount: number) => `Đã hủy: ${count} phiếu, ${formatMoney(amount)}`,
  },
  columns: {
    number: 'Số phiếu',
    time: 'Giờ thu',
    customer: 'Khách hàng',
    amount: 'Số tiền',
    method: 'Hình thức',
    receiver: 'Người thu',
    note: 'Ghi chú',
    count: 'Số phiếu',
    total: 'Tổng',
    actions: 'Thao tác',
  },
  empty: 'Không có phiếu thu nào trong ngày này',
  total: (total: number) => `${total} phiếu thu`,
  voided: 'Đã hủy',
  voidedBecause: (reason: string) => `Lý do hủy: ${reason}`,
  voidAction: 'Hủy phiếu',
  voidTitle: (number: string) => `Hủy phiếu thu ${number}`,
  voidQuestion: (amount: number, customer: string) =>
    `Phiếu thu ${formatMoney(amount)} của ${customer} sẽ bị hủy. Số tiền này không còn được tính là đã thu.`,
  voidReason: 'Lý do hủy',
  voidReasonPlaceholder: 'Nhập lý do hủy phiếu thu',
  voidConfirm: 'Hủy phiếu',
  voidClose: 'Đóng',
} as const;
