import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createTestDatabase } from './database';

// A small fake build of the web app, compressed by the same script `npm run build` runs.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = 'export const greeting = "Xin chào chành xe";\n'.repeat(200);
const style = '.depot-table { white-space: nowrap; color: #1677ff; }\n'.repeat(100);
const indexHtml = `<!doctype html><html><head><title>Chành xe</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const smallScript = 'export const hello = "xin chào";\n'.repeat(10);
let dist: string;
let app: App;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'depot-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-Bx7kQ2.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-C9dd01.css'), style);
  writeFileSync(path.join(dist, 'assets', 'tiny-A1.js'), 'export {};\n');
  writeFileSync(path.join(dist, 'small-B2.js'), smallScript);
  // docs/decisions/0002-scan-request-ids.md: the service worker, the web manifest and the QR decoder's WebAssembly.
  writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {});\n".repeat(3));
  const icons = [192, 512].map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}` }));
  const manifest = {
    name: 'Quản lý chành xe',
    short_name: 'Chành xe',
    icons,
    display: 'standalone',
  };
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dist, 'assets', 'zxing_reader-Q1.wasm'), Buffer.from([0, 97, 115, 109]));
  const run = spawnSync(process.execPath, ['scripts/compress-web.mjs', dist], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const database = await createTestDatabase();
  closeDb = database.close;
  app = await buildApp({ db: database.db, webDistDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDb();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('writes brotli and gzip copies of every text file, small ones too, when they are smaller', () => {
    for (const name of ['assets/index-Bx7kQ2.js', 'assets/index-C9dd01.css', 'index.html']) {
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(true);
      expect(existsSync(path.join(dist, `${name}.gz`))).toBe(true);
    }
    // docs/speed.md: the service worker and the manifest (under 1 kB) were sent plain.
    for (const name of ['sw.js', 'manifest.webmanifest', 'small-B2.js'])
      expect(existsSync(path.join(dist, `${name}.br`)), name).toBe(true);
    // A copy no smaller than the file is not written.
    expect(existsSync(path.join(dist, 'assets/tiny-A1.js.br'))).toBe(false);
  });

  it('sends the small files compressed too', async () => {
    const res = await get('/small-B2.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(smallScript);
  });

  it('sends the brotli copy to a client that accepts br', async () => {
    const res = await get('/assets/index-Bx7kQ2.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-C9dd01.css', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(style);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await get('/assets/index-Bx7kQ2.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
    const tiny = await get('/assets/tiny-A1.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};\n');
  });

  it('caches hashed assets for a year and revalidates index.html, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await get('/assets/index-Bx7kQ2.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const index = await get('/', encoding);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('sends index.html compressed for an app route of the history API', async () => {
    const res = await get('/customers/update/3', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
  });

  it('serves the service worker revalidated, the manifest and the decoder, all allowed by the CSP', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
    const wasm = await get('/assets/zxing_reader-Q1.wasm');
    // instantiateStreaming needs the WebAssembly type; the CSP lets it compile, no eval else.
    expect(wasm.headers['content-type']).toBe('application/wasm');
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
