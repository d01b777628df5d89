/** Texts of /customers/doi-dia-chi, converting customers to the 2025 list (docs/decisions/0010-addresses-2025.md, admins). */
export const addressConversionTexts = {
  navLabel: 'Đổi địa chỉ mới',
  title: 'Đổi địa chỉ theo danh mục mới',
  intro:
    'Từ 01-07-2025 cả nước có 34 tỉnh/thành và không còn cấp quận/huyện. Đổi địa chỉ của khách hàng ' +
    'sang danh mục mới: địa chỉ cũ vẫn được giữ để tra cứu, phiếu đã in không thay đổi.',
  oldCount: 'Khách hàng còn địa chỉ cũ',
  certainCount: 'Đổi chắc chắn được',
  uncertainCount: 'Cần chọn phường/xã mới',
  convertAll: (count: number) => `Đổi tất cả (${count})`,
  confirmTitle: 'Đổi địa chỉ sang danh mục mới',
  confirmText: (count: number) =>
    `Đổi địa chỉ của ${count} khách hàng có phường/xã cũ nhập nguyên vào một phường/xã mới? ` +
    'Địa chỉ cũ vẫn được giữ trên khách hàng.',
  confirmOk: 'Đổi địa chỉ',
  cancel: 'Thoát',
  converted: (count: number) => `Đã đổi ${count} khách hàng`,
  convertedOne: (name: string, place: string) => `Đã đổi địa chỉ của ${name} sang ${place}`,
  allDone: 'Tất cả khách hàng đã có địa chỉ theo danh mục mới.',
  restTitle: 'Khách hàng cần chọn phường/xã mới',
  restHint:
    'Phường/xã cũ đã được chia vào nhiều phường/xã mới: bấm vào phường/xã đúng của khách hàng.',
  customer: 'Khách hàng',
  oldAddress: 'Địa chỉ cũ',
  candidates: 'Phường/xã mới',
  noCandidate: 'Không có phường/xã gợi ý: sửa địa chỉ của khách hàng',
  edit: 'Sửa khách hàng',
  empty: 'Không còn khách hàng nào cần chọn',
} as const;
