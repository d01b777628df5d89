/** Texts of the app shell and of the building blocks every screen shares. */
export const appTexts = {
  appName: 'Quản lý chành xe',
  appShortName: 'Chành xe',
  footer: '© 2026 Quản lý chành xe — phát triển bởi công ty phần mềm',

  network: {
    unreachable: 'Không thể kết nối tới máy chủ',
    timeout: 'Máy chủ không phản hồi, vui lòng thử lại',
    unknown: 'Đã có lỗi xảy ra, vui lòng thử lại',
  },

  nav: {
    statistics: 'Thống Kê',
    customers: 'Khách hàng',
    debt: 'Công nợ',
    products: 'Hàng hóa',
    trips: 'Bảng kê hàng theo xe',
    reports: 'Danh sách bảng kê',
    cars: 'Xe',
    specifications: 'Quy cách',
    users: 'Tài khoản',
    settings: 'Cài đặt',
    collapse: 'Thu gọn menu',
    expand: 'Mở rộng menu',
  },

  header: {
    signOut: 'Đăng xuất',
  },

  login: {
    title: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng Nhập',
    /** The public tracking page (docs/domain.md, "Tracking"), for a customer who landed here. */
    track: 'Tra cứu hàng gửi (dành cho khách hàng)',
  },

  pages: {
    statistics: 'Thống kê',
    customers: 'Khách hàng',
    products: 'Quản lý sản phẩm',
    trips: 'Bảng kê hàng theo xe',
    cars: 'Xe',
    specifications: 'Quy cách',
    notFound: 'Không tìm thấy trang',
    notFoundHint: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
    forbidden: 'Bạn không có quyền truy cập trang này',
    backHome: 'Về trang chủ',
  },

  confirmDelete: {
    title: 'Xác nhận xóa',
    ok: 'ĐỒNG Ý',
    cancel: 'THOÁT',
  },

  common: {
    back: 'Quay lại',
    backToList: 'Quay lại danh sách',
    create: 'Thêm mới',
    update: 'Cập nhật',
    edit: 'Sửa',
    delete: 'Xóa',
    loading: 'Đang tải...',
  },

  /** A date range and a customer to search by (components/date-range-pickers, range-filter-bar). */
  rangeFilter: {
    from: 'Từ ngày',
    to: 'Đến ngày',
    customer: 'Khách hàng',
    customerPlaceholder: 'Chọn khách hàng',
    search: 'Tìm kiếm',
  },

  /** Shared list building blocks (components/table-text-filter, refresh buttons). */
  listTools: {
    refresh: 'Làm mới',
    filter: 'Lọc',
    clearFilter: 'Xóa lọc',
    filterBy: (column: string) => `Lọc theo ${column.toLowerCase()}`,
    /** The pager's accessible name. */
    pagination: 'Phân trang',
  },
} as const;
