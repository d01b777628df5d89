/**
 * The road between branches on the trip screens (docs/domain.md, "Branches"): `Xuất bến` at the
 * branch a vehicle leaves, the arrival list and its confirmation at the branch it goes to.
 */
export const tripRoadTexts = {
  /** Branch codes: `SG → CT`. */
  ends: (from: string, to: string) => `${from} → ${to}`,
  depart: 'Xuất bến',
  departTitle: 'Xác nhận xuất bến',
  departQuestion: (plate: string, date: string, lines: number) =>
    `Xe ${plate} ngày ${date} xuất bến với ${lines} kiện hàng. Sau khi xuất bến, chỉ quản trị viên được thêm hoặc bớt hàng, kèm lý do.`,
  departed: (at: string) => `Đã xuất bến ${at}`,
  notDeparted: 'Chưa xuất bến',
  departDone: 'Xe đã xuất bến',
  cancel: 'Hủy',
  openArrival: 'Nhận xe',
  arrivalTitle: 'Nhận xe',
  noTrip: 'Thiếu mã bảng kê',
  arrivalOf: (plate: string, date: string) => `Xe ${plate} · ngày ${date}`,
  expected: 'Dự kiến',
  arrived: 'Đã nhận',
  missing: 'Thiếu',
  extra: 'Thừa',
  tab: (label: string, count: number) => `${label} (${count})`,
  code: 'Mã hàng',
  name: 'Tên hàng',
  customer: 'Khách hàng',
  quantity: 'Số lượng',
  scannedAt: 'Giờ quét',
  notScanned: 'Chưa quét',
  /** The arrived goods' column of `Sao chép tin nhắn`, once per customer. */
  tell: 'Báo khách',
  empty: 'Không có kiện nào',
  confirm: 'Xác nhận đã nhận xe',
  confirmTitle: 'Xác nhận đã nhận xe?',
  confirmQuestion: (missing: number, expected: number) =>
    missing === 0
      ? `Đã nhận đủ ${expected} kiện. Xác nhận đã nhận xe?`
      : `${missing} kiện chưa quét sẽ được đánh dấu thiếu. Kiện nào quét sau vẫn được nhận.`,
  confirmOk: 'Xác nhận',
  confirmed: (at: string) => `Đã xác nhận nhận xe ${at}`,
  confirmDone: 'Đã xác nhận nhận xe',
  /** Refreshed while open: scans at the dock show here within seconds. */
  live: 'Tự cập nhật mỗi vài giây',
  /** What an admin decides about a parcel of the arrival (trip-arrival-admin.tsx). */
  action: 'Xử lý',
  writeOff: 'Báo mất',
  writeOffTitle: (code: string) => `Báo mất kiện ${code}`,
  writeOffQuestion: (name: string, customer: string) =>
    `Kiện "${name}" của ${customer} sẽ không còn được tìm trong danh sách thiếu. Nếu sau này quét được, kiện vẫn được nhận.`,
  writeOffReason: 'Lý do',
  writeOffReasonPlaceholder: 'Ví dụ: rơi mất dọc đường',
  writeOffOk: 'Xác nhận báo mất',
  writeOffDone: (code: string) => `Đã báo mất kiện ${code}`,
  writtenOff: 'Đã báo mất',
  acceptExtra: 'Nhận vào chi nhánh',
  acceptTitle: 'Nhận kiện thừa vào chi nhánh?',
  acceptQuestion: (code: string, plate: string) =>
    `Kiện ${code} được chuyển sang bảng kê xe ${plate}, tính là đã nhận xuống và chờ giao tại chi nhánh này.`,
  acceptOk: 'Nhận vào chi nhánh',
  acceptDone: (code: string) => `Đã nhận kiện ${code} vào chi nhánh`,
  accepted: 'Đã nhận',
} as const;
