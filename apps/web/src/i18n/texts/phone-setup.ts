/**
 * The page that sets a phone up for the yard screen's camera (docs/decisions/0002-scan-request-ids.md): open over plain HTTP on
 * the depot's network, without signing in.
 */
export const phoneSetupTexts = {
  title: 'Cài điện thoại cho bãi xếp hàng',
  intro:
    'Trình duyệt chỉ cho dùng camera trên trang bảo mật (https). Mỗi điện thoại làm một lần các bước dưới đây; không cần Internet, chỉ cần Wi-Fi của kho.',
  secureNow: 'Trang này đang mở qua https: điện thoại đã tin cậy máy chủ, camera dùng được.',
  openYard: 'Mở trang xếp hàng',
  noHttps:
    'Máy chủ chưa bật cổng HTTPS (HTTPS_PORT). Vẫn quét được bằng cách chụp ảnh nhãn hoặc dùng máy quét cầm tay.',
  loading: 'Đang tải…',
  failed: 'Không đọc được thông tin máy chủ',
  step1: '1. Tải chứng chỉ gốc của kho',
  download: (file: string) => `Tải chứng chỉ gốc (${file})`,
  ownCertificate:
    'Máy chủ dùng chứng chỉ riêng của kho: hỏi người quản trị cách cài, hoặc bỏ qua bước 1–2 nếu chứng chỉ đã được tin cậy.',
  fingerprint: 'Dấu vân tay SHA-256 (so với dòng trên màn hình cài đặt của điện thoại):',
  step2: '2. Cài chứng chỉ vào điện thoại',
  android: 'Android',
  androidSteps: [
    'Mở Cài đặt → Bảo mật (hoặc Bảo mật và quyền riêng tư) → Mã hóa và thông tin xác thực.',
    'Chọn Cài đặt chứng chỉ → Chứng chỉ CA → Vẫn cài đặt.',
    'Chọn tệp chanh-xe-ca.crt vừa tải (trong Tệp đã tải xuống).',
  ],
  iphone: 'iPhone',
  iphoneSteps: [
    'Mở trang này bằng Safari và bấm Tải chứng chỉ gốc → Cho phép (tải hồ sơ).',
    'Mở Cài đặt → Đã tải về hồ sơ → Cài đặt, nhập mật mã máy, Cài đặt.',
    'Mở Cài đặt chung → Giới thiệu → Cài đặt tin cậy chứng chỉ → bật chứng chỉ Chành xe.',
  ],
  step3: '3. Mở địa chỉ https',
  step3Hint: 'Quét mã QR bằng camera của điện thoại, hoặc gõ địa chỉ:',
  otherAddresses: 'Các địa chỉ khác của máy chủ:',
  step4: '4. Thêm vào màn hình chính',
  homeSteps: [
    'Android (Chrome): bấm ⋮ → Thêm vào màn hình chính (hoặc Cài đặt ứng dụng).',
    'iPhone (Safari): bấm nút Chia sẻ → Thêm vào MH chính.',
    'Mở ứng dụng từ biểu tượng đó: trang xếp hàng mở được cả khi mất sóng.',
  ],
  ipChanged:
    'Nếu địa chỉ máy chủ đổi, mở lại trang này bằng địa chỉ mới: chứng chỉ gốc đã cài vẫn dùng được.',
} as const;
