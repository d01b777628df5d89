import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { pgErrorCode } from '../lib/pg-error';

const GENERIC_ERROR = 'Đã có lỗi xảy ra, vui lòng thử lại sau';

/** Fastify's own client errors, by code, in words a person can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Dữ liệu gửi lên quá lớn',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Định dạng dữ liệu không được hỗ trợ, hãy gửi JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Thiếu dữ liệu gửi lên',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Dữ liệu gửi lên không đúng định dạng JSON',
};

/** PostgreSQL constraint errors that reach here despite the services' checks (races). */
const PG_MESSAGES: Record<string, [number, string]> = {
  '23505': [409, 'Dữ liệu đã tồn tại'],
  '23503': [409, 'Dữ liệu đang được sử dụng hoặc liên kết không tồn tại'],
  '23514': [400, 'Dữ liệu không hợp lệ'],
  '22P02': [400, 'Dữ liệu không hợp lệ'],
  '22003': [400, 'Giá trị vượt quá giới hạn cho phép'],
};

function fail(message: string, errors?: Record<string, string>) {
  return { status: false, message, data: null, ...(errors ? { errors } : {}) };
}

/** The error envelope for every failure; no stack trace or SQL ever leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Dữ liệu không hợp lệ';
      }
      const first = Object.values(errors)[0] ?? 'Dữ liệu không hợp lệ';
      return reply.status(400).send(fail(first, errors));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.message, error.errors));
    }
    const pgCode = pgErrorCode(error);
    const pg = pgCode ? PG_MESSAGES[pgCode] : undefined;
    if (pg) {
      request.log.warn({ err: error }, 'database constraint');
      return reply.status(pg[0]).send(fail(pg[1]));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'reply does not match its schema',
      );
      return reply.status(500).send(fail(GENERIC_ERROR));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ?? (status === 429 ? error.message : 'Yêu cầu không hợp lệ');
      return reply.status(status).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(GENERIC_ERROR));
  });
});

export { fail as errorEnvelope };
