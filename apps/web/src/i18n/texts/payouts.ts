import { formatMoney } from '@depot/shared/text/format';

/**
 * Phiếu chi (docs/payments.md "Payouts"): the dialog that records a trip cost or other spending,
 * the list of a range and the void. Kind, cost type and method labels come from the shared rules.
 */
export const payoutsTexts = {
  dialogTitle: 'Lập phiếu chi',
  kind: 'Loại chi',
  tripDate: 'Ngày đi',
  trip: 'Chuyến xe',
  tripPlaceholder: 'Chọn chuyến xe',
  noTrips: 'Không có chuyến xe nào ngày này',
  costType: 'Loại chi phí',
  costTypePlaceholder: 'Chọn loại chi phí',
  amount: 'Số tiền',
  method: 'Hình thức',
  note: 'Ghi chú',
  notePlaceholder: 'Ví dụ: đổ dầu tại Bảo Lộc',
  otherNotePlaceholder: 'Chi cho việc gì',
  submit: 'Lưu phiếu chi',
  cancel: 'Hủy',
  recorded: (number: string) => `Đã lập phiếu chi ${number}`,

  columns: {
    number: 'Số phiếu',
    time: 'Giờ chi',
    dateTime: 'Ngày giờ',
    kind: 'Loại',
    amount: 'Số tiền',
    method: 'Hình thức',
    paidBy: 'Người chi',
    note: 'Ghi chú',
    actions: 'Thao tác',
  },
  /** What a trip cost was for, its vehicle and departure date. */
  tripCost: (costType: string, plate: string, date: string) => `${costType} · ${plate} · ${date}`,
  total: (amount: number) => `Tổng chi: ${formatMoney(amount)}`,
  count: (total: number) => `${total} phiếu chi`,
  empty: 'Không có phiếu chi nào',
  voided: 'Đã hủy',
  voidedBecause: (reason: string) => `Lý do hủy: ${reason}`,
  voidAction: 'Hủy phiếu',
  voidActionOf: (number: string) => `Hủy phiếu chi ${number}`,
  voidTitle: (number: string) => `Hủy phiếu chi ${number}`,
  voidQuestion: (amount: number) =>
    `Phiếu chi ${formatMoney(amount)} sẽ bị hủy. Số tiền này không còn được tính là đã chi.`,
  voidReason: 'Lý do hủy',
  voidReasonPlaceholder: 'Nhập lý do hủy phiếu chi',
  voidConfirm: 'Hủy phiếu',
  voidClose: 'Đóng',
} as const;
