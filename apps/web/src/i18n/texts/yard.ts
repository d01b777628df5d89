/**
 * The yard screen (docs/decisions/0002-scan-request-ids.md): a phone held in one hand, scanning labels to load or unload a
 * vehicle, also with no signal (scans wait in the phone and are sent when it is back).
 */
export const yardTexts = {
  title: 'Xếp hàng',
  navLabel: 'Xếp hàng (quét mã)',
  car: 'Xe',
  carPlaceholder: 'Chọn xe',
  date: 'Ngày đi',
  load: 'Lên hàng',
  unload: 'Dỡ hàng',
  /** At the branch a departed vehicle goes to: each parcel scanned off it (docs/domain.md). */
  arrive: 'Nhận hàng xuống',
  action: 'Thao tác',
  codeLabel: 'Mã hàng',
  codePlaceholder: 'Quét hoặc nhập mã rồi Enter',
  chooseCarFirst: 'Chọn xe để bắt đầu quét',
  waiting: 'Đang chờ gửi',
  sending: 'Đang gửi…',
  loaded: 'Đã lên xe',
  unloaded: 'Đã dỡ khỏi xe',
  refused: 'Không được',
  alreadyHere: 'Đã ở trên xe này',
  arrived: 'Đã nhận xuống',
  alreadyArrived: 'Đã nhận rồi',
  /** A parcel scanned off a vehicle whose list does not have it: kept as `Thừa`. */
  extra: 'Hàng thừa',
  /** The arrival of the vehicle so far: `Đã nhận 12/15 · Thiếu 3 · Thừa 1`. */
  arrivalCounts: (arrived: string, expected: string, missing: string, extra: string) =>
    `Đã nhận ${arrived}/${expected} · Thiếu ${missing} · Thừa ${extra}`,
  arrivalTotals: 'Nhận hàng của xe',
  unknownArrival: 'Chưa có số liệu nhận hàng: quét kiện đầu tiên',
  dismiss: 'Đã xem',
  dismissLabel: (code: string) => `Đã xem lượt quét bị từ chối ${code}`,
  refusals: 'Lượt quét bị từ chối chưa xem',
  awaitingConfirm: 'Đang chờ xác nhận',
  awaitingConfirmCode: (code: string) =>
    `Mã ${code} chưa được gửi: chọn Hủy hoặc xác nhận trước khi quét tiếp`,
  otherCar: (plate: string) => `Xe ${plate}`,
  rescan: 'Quét lại',
  undone: 'Đã hoàn tác',
  offline: 'Mất mạng: lượt quét được lưu trên máy và sẽ gửi khi có mạng',
  pendingCount: (count: number) => `${count} lượt quét đang chờ gửi`,
  count: 'Số mặt hàng trên xe',
  weight: 'Trọng lượng',
  ofCapacity: (loaded: string, capacity: string) => `${loaded} / ${capacity}`,
  unknownTotals: 'Chưa có số liệu của xe',
  sessionScans: 'Các lượt quét',
  noScans: 'Chưa quét mã nào',
  customer: 'Khách',
  undo: 'Hoàn tác lượt cuối',
  undoLoadTitle: 'Hoàn tác lượt quét cuối?',
  undoLoadContent: (code: string, name: string, plate: string) =>
    `Dỡ ${code} ${name} khỏi xe ${plate}.`,
  undoUnloadContent: (code: string, name: string, plate: string) =>
    `Đưa ${code} ${name} trở lại xe ${plate}.`,
  undoOk: 'Hoàn tác',
  cancel: 'Hủy',
  overTitle: 'Xe quá tải',
  overOk: 'Vẫn lên hàng',
  signedOut: 'Phiên đăng nhập đã hết hạn: đăng nhập lại để gửi các lượt quét đang chờ',
  camera: 'Quét bằng camera',
  cameraClose: 'Tắt camera',
  cameraOpening: 'Đang mở camera…',
  cameraVideo: 'Hình camera',
  cameraHint: 'Đưa mã QR trên nhãn vào khung hình',
  cameraDenied:
    'Không mở được camera (chưa cho phép hoặc máy không có camera). Có thể chụp ảnh nhãn.',
  cameraInsecure:
    'Trang đang mở qua http nên trình duyệt không cho dùng camera trực tiếp. Hãy chụp ảnh nhãn để quét.',
  phoneSetupLink: 'Cài điện thoại để quét bằng camera qua https',
  photo: 'Chụp ảnh nhãn',
  photoReading: 'Đang đọc ảnh…',
  photoNoCode: 'Không đọc được mã QR trong ảnh: chụp lại gần hơn, đủ sáng',
  decoderFailed: 'Không tải được bộ đọc mã QR',
} as const;
