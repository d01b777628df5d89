/**
 * Spec 2 §8's texts for deleting and loading statements (bảng kê): the statements screen and
 * the statistics cards (which delete the same statements, spec 2 §2.7) say the same thing.
 */
export const statementErrorTexts = {
  checkFailed: 'Có lỗi xảy ra trong quá trình kiểm tra bảng kê',
  nothingToDelete: 'Không tìm thấy thông tin bảng kê để xóa',
  deleteSuccess: 'Xóa thành công!',
  /** The server refused (status false). */
  deleteFailed: 'Có lỗi xảy ra trong quá trình xóa bảng kê',
  /** No reply: the network or the client failed. */
  deleteException: 'Xóa thất bại!',
  loadMoreFailed: 'Có lỗi xảy ra trong quá trình tải thêm bảng kê',
} as const;
