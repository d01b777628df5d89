import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import { connect, type TLSSocket } from 'node:tls';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { Config } from '../../config';
import { serverNames } from '../../lib/tls/lan-addresses';
import { startPhoneHttps } from '../../lib/tls/phone-https';
import { loadOrCreateTls, type TlsMaterial } from '../../lib/tls/tls-store';
import { createTestDatabase } from '../../../test/database';
import { NO_HTTPS } from './tls.service';

// docs/decisions/0002-scan-request-ids.md: the same app over HTTPS on a second port, with the certificate the server made, and
// the public endpoints a phone reads before it trusts the depot's root.
let app: App;
let tls: TlsMaterial;
let https = { state: NO_HTTPS, close: async () => {} };
let closeDb: () => Promise<void>;
const dir = mkdtempSync(path.join(os.tmpdir(), 'depot-https-'));

beforeAll(async () => {
  const database = await createTestDatabase();
  closeDb = database.close;
  tls = await loadOrCreateTls(dir, serverNames('kho-chanh', ['192.168.1.5']));
  app = await buildApp({ db: database.db, phoneSetup: () => https.state });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const config = { httpsPort: 0, host: '127.0.0.1' } as Config;
  https = await startPhoneHttps(app, tls, config, () => {});
});
afterAll(async () => {
  await https.close();
  await app.close();
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

type Got = {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  peer: X509Certificate;
};

/** A GET over HTTPS trusting only the depot's root, as a phone that installed it does. */
function get(url: string, servername?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(
      `https://127.0.0.1:${https.state.httpsPort}${url}`,
      { ca: tls.rootCert!, ...(servername ? { servername } : {}) },
      (res) => {
        // Read now: the socket is let go once the reply has ended.
        const peer = (res.socket as TLSSocket).getPeerX509Certificate()!;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, headers: res.headers, body, peer });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTPS port', () => {
  it('serves /api/health with the certificate signed by the depot root, for localhost and 127.0.0.1', async () => {
    const byName = await get('/api/health', 'localhost');
    expect(byName.status).toBe(200);
    expect(JSON.parse(byName.body).data).toEqual({ database: 'ok' });
    expect(byName.peer.checkIssued(new X509Certificate(tls.rootCert!))).toBe(true);
    // No servername: Node checks the IP address against the certificate's IP SANs.
    expect((await get('/api/health')).status).toBe(200);
  });

  it('sends no HSTS on either port', async () => {
    expect((await get('/api/health', 'localhost')).headers['strict-transport-security']).toBe(
      undefined,
    );
    const plain = await app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('tells a phone, without signing in, the HTTPS address and the root fingerprint', async () => {
    const res = await app.inject({ url: '/api/tls/phone-setup' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      https_port: https.state.httpsPort,
      https_urls: [`https://127.0.0.1:${https.state.httpsPort}`],
      root_certificate: true,
      fingerprint_sha256: new X509Certificate(tls.rootCert!).fingerprint256,
    });
  });

  it('gives the root certificate, never a key, as chanh-xe-ca.crt', async () => {
    const res = await app.inject({ url: '/api/tls/root-certificate' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(res.headers['content-disposition']).toBe('attachment; filename="chanh-xe-ca.crt"');
    expect(res.body).toBe(tls.rootCert);
    expect(res.body).not.toContain('PRIVATE KEY');
  });

  it('answers 404 for the root certificate on a server without HTTPS', async () => {
    const saved = https.state;
    https.state = NO_HTTPS;
    try {
      const res = await app.inject({ url: '/api/tls/root-certificate' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Máy chủ chưa bật cổng HTTPS (HTTPS_PORT)');
      const setup = await app.inject({ url: '/api/tls/phone-setup' });
      expect(setup.json().data).toMatchObject({ https_port: null, root_certificate: false });
    } finally {
      https.state = saved;
    }
  });

  // Last: it closes the HTTPS port.
  it('closes even with a connection left open (a live stream), within its grace', async () => {
    const socket = connect({
      host: '127.0.0.1',
      port: https.state.httpsPort!,
      ca: tls.rootCert!,
      servername: 'localhost',
    });
    await new Promise((resolve) => socket.once('secureConnect', resolve));
    // A request begun and never finished keeps the connection busy.
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const started = Date.now();
    await https.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(6000);
    https = { state: NO_HTTPS, close: async () => {} };
  });
});
