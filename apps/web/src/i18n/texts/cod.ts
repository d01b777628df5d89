import { formatNumber } from '@depot/shared/text/format';

/** Đối soát thu hộ (docs/payments.md, "Owed to senders"): what is owed to the senders. */
export const codTexts = {
  title: 'Đối soát thu hộ',
  navLabel: 'Đối soát thu hộ',
  search: 'Tìm người gửi theo tên hoặc số điện thoại',
  empty: 'Chưa có hàng thu hộ nào',
  noLines: 'Người gửi này không có hàng thu hộ',
  senders: (count: number) => `${formatNumber(count)} người gửi`,
  cards: {
    notCollected: 'Chưa thu của người nhận',
    collectedUnpaid: 'Đã thu, chưa trả người gửi',
    paidOut: 'Đã trả người gửi',
  },
  columns: {
    sender: 'Người gửi',
    phone: 'Số điện thoại',
    lines: 'Số dòng hàng',
    codAmount: 'Tiền thu hộ',
    notCollected: 'Chưa thu',
    collectedUnpaid: 'Đã thu, chưa trả',
    paidOut: 'Đã trả',
    code: 'Mã hàng',
    name: 'Tên hàng',
    date: 'Ngày nhận',
    receiver: 'Người nhận',
    collected: 'Đã thu',
    due: 'Còn phải thu',
    state: 'Tình trạng',
  },
  linesOf: (name: string) => `Hàng thu hộ của ${name}`,
};
