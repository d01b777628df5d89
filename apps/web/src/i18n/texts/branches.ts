/** Branches (`Chi nhánh`): the screen, the selects and the header's switch. */
export const branchesTexts = {
  title: 'Chi nhánh',
  branch: 'Chi nhánh',
  allBranches: 'Tất cả chi nhánh',
  name: 'Tên chi nhánh',
  code: 'Mã',
  address: 'Địa chỉ',
  phone: 'Điện thoại',
  provinces: 'Tỉnh/thành phục vụ',
  add: 'Thêm chi nhánh',
  edit: 'Sửa',
  save: 'Lưu',
  cancel: 'Hủy',
  /** The users form: an account of every branch. */
  everyBranch: 'Mọi chi nhánh',
};
