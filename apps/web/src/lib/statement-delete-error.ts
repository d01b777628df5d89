import { statementErrorTexts as t } from '../i18n/texts/statement-errors';
import { ApiError } from './api-client';

/**
 * What a failed delete of a statement (bảng kê) says, on the statements screen and on the
 * statistics cards alike (spec 2 §8): a statement already gone says so (404, the server's text),
 * another refusal 'Có lỗi xảy ra trong quá trình xóa bảng kê', no reply at all 'Xóa thất bại!'.
 */
export function statementDeleteError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t.deleteException;
  return error.status === 404 ? error.message : t.deleteFailed;
}
