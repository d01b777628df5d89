import { paginate, type Page } from '@depot/shared/api/envelope';

/** The success envelope. */
export function ok<T>(data: T, message = 'Thành công') {
  return { status: true as const, message, data };
}

/** A page of rows in the list reply shape. */
export function pageOf<T>(rows: T[], total: number, paged: number, limit: number): Page<T> {
  return { rows, total, paginate: paginate(total, paged, limit) };
}
