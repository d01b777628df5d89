import { CREDIT_LABEL } from '@depot/shared/payments/line-money.rules';

/** Thu tiền for a customer and its printed receipt, phiếu thu tiền (docs/decisions/0001-payments-are-records.md). */
export const paymentsTexts = {
  collect: 'Thu tiền',
  /** Thu hộ: money collected from the receiver for the senders (docs/payments.md). */
  cod: {
    collect: 'Thu hộ',
    title: 'Thu hộ cho người gửi',
    due: 'Còn phải thu hộ',
    none: 'Khách hàng không còn tiền thu hộ phải thu',
    hint: 'Trả cho các dòng hàng thu hộ cũ nhất trước; không được vượt quá số còn phải thu',
    line: 'Dòng hàng',
    sender: 'Người gửi',
    amount: 'Còn phải thu',
  },
  collectFrom: (name: string) => `Thu tiền của ${name}`,
  dialogTitle: 'Thu tiền',
  customer: 'Khách hàng',
  owed: 'Còn nợ',
  credit: CREDIT_LABEL,
  amount: 'Số tiền',
  method: 'Hình thức',
  note: 'Ghi chú',
  notePlaceholder: 'Ví dụ: trả bớt nợ tháng 11',
  amountHint:
    'Thu dư trả cho khoản nợ cũ nhất; chỉ phần dư sau mọi khoản nợ là tiền khách gửi trước.',
  /** A part-paid tick: what it still owes. */
  stillDue: (due: string) => `còn ${due}`,
  target: 'Thu cho',
  targetAuto: 'Nợ đầu kỳ trước, rồi hàng cũ nhất',
  targetChosen: 'Chọn khoản cần thu',
  tickNothing: 'Vui lòng chọn khoản cần thu',
  statementTick: (car: string, date: string, lines: number) =>
    `Xe ${car} ngày ${date} (${lines} hàng)`,
  looseTick: (code: string, name: string, date: string) =>
    `${code} ${name}, nhận ${date} (chưa lên xe)`,
  submit: 'Thu tiền',
  cancel: 'Hủy',
  close: 'Đóng',
  paid: (number: string) => `Đã thu ${number}`,
  owedAfter: 'Còn nợ sau phiếu này',
  printReceipt: 'In phiếu thu',
  reprint: 'In lại',
  reprintOf: (number: string) => `In lại phiếu thu ${number}`,

  /** A customer's payments, newest first, on the debt drawer and the customer's page. */
  history: 'Lịch sử thu tiền',
  noHistory: 'Chưa có phiếu thu nào',
  historyTotal: (total: number) => `${total} phiếu thu`,
  historyColumns: {
    number: 'Số phiếu',
    receivedAt: 'Ngày thu',
    amount: 'Số tiền',
    method: 'Hình thức',
    receivedBy: 'Người thu',
    actions: 'Thao tác',
  },
  voided: 'Đã hủy',

  receiptTitle: 'PHIẾU THU TIỀN',
  receiptDocument: (number: string) => `Phieu-thu-${number}`,
  receiptLoading: 'Phiếu thu tiền',
  number: 'Số phiếu',
  receivedAt: 'Ngày giờ thu',
  phone: 'Số điện thoại',
  amountInFigures: 'Số tiền bằng số',
  amountInWords: 'Số tiền bằng chữ',
  receivedBy: 'Người thu',
  unknownReceiver: 'Không rõ người thu',
  paidFor: 'Khoản đã thu',
  columns: { order: 'STT', item: 'Nội dung', amount: 'Số tiền' },
  openingDebt: 'Nợ đầu kỳ',
  nothingAllocated: 'Chưa trừ vào khoản nợ nào',
  voidedLine: '(đã hủy)',
  creditLine: 'Tiền thừa ghi có',
  voidedStamp: 'ĐÃ HỦY',
  voidReason: 'Lý do hủy',
  /** The customer's credit after the payment: the one name of credit on every screen. */
  creditAfter: CREDIT_LABEL,
  /** A copy printed later than the payment (from the cash book or a payment history). */
  reprintMark: 'Bản in lại',
  printedAt: (time: string) => `In lúc ${time}`,
  signatures: ['Người nộp tiền', 'Người thu tiền'],
} as const;
