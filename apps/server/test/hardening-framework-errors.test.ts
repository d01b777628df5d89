import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, signIn, type TestApp } from './test-app';

// Replies Fastify or Node write themselves (router, body parser, HTTP parser) must look like
// every other API reply: the envelope, a Vietnamese message and the security headers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = { status: number; headers: Record<string, unknown>; body: string };

function expectEnvelope(reply: Reply, status: number, message: string) {
  expect(reply.status).toBe(status);
  expect(JSON.parse(reply.body)).toEqual({ status: false, message, data: null });
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.headers['content-security-policy']).toContain("default-src 'self'");
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(reply.headers['cache-control']).toBe('no-store');
}

async function inject(options: InjectOptions): Promise<Reply> {
  const res = await t.app.inject(options);
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

describe('framework replies under /api', () => {
  it('answers a malformed URL without a token with 400 in the envelope', async () => {
    const reply = await inject({ method: 'GET', url: '/api/customers/%E0%A4%A' });
    expectEnvelope(reply, 400, 'Đường dẫn không hợp lệ');
  });

  it('answers a 101-digit id with 404 in the envelope: no record has it', async () => {
    const reply = await inject({ method: 'GET', url: `/api/customers/${'9'.repeat(101)}` });
    expectEnvelope(reply, 404, 'Không tìm thấy đường dẫn yêu cầu');
  });

  it('answers malformed JSON, a wrong content type and a too-large body in the envelope', async () => {
    const post = (contentType: string, payload: string) =>
      inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': contentType },
        payload,
      });
    expectEnvelope(
      await post('application/json', '{"username":'),
      400,
      'Dữ liệu gửi lên không đúng định dạng JSON',
    );
    expectEnvelope(
      await post('application/x-www-form-urlencoded', 'username=a'),
      415,
      'Định dạng dữ liệu không được hỗ trợ, hãy gửi JSON',
    );
    expectEnvelope(
      await post('application/json', JSON.stringify({ username: 'a'.repeat(1_100_000) })),
      413,
      'Dữ liệu gửi lên quá lớn',
    );
  });

  it('answers a 16 kB URL (refused by Node’s HTTP parser) with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const reply = await new Promise<Reply>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: `/api/customers?full_name=${'a'.repeat(16 * 1024)}` },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
    });
    expectEnvelope(reply, 431, 'Đường dẫn hoặc phần đầu của yêu cầu quá dài');
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(reply.body)));
  });
});

describe('an over-long id in the path', () => {
  // The router refuses a parameter over 100 characters before the session is read, and a GET
  // then falls through to the web app's files, which refused a 10 240-digit name with 403. An
  // id no record can have is a 404, whatever the method, signed in or not, app built or not.
  const methods = ['GET', 'PUT', 'PATCH', 'DELETE'] as const;
  const cases = [300, 10_240].flatMap((digits) =>
    methods.flatMap((method) =>
      ['/api/customers/', '/api/products/'].map((base) => ({ digits, method, base })),
    ),
  );

  it.each([false, true])('answers 404 in the envelope (web app built: %s)', async (withWeb) => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'depot-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Chành xe</title>');
    const app = await buildApp({ db: t.db, ...(withWeb ? { webDistDir: dist } : {}) });
    const { token } = await signIn(t, 'admin');
    try {
      for (const { digits, method, base } of cases) {
        for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
          const res = await app.inject({
            method,
            url: `${base}${'9'.repeat(digits)}`,
            headers,
            ...(method === 'PUT' || method === 'PATCH' ? { payload: { name: 'x' } } : {}),
          });
          const reply = { status: res.statusCode, headers: res.headers, body: res.body };
          const what = `${method} ${base}<${digits} digits> ${'authorization' in headers}`;
          expect(reply.status, what).toBe(404);
          expectEnvelope(reply, 404, 'Không tìm thấy đường dẫn yêu cầu');
        }
      }
      if (withWeb) {
        // Outside /api the app answers, and says itself that the page does not exist.
        const page = await app.inject({ url: `/customers/update/${'9'.repeat(10_240)}` });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Chành xe</title>');
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a server that is stopping', () => {
  it('refuses a request that arrives while it drains with 503 in the envelope', async () => {
    const app = await buildApp({ db: t.db });
    let release: () => void = () => {};
    app.get('/api/slow', { config: { public: true } }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: true, message: '', data: null };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // A second request on a connection still busy with the first, sent once close() has begun:
    // close() ends idle connections only.
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`;
    socket.write(request('/api/slow'));
    await new Promise((r) => setTimeout(r, 300));
    const closed = app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(request('/api/health'));
    await new Promise((r) => setTimeout(r, 100));
    release();
    await closed;
    await ended;
    const second = raw.slice(raw.indexOf('HTTP/1.1', 1));
    const [head = '', body = ''] = second.split('\r\n\r\n');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 2),
        ]),
    );
    expectEnvelope(
      { status: Number(head.split(' ')[1]), headers, body },
      503,
      'Máy chủ đang dừng, vui lòng thử lại sau giây lát',
    );
  });
});
