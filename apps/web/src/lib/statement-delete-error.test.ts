import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { statementDeleteError } from './statement-delete-error';

describe('statementDeleteError (spec 2 §8)', () => {
  it("says the server's reason when the statement is already gone", () => {
    const gone = new ApiError(404, 'Không tìm thấy thông tin bảng kê để xóa');
    expect(statementDeleteError(gone)).toBe('Không tìm thấy thông tin bảng kê để xóa');
  });

  it('says the delete failed when the server refuses it', () => {
    expect(statementDeleteError(new ApiError(409, 'Xung đột'))).toBe(
      'Có lỗi xảy ra trong quá trình xóa bảng kê',
    );
  });

  it('says Xóa thất bại! when no reply came, or something else broke', () => {
    expect(statementDeleteError(new ApiError(0, 'Không kết nối được'))).toBe('Xóa thất bại!');
    expect(statementDeleteError(new Error('boom'))).toBe('Xóa thất bại!');
  });
});
