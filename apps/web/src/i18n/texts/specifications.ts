import { formatListCount } from '@depot/shared/api/list-count';
/** Texts of the specification screens. */
export const specificationsTexts = {
  createTitle: 'Thêm mới quy cách',
  updateTitle: 'Cập nhật quy cách',
  name: 'Tên quy cách',
  createdAt: 'Ngày tạo',
  actions: 'Thao tác',
  filterPlaceholder: 'Nhập tên quy cách',
  deleteQuestion: (name: string) => `Bạn có chắc muốn xóa quy cách "${name}"?`,
  total: (total: number) => `Tổng số ${formatListCount(total)} quy cách`,
  empty: 'Chưa có quy cách nào',
} as const;
