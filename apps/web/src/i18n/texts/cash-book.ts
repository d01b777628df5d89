import { formatDate, formatMoney } from '@depot/shared/text/format';

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
  tabs: { payments: 'Phiếu thu', payouts: 'Phiếu chi', flow: 'Thu chi tiền mặt' },
  newPayout: 'Lập phiếu chi',
  balance: {
    /** Under the cash in: the part collected for senders (thu hộ). */
    inOfWhichCod: (amount: number) => `trong đó thu hộ ${formatMoney(amount)}`,
    /** Cash received from or sent to another branch (Phiếu chuyển tiền). */
    inOfWhichRemitted: (amount: number) => `trong đó nhận từ chi nhánh khác ${formatMoney(amount)}`,
    outOfWhichRemitted: (amount: number) =>
      `trong đó chuyển cho chi nhánh khác ${formatMoney(amount)}`,
    region: 'Cân đối quỹ tiền mặt',
    opening: 'Tồn đầu kỳ',
    in: 'Thu tiền mặt',
    out: 'Chi tiền mặt',
    closing: 'Tồn cuối kỳ',
    noOpening: 'Chưa đặt số dư đầu kỳ: sổ quỹ tính từ 0 đ.',
    openingSince: (amount: number, date: string) =>
      `Số dư đầu kỳ ${formatMoney(amount)} từ ngày ${formatDate(date)}`,
    setOpening: 'Số dư đầu kỳ',
    count: 'Kiểm quỹ',
    notCounted: (date: string) => `Chưa kiểm quỹ ngày ${formatDate(date)}`,
    counted: (date: string, counted: number, book: number) =>
      `Kiểm quỹ ngày ${formatDate(date)}: đếm được ${formatMoney(counted)}, sổ ${formatMoney(book)}`,
    difference: (difference: number) =>
      difference === 0
        ? 'Khớp sổ'
        : difference < 0
          ? `Thiếu ${formatMoney(-difference)}`
          : `Thừa ${formatMoney(difference)}`,
  },
  flow: {
    time: 'Thời gian',
    number: 'Số phiếu',
    content: 'Nội dung',
    person: 'Người thu/chi',
    in: 'Thu',
    out: 'Chi',
    balance: 'Tồn quỹ',
    empty: 'Không có phiếu thu chi tiền mặt nào trong khoảng này',
    closingLine: 'Tồn cuối kỳ',
    remittedTo: (branch: string) => `Chuyển tiền đến ${branch}`,
    remittedFrom: (branch: string) => `Nhận tiền từ ${branch}`,
  },
  countDialog: {
    title: (date: string) => `Kiểm quỹ ngày ${formatDate(date)}`,
    book: (amount: number) => `Tồn quỹ theo sổ: ${formatMoney(amount)}`,
    counted: 'Số tiền đếm được',
    note: 'Ghi chú',
    save: 'Lưu kiểm quỹ',
    close: 'Đóng',
  },
  openingDialog: {
    title: 'Số dư đầu kỳ',
    explain: 'Tiền mặt có trong két vào đầu ngày bắt đầu sổ quỹ. Đặt một lần; sửa cần lý do.',
    amount: 'Số dư đầu kỳ',
    date: 'Ngày bắt đầu sổ quỹ',
    reason: 'Lý do sửa',
    save: 'Lưu số dư',
    close: 'Đóng',
  },
} as const;
