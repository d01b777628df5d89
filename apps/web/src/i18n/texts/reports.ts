/** Texts of the report pages (spec 2 §2.4, §2.5, §5, §8); the spec's own texts as written. */
export const reportsTexts = {
  listTitle: 'Danh sách bảng kê',
  carTitle: 'Bảng Kê',
  addNew: 'Thêm mới',
  /** Spec 2 §5: the required date of the report pages. */
  date: 'Ngày nhận hàng',
  dateFrom: 'Từ ngày',
  dateTo: 'Đến ngày',
  customer: 'Khách hàng',
  customerPlaceholder: 'Chọn khách hàng',
  search: 'Tìm kiếm',
  empty: 'Không có thống kê phù hợp tìm kiếm',
  customersEmpty: 'Không có hàng hóa phù hợp với tìm kiếm',
  plate: 'Số xe',
  capacity: 'Tải trọng',
  loaded: 'Đã chất',
  driver: 'Tài xế',
  loadingDate: 'Ngày lên hàng',
  print: 'In',
  back: 'Quay lại',
  /** The accessible name of a vehicle card: what it opens. */
  openCar: (plate: string, date: string) => `Bảng kê xe ${plate} ngày ${date}`,
} as const;
