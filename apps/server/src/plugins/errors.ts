import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { pgConstraint, pgErrorCode } from '../lib/pg-error';
import { apiSecurityHeaders } from './security';

const GENERIC_ERROR = 'Đã có lỗi xảy ra, vui lòng thử lại sau';
/** The reply to a path that names nothing: no route, or an id no record can have. */
export const PATH_NOT_FOUND = 'Không tìm thấy đường dẫn yêu cầu';

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

/**
 * Replies Fastify writes before any route runs (the router's own checks). A path parameter
 * over the router's 100 characters is an id no record has: 404 like any path that names
 * nothing, signed in or not (the router answers before the session is read).
 */
const ROUTER_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'Đường dẫn không hợp lệ'],
  FST_ERR_MAX_PARAM_LENGTH: [404, PATH_NOT_FOUND],
  FST_ERR_ASYNC_CONSTRAINT: [500, GENERIC_ERROR],
};

/** Errors of Node's HTTP parser, answered on the raw socket (no request exists yet). */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Đường dẫn hoặc phần đầu của yêu cầu quá dài'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Yêu cầu gửi quá chậm, vui lòng thử lại'],
};

function fail(message: string, errors?: Record<string, string>, data: unknown = null) {
  return { status: false, message, data, ...(errors ? { errors } : {}) };
}

/** The error envelope for every failure; no stack trace or SQL ever leaves the server. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // While the server drains, new requests (pipelined, or on a busy keep-alive connection) are
  // refused in the envelope; Fastify's own return503OnClosing writes English JSON bare.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // Helmet's own onRequest hook comes after this one, so its headers are set here. Serialized
    // here too: a route's own 503 schema (health's) describes another body.
    return reply
      .headers(apiSecurityHeaders())
      .status(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send(fail('Máy chủ đang dừng, vui lòng thử lại sau giây lát'));
  });

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
      return reply
        .status(error.statusCode)
        .send(fail(error.message, error.errors, error.data ?? null));
    }
    const pgCode = pgErrorCode(error);
    const pg = pgCode ? PG_MESSAGES[pgCode] : undefined;
    if (pg) {
      request.log.warn(
        { code: pgCode, constraint: pgConstraint(error), route: routeOf(request) },
        'database constraint',
      );
      return reply.status(pg[0]).send(fail(pg[1]));
    }
    // @fastify/static answers 403 to a path it cannot check against its folder: a name longer
    // than the file system allows (a 10 240-digit id under GET, which falls through to the
    // app's files), or a non-canonical one. Such a path names no file, and 403 would say "your
    // role may not": it gets the reply of any unknown path (JSON 404 under /api, the app
    // elsewhere). The reply is not returned: Fastify would await it once more for nothing.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') {
      reply.callNotFound();
      return;
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
    request.log.error(errorSummary(error, pgCode, request), 'unhandled error');
    return reply.status(500).send(fail(GENERIC_ERROR));
  });
});

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
}

/**
 * What a 500 logs: the error's code, kind and call stack with the route (the request id comes
 * with the request's logger). Never the message or the cause: a database error's message holds
 * the SQL text and its parameters (password hashes, names, phones).
 */
function errorSummary(error: Error, pgCode: string | undefined, request: FastifyRequest) {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    code: pgCode ?? (error as FastifyError).code,
    kind: error.name,
    route: routeOf(request),
    stack: frames.slice(0, 12).map((line) => line.trim()),
  };
}

/** The router's own errors (bad URL encoding, over-long id), in the envelope with the headers. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = ROUTER_ERRORS[error.code] ?? [400, 'Yêu cầu không hợp lệ'];
  void reply.headers(apiSecurityHeaders()).status(status).send(fail(message));
}

/** Node's parser errors (a 16 kB URL is 431) written as the envelope, not Fastify's English. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Yêu cầu không hợp lệ'];
  const body = JSON.stringify(fail(message));
  const headers = {
    ...apiSecurityHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  else socket.destroy();
}

/** Options of the Fastify constructor that keep the router's and parser's replies enveloped. */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  // The plugin's onRequest hook answers 503 while closing, in the envelope.
  return503OnClosing: false,
} satisfies Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'return503OnClosing'
>;

export { fail as errorEnvelope };
