import { formatListCount } from '@depot/shared/api/list-count';
/** Texts of the user accounts screens. */
export const usersTexts = {
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
  total: (total: number) => `Tổng số ${formatListCount(total)} tài khoản`,
  empty: 'Chưa có tài khoản nào',
} as const;
