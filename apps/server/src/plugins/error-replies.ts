import { errorReplySchema } from '@depot/shared/api/envelope';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The error replies of the API, each the error envelope (`errors` per field on a 400) with what
 * it means. Declared as response schemas they appear in the OpenAPI document and the error
 * handler's envelopes are serialized through them like any other reply.
 */
export const ERROR_REPLIES = {
  400: errorReplySchema.describe('Dữ liệu gửi lên không hợp lệ; `errors` nêu lỗi của từng trường'),
  401: errorReplySchema.describe('Chưa đăng nhập hoặc phiên đăng nhập đã hết hạn'),
  403: errorReplySchema.describe('Tài khoản không có quyền thực hiện thao tác này'),
  404: errorReplySchema.describe('Không tìm thấy dữ liệu hoặc đường dẫn'),
  409: errorReplySchema.describe('Xung đột với dữ liệu hiện có: trùng tên hoặc đang được sử dụng'),
  429: errorReplySchema.describe('Thử quá nhiều lần, vui lòng đợi rồi thử lại'),
  500: errorReplySchema.describe('Lỗi của hệ thống'),
} as const;
export type ErrorStatus = keyof typeof ERROR_REPLIES;

/** The replies of the given statuses, for a route whose errors go beyond the defaults. */
export function errorReplies<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, ERROR_REPLIES[s]])) as Pick<
    typeof ERROR_REPLIES,
    S
  >;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What can go wrong on a route, read from how it is declared (see plugins/auth.ts). */
function defaultStatuses(route: RouteOptions): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 404, 500];
  if (!route.config?.public) statuses.push(401);
  if (route.config?.roles) statuses.push(403);
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // Writes meet unique names and rows still in use; public writes (login, logout) do not.
  if (!route.config?.public && methods.some((m) => WRITES.has(m))) statuses.push(409);
  return statuses;
}

/**
 * Adds the error replies to every /api route in one place instead of in each route. A status
 * the route declares itself (the 503 of health, the 401 and 429 of login) is kept as declared.
 * Registered before @fastify/swagger, which reads the routes' schemas as they are added.
 */
export const errorRepliesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.url.startsWith('/api/') || !response || route.schema?.hide) return;
    route.schema = {
      ...route.schema,
      response: { ...errorReplies(...defaultStatuses(route)), ...response },
    };
  });
});
