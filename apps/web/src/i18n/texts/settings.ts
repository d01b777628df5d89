/** Texts of the depot's settings screen (docs/architecture.md domain model: settings). */
export const settingsTexts = {
  title: 'Cài đặt',
  depotName: 'Tên chành xe',
  address: 'Địa chỉ',
  hotline: 'Hotline',
  bank: 'Ngân hàng',
  bankPlaceholder: 'Tìm theo tên ngân hàng',
  accountNumber: 'Số tài khoản',
  accountHolder: 'Chủ tài khoản',
  receiptNote: 'Ghi chú hàng thất lạc',
  hoursNote: 'Giờ nhận hàng',
  bankHint:
    'Để trống cả ba ô ngân hàng nếu chành xe chưa nhận chuyển khoản: phiếu thu sẽ không có mã VietQR.',
  notConfigured: 'Thông tin chành xe đang là giá trị mẫu',
  notConfiguredHint:
    'Phiếu thu đang in tên, địa chỉ và hotline mẫu. Hãy nhập thông tin thật của chành xe rồi bấm Cập nhật.',
  noBank: 'Không tìm thấy ngân hàng',
  timeZone: 'Múi giờ của chành xe',
  timeZoneHint:
    'Ngày "hôm nay", ngày mặc định của các màn hình và ngày in trên phiếu thu tính theo múi giờ này.',
  timeZonePlaceholder: 'Tìm múi giờ (ví dụ: ho chi minh)',
  noTimeZone: 'Không tìm thấy múi giờ',
  vietnam: 'Việt Nam',
  staffSees: 'Nhân viên được xem',
  staffSeesHint: 'Quản trị viên luôn xem được tất cả.',
  staffStatistics: 'Thống kê',
  staffDashboard: 'Tổng quan',
  staffDebtTotal: 'Tổng công nợ của chành xe',
  codFeePercent: 'Phí chi trả thu hộ (%)',
  codFeeMin: 'Phí tối thiểu mỗi lần chi trả',
  codFeeHint: 'Trừ vào tiền thu hộ khi chi trả cho người gửi. Để 0 nếu không thu phí.',
  publicUrl: 'Đường dẫn trang tra cứu',
  publicUrlHint:
    'Địa chỉ khách hàng mở được từ điện thoại, in trong mã QR trên tem và phiếu thu. Để trống: dùng địa chỉ đang mở ứng dụng.',
  /** The reasons a handover fails (Không giao được), a list the depot edits. */
  failureReasons: {
    title: 'Lý do không giao được',
    inUse: (name: string) => `Đang dùng: ${name}`,
    newReason: 'Lý do mới',
    add: 'Thêm',
    added: 'Đã thêm lý do',
  },
} as const;
