import { RECEIPT_LABELS } from '@depot/shared/receipts/receipt-labels';

/**
 * Texts of the receipt (phiếu thu tiền, spec 2 §2.6, §2.10, §8); what prints on it is shared
 * with the server's PDF.
 */
export const receiptsTexts = {
  ...RECEIPT_LABELS,
  columns: { ...RECEIPT_LABELS.columns, delete: 'Xóa' },
  vehicleTitle: 'Phiếu thu tiền theo xe',
  sampleTitle: 'Phiếu thu tiền (mẫu)',
  hotlineNote: (hotline: string) => `Hotline: ${hotline}.`,
  deleteLine: (name: string) => `Xóa ${name}`,
  deleteQuestion: (name: string) =>
    `Hàng hóa "${name}" sẽ bị xóa khỏi phiếu thu và bảng kê nhưng vẫn còn trong danh sách hàng hóa.`,
  deleteFailed: (message: string) => `Có lỗi xảy ra trong quá trình xóa: ${message}`,
  deleteException: 'Có lỗi xảy ra trong quá trình xóa.',
  paymentTitle: 'Thu tiền',
  paymentHint: 'Chọn các dòng khách đã trả tiền:',
  payLine: (index: number, name: string, amount: string) => `${index}. ${name} — ${amount}`,
  paySelected: 'Thu tiền các dòng đã chọn',
  payAll: 'Thu tất cả',
  paySuccess: (count: number) => `Đã thu tiền ${count} dòng hàng`,
  payFailed: 'Có lỗi xảy ra trong quá trình cập nhật trạng thái thanh toán.',
  downloadPdf: 'Tải PDF',
  downloadFailed: 'Không tải được tệp PDF, vui lòng thử lại',
  backToStatements: 'Về bảng kê',
  sampleClosed: 'Đã đóng',
  sampleNotice:
    'Phiếu mẫu với dữ liệu cố định: thu tiền và xóa dòng chỉ thay đổi trên màn hình này.',
} as const;
