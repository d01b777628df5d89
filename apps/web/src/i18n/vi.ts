/**
 * Every text a person reads in the web app, except validation messages (those live with the
 * shared zod schemas so server and web say the same thing).
 */
export const vi = {
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
    products: 'Hàng hóa',
    trips: 'Bảng kê hàng theo xe',
    cars: 'Xe',
    specifications: 'Quy cách',
    users: 'Tài khoản',
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
    create: 'Thêm mới',
    update: 'Cập nhật',
    edit: 'Sửa',
    delete: 'Xóa',
    loading: 'Đang tải...',
  },

  users: {
    listTitle: 'Quản lý tài khoản',
    createTitle: 'Thêm mới tài khoản',
    updateTitle: 'Cập nhật tài khoản',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    email: 'Email',
    fullname: 'Họ và tên',
    createdAt: 'Ngày tạo',
    role: 'Vai trò',
    actions: 'Thao tác',
    usernameLocked: 'Bạn không được phép thay đổi tên đăng nhập',
    emailLocked: 'Bạn không được phép thay đổi email',
    passwordUnchanged: 'Để trống nếu không đổi',
    deleteQuestion: (username: string) => `Bạn có chắc muốn xóa tài khoản "${username}"?`,
    total: (total: number) => `Tổng số ${total} tài khoản`,
    empty: 'Chưa có tài khoản nào',
  },

  customers: {
    listTitle: 'Khách hàng',
    createTitle: 'Thêm mới khách hàng',
    updateTitle: 'Cập nhật khách hàng',
    fullName: 'Họ và tên',
    phone: 'Số điện thoại',
    numberHouse: 'Số nhà',
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    debt: 'Công nợ',
    openingDebt: 'Công nợ đầu kỳ',
    currency: 'đ',
    actions: 'Thao tác',
    pickProvince: 'Chọn tỉnh/thành phố',
    pickDistrict: 'Chọn quận/huyện',
    pickWard: 'Chọn phường/xã',
    districtHint: 'Chọn tỉnh/thành để tìm kiếm theo quận/huyện',
    wardHint: 'Chọn quận/huyện để tìm kiếm theo phường/xã',
    filterPlaceholder: (column: string) => `Nhập ${column.toLowerCase()}`,
    quickJump: 'Tìm nhanh khách hàng…',
    deleteQuestion: (name: string) => `Bạn có chắc muốn xóa khách hàng "${name}"?`,
    total: (total: number) => `Tổng số ${total} khách hàng`,
    empty: 'Chưa có khách hàng nào',
    picker: {
      placeholder: 'Chọn khách hàng',
      notFound: 'Không tìm thấy khách hàng',
    },
  },

  /** Shared list building blocks (components/table-text-filter, refresh buttons). */
  listTools: {
    refresh: 'Làm mới',
    filter: 'Lọc',
    clearFilter: 'Xóa lọc',
    filterBy: (column: string) => `Lọc theo ${column.toLowerCase()}`,
  },

  specifications: {
    createTitle: 'Thêm mới quy cách',
    updateTitle: 'Cập nhật quy cách',
    name: 'Tên quy cách',
    createdAt: 'Ngày tạo',
    actions: 'Thao tác',
    filterPlaceholder: 'Nhập tên quy cách',
    deleteQuestion: (name: string) => `Bạn có chắc muốn xóa quy cách "${name}"?`,
    total: (total: number) => `Tổng số ${total} quy cách`,
    empty: 'Chưa có quy cách nào',
  },

  cars: {
    createTitle: 'Thêm mới xe',
    updateTitle: 'Cập nhật xe',
    numberCar: 'Biển số xe',
    driver: 'Tài xế',
    driverName: 'Tên tài xế',
    weightKg: 'Tải trọng (kg)',
    weightTons: 'Tải trọng (tấn)',
    actions: 'Thao tác',
    plateHint: 'Ví dụ: 51C-123.45',
    tons: (tons: string) => `≈ ${tons}`,
    savedPlate: (plate: string) => `Biển số xe đã lưu: ${plate}`,
    filterPlaceholder: 'Nhập biển số xe',
    deleteQuestion: (plate: string) => `Bạn có chắc muốn xóa xe "${plate}"?`,
    total: (total: number) => `Tổng số ${total} xe`,
    empty: 'Chưa có xe nào',
  },
} as const;
