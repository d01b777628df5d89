/** Texts of the dashboard at the top of /thong-ke (docs/decisions/0016-speed-targets-and-kept-totals.md) and of its own page. */
export const dashboardTexts = {
  title: 'Tổng quan',
  range: 'Khoảng ngày',
  dateFrom: 'Từ ngày',
  dateTo: 'Đến ngày',
  figures: 'Số liệu tổng',
  goods: 'Số hàng hóa',
  weight: 'Khối lượng',
  amount: 'Thành tiền',
  /** Money received in the range, by the day it came in. */
  collected: 'Đã thu (theo ngày thu tiền)',
  /** What the range's loaded goods still owe. */
  due: 'Còn nợ (hàng đã chất)',
  /** The live trip costs of the range's trips. */
  costs: 'Chi phí chuyến',
  /** The range's freight less its trip costs. */
  left: 'Còn lại sau chi phí',
  /** Thu hộ collected and not yet paid out to the senders, now. */
  codOwed: 'Thu hộ còn nợ người gửi',
  perDay: 'Doanh thu theo ngày',
  perVehicle: 'Khối lượng theo xe',
  capacity: 'Tải trọng',
  trips: (count: number) => `${count} chuyến`,
  otherVehicles: (count: number) => `${count} xe khác`,
  noGoods: 'Không có hàng hóa nào được chất lên xe trong khoảng ngày này',
  topDebts: 'Mười khách hàng nợ nhiều nhất',
  noDebts: 'Không có khách hàng nào còn nợ',
  loadingCharts: 'Đang tải biểu đồ…',
} as const;
