import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT } from '../src/app';
import { call, createTestApp, signIn, TEST_PASSWORD, type TestApp } from './test-app';
import { callEndpoint } from './contract-call';
import { healthApi } from '@depot/shared/health/health.contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('reports the database in GET /api/health without a session', async () => {
    const res = await callEndpoint(t, healthApi.check, {});
    expect(res.status).toBe(200);
    expect(res.raw).toEqual({
      status: true,
      message: 'Hệ thống hoạt động bình thường',
      data: { database: 'ok' },
    });
  });

  it('sends security headers, no-store and no CORS for other origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 404 in the envelope for an unknown /api path', async () => {
    const { token } = await signIn(t);
    const res = await call(t, { url: '/api/khong-co', token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      status: false,
      message: 'Không tìm thấy đường dẫn yêu cầu',
      data: null,
    });
  });

  it('answers 401 before anything else on a protected route without a token', async () => {
    const res = await call(t, { method: 'POST', url: '/api/users', payload: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: false, message: 'Vui lòng đăng nhập', data: null });
  });

  it('refuses a body over the limit and malformed JSON in Vietnamese', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dữ liệu gửi lên quá lớn');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: false,
      message: 'Dữ liệu gửi lên không đúng định dạng JSON',
      data: null,
    });
  });

  it('hides internal errors behind a generic message, without stack or SQL', async () => {
    const app = await buildApp({ db: t.db });
    app.get('/boom', { config: { public: true } }, async () => {
      throw new Error('relation "secret_table" does not exist: select * from secret_table');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: false,
      message: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
      data: null,
    });
    expect(res.body).not.toContain('secret_table');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/users', '/api/users/{id}']),
    );
  });
});

describe('the OpenAPI document', () => {
  type Responses = Record<string, { description: string; content: Record<string, unknown> }>;
  let paths: Record<string, Record<string, { responses: Responses }>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  const statuses = (path: string, method: string) => Object.keys(paths[path]![method]!.responses);

  it('lists the error replies of POST /api/customers, a 400 with errors per field', () => {
    expect(statuses('/api/customers', 'post')).toEqual(['200', '400', '401', '404', '409', '500']);
    const bad = paths['/api/customers']!.post!.responses['400']!;
    expect(bad.description).toContain('không hợp lệ');
    expect(JSON.stringify(bad.content)).toContain('"errors"');
  });

  it('adds 403 where roles are checked, and no 401 or 409 on public routes except login', () => {
    expect(statuses('/api/users', 'get')).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(statuses('/api/customers', 'get')).toEqual(['200', '400', '401', '404', '500']);
    expect(statuses('/api/health', 'get')).toEqual(['200', '400', '404', '500', '503']);
    expect(statuses('/api/login', 'post')).toEqual(['200', '400', '401', '404', '429', '500']);
  });
});

describe('OpenAPI security', () => {
  type Operation = { security?: unknown[] };
  let doc: { security: unknown[]; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });

  it('marks /api/health and /api/login as needing no bearer token', () => {
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    expect(doc.paths['/api/login']!.post!.security).toEqual([]);
  });

  it('keeps the bearer token on the other routes', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/users']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/customers/{id}']!.put!.security).toBeUndefined();
  });
});

describe('request logs', () => {
  it('never contain a password or a token', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const app = await buildApp({
      db: t.db,
      logger: { level: 'trace', stream, redact: LOG_REDACT },
    });
    const { user } = await signIn(t);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    const token = login.json().data.token as string;
    await app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('/api/users/info');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toContain(token);
  });
});
