import { formatNumber } from '@depot/shared/text/format';
import { productsBranchesTexts } from './products-branches';

/** Texts of the goods list, its filters and the pickup form (spec 1 §2). */
export const productsTexts = {
  listTitle: 'Quản lý sản phẩm',
  customer: 'Khách hàng',
  address: 'Địa chỉ',
  name: 'Tên hàng',
  price: 'Đơn giá',
  quantity: 'Số lượng',
  weight: 'TTL',
  weightLong: 'Trọng lượng',
  amount: 'Thành tiền',
  /** Under a line's amount: its thu hộ still to collect for the sender, or collected. */
  codDue: (amount: number) => `Thu hộ ${formatNumber(amount)}`,
  codDone: 'Đã thu hộ',
  paid: 'Đã thanh toán',
  status: 'Trạng thái',
  receiveDate: 'Ngày nhận',
  note: 'Ghi chú',
  actions: 'Thao tác',
  province: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
  pickProvince: 'Chọn tỉnh/thành phố',
  pickDistrict: 'Chọn quận/huyện',
  pickWard: 'Chọn phường/xã',
  districtHint: 'Chọn tỉnh/thành để tìm kiếm theo quận/huyện',
  wardHint: 'Chọn quận/huyện để tìm kiếm theo phường/xã',
  loaded: 'Đã lên xe',
  notLoaded: 'Chưa lên xe',
  paidYes: 'Đã thanh toán',
  paidNo: 'Chưa thanh toán',
  all: 'Tất cả',
  operator: 'Phép so sánh',
  value: 'Giá trị',
  dateFrom: 'Từ ngày',
  dateTo: 'Đến ngày',
  filterPlaceholder: (column: string) => `Nhập ${column.toLowerCase()}`,
  loadedOn: (plate: string, date: string) => `${plate} · ${date}`,
  deleteQuestion: (name: string, code: string) => `Bạn có chắc muốn xóa hàng "${name}" (${code})?`,
  code: 'Mã hàng',
  /** The number already formatted (formatNumber). */
  total: (total: string) => `Tổng số ${total} mặt hàng`,
  /** While GET /products/count counts past the page's cap (PRODUCT_COUNT_CAP). */
  counting: (atLeast: string) => `Ít nhất ${atLeast} mặt hàng, đang đếm…`,
  atLeast: (atLeast: string) => `Ít nhất ${atLeast} mặt hàng`,
  empty: 'Không có mặt hàng nào',
  markPaid: (name: string) => `Đã thanh toán: ${name}`,
  /** Goods between branches: column, filters, stages, the road (docs/domain.md, "Branches"). */
  branches: productsBranchesTexts,

  /** The box above the list that finds a parcel by the code on its label (docs/domain.md). */
  codeSearch: {
    label: 'Tìm theo mã hàng',
    placeholder: 'Quét hoặc nhập mã hàng…',
    notFound: (code: string) => `Không tìm thấy mặt hàng nào có mã "${code}"`,
  },

  toolbar: {
    onlyNotLoaded: 'Chỉ hàng chưa lên xe',
    clearSearch: 'Xóa tìm kiếm',
    advanced: 'Tìm kiếm nâng cao',
    addressGroups: 'Nhóm địa chỉ',
    addressGroupsPlaceholder: 'Lọc theo nhóm địa chỉ',
    addressGroupsMore: 'Gõ tên phường/xã, quận/huyện hoặc tỉnh/thành để tìm thêm',
    addressGroupsNone: 'Không có nhóm địa chỉ phù hợp',
    selected: (count: number) => `Đã chọn ${count} mặt hàng`,
    clearSelection: 'Bỏ chọn',
    printLabels: 'In nhãn',
  },

  advanced: {
    title: 'Tìm kiếm nâng cao',
    search: 'Tìm kiếm',
    cancel: 'Đóng',
    reset: 'Xóa điều kiện',
    customerName: 'Tên khách hàng',
    receiveDates: 'Ngày nhận hàng',
  },

  totals: {
    show: 'Hiển thị trọng lượng',
    count: 'Số mặt hàng',
    quantity: 'Tổng số lượng',
    weight: 'Tổng trọng lượng',
    amount: 'Tổng thành tiền',
  },

  pickup: {
    title: 'Lên Hàng',
    selectedWeight: 'Tổng trọng lượng hàng đã chọn',
    selectedCount: (count: number) => `${count} mặt hàng`,
    car: 'Xe',
    pickCar: 'Chọn xe (biển số, tài xế)',
    carRequired: 'Vui lòng chọn xe',
    noCar: 'Không tìm thấy xe',
    date: 'Ngày đi',
    dateRequired: 'Vui lòng chọn ngày đi',
    submit: 'Lên Hàng',
    // The load figures and the overload's title are vi.carLoad, shared with the move.
    overloadQuestion: 'Vẫn đưa hàng lên xe này?',
    overloadConfirm: 'VẪN LÊN HÀNG',
    overloadCancel: 'THOÁT',
    /** Picked goods loaded by someone else since (docs/decisions/0013-live-screens-several-servers.md); `date` already DD-MM-YYYY. */
    loadedMeanwhile: (car: string, date: string, goods: string) =>
      `Hàng đã được xếp lên xe ${car} ngày ${date} bởi người khác: ${goods}`,
    loadedMeanwhileHint: 'Bỏ chọn các hàng này trước khi Lên Hàng.',
  },

  /** The confirmation of an edit of a line with money collected or on a vehicle list (docs/decisions/0001-payments-are-records.md). */
  paidEdit: {
    title: 'Sửa hàng đã thu tiền',
    titleLoaded: 'Sửa hàng đã lên bảng kê',
    /** Money figures already formatted (formatMoney). */
    paidExplain: (paid: string, before: string, after: string) =>
      `Đã thu ${paid}; thành tiền đổi từ ${before} thành ${after}. Tiền đã thu giữ nguyên: phần chênh lệch sẽ thành nợ hoặc tiền thừa của khách.`,
    loadedExplain: (before: string, after: string) =>
      `Hàng đã lên bảng kê, phiếu thu có thể đã in; thành tiền đổi từ ${before} thành ${after}.`,
    customerExplain: (paid: string) =>
      `Đã thu ${paid}; hàng được chuyển sang khách hàng khác. Tiền đã thu giữ nguyên.`,
    reason: 'Lý do sửa',
    reasonPlaceholder: 'Ví dụ: cân lại hàng, khách báo sai giá',
    confirm: 'Lưu thay đổi',
    cancel: 'Hủy',
  },
} as const;
