/**
 * Typed errors a service throws; the error plugin turns each into the reply envelope with its
 * HTTP status. Messages are Vietnamese and say what the person can do.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** What the reply's `data` carries (null when absent): e.g. the goods a 409 is about. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Bạn không có quyền thực hiện thao tác này') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Không tìm thấy dữ liệu') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string>, data?: unknown) {
    super(409, message, errors, data);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, message);
  }
}
