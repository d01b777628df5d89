/** Branches (`Chi nhánh`): the screen, the selects and the header's switch. */
export const branchesTexts = {
  title: 'Chi nhánh',
  branch: 'Chi nhánh',
  allBranches: 'Tất cả chi nhánh',
  /** The header's switch on a phone shows the choice in a word. */
  allShort: 'Tất cả',
  name: 'Tên chi nhánh',
  code: 'Mã',
  codeHint: '2–4 chữ cái in hoa, ví dụ SG, CT',
  address: 'Địa chỉ',
  phone: 'Điện thoại',
  provinces: 'Tỉnh/thành phục vụ',
  provincesHint: 'Hàng của khách ở các tỉnh/thành này mặc định về chi nhánh này',
  provincesPlaceholder: 'Chọn tỉnh/thành',
  /** A province another branch serves: a province belongs to one branch at most. */
  servedBy: (code: string) => `đã thuộc ${code}`,
  add: 'Thêm chi nhánh',
  createTitle: 'Thêm chi nhánh',
  updateTitle: 'Sửa chi nhánh',
  edit: 'Sửa',
  save: 'Lưu',
  cancel: 'Hủy',
  actions: 'Thao tác',
  empty: 'Chưa có chi nhánh nào',
  notFound: 'Không tìm thấy chi nhánh',
  savedCode: (code: string) => `Mã chi nhánh đã lưu: ${code}`,
  /** The users form: an account of every branch. */
  everyBranch: 'Mọi chi nhánh',
};
