/** Texts of the backups screen, Sao lưu dữ liệu (docs/decisions/0011-backups.md), and of its warning on every screen. */
export const backupsTexts = {
  title: 'Sao lưu dữ liệu',
  intro:
    'Máy chủ tự sao lưu mỗi giờ từ 6h đến 22h và một lần mỗi đêm, giữ 24 bản hằng giờ, 14 bản hằng ngày và 12 bản hằng tháng. Nên tải một bản về máy khác hoặc ổ USB thường xuyên.',
  backupNow: 'Sao lưu ngay',
  running: (seconds: number) => `Đang sao lưu… ${seconds} giây`,
  /** Another backup (the schedule's, another admin's) is being made: one at a time. */
  runningSince: (time: string) =>
    `Đang có một bản sao lưu được tạo (bắt đầu lúc ${time}); Sao lưu ngay mở lại khi xong.`,
  done: (name: string) => `Đã sao lưu: ${name}`,
  download: 'Tải về',
  downloadOf: (name: string) => `Tải về ${name}`,
  empty: 'Chưa có bản sao lưu nào',
  columns: {
    createdAt: 'Thời điểm',
    kind: 'Loại',
    size: 'Dung lượng',
    verified: 'Kiểm tra',
    rows: 'Số dòng dữ liệu',
    actions: 'Tải về',
  },
  verified: 'Đã kiểm tra',
  unverified: 'Chưa kiểm tra',
  lastGood: 'Bản tốt gần nhất',
  never: 'chưa có',
  warningStale: 'Đã hơn 26 giờ không có bản sao lưu tốt nào',
  warningFailed: 'Lần sao lưu gần nhất bị lỗi',
  warningNone: 'Chưa có bản sao lưu nào của dữ liệu',
  warningOpen: 'Mở Sao lưu dữ liệu',
  megabytes: (value: string) => `${value} MB`,
  gigabytes: (value: string) => `${value} GB`,
  /** Where the copies are: this disk's folder and the second copy (BACKUP_DIR). */
  storage: {
    title: 'Nơi lưu bản sao',
    dir: 'Thư mục sao lưu',
    second: 'Bản sao thứ hai',
    notSet: 'Chưa cài đặt (BACKUP_DIR)',
    writable: 'Ghi được',
    notWritable: 'Không ghi được',
    lastWritten: 'Lần ghi gần nhất',
    free: 'Còn trống',
    unknown: 'không rõ',
  },
  copyNone: 'Chưa có bản sao thứ hai: hỏng ổ đĩa của máy chủ là mất cả dữ liệu lẫn bản sao lưu',
  copyNoneDetail:
    'Đặt BACKUP_DIR là một thư mục trên ổ đĩa khác (ổ USB, ổ mạng) rồi khởi động lại máy chủ; trong lúc chờ, hãy tải một bản sao lưu về máy khác mỗi ngày.',
  copyFailed: 'Không ghi được bản sao thứ hai',
  setAside: (count: number) => `${count} bản dữ liệu cũ giữ lại sau khôi phục`,
  setAsideDetail:
    'Đây là dữ liệu như trước mỗi lần khôi phục, giữ lại phòng khi cần xem lại, và đang chiếm chỗ trên ổ đĩa. Máy chủ tự xóa chúng sau 7 ngày (sau lần sao lưu ban đêm); muốn xóa sớm hơn, khi đã kiểm tra dữ liệu hiện tại đúng: npm run restore -- --drop-old',
} as const;
