import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInTestApp } from '../../test/test-app';
import { COMPRESS_MIN_BYTES, compressionPlugin, pickEncoding, windowBits } from './compression';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('API replies compressed as the client asks (docs/speed.md)', () => {
  let t: SignedInTestApp;
  beforeAll(async () => {
    t = await createTestApp({ signedIn: 'admin' });
  });
  afterAll(() => t.close());

  /** Over the threshold on any database: the seeded province list. */
  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${t.token}`,
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      },
    });
  const URL = '/api/location/provinces';

  it('sends brotli or gzip of the same JSON, and plain JSON to a client that asks for neither', async () => {
    const plain = await get(URL);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = plain.json();

    const br = await get(URL, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);

    const gz = await get(URL, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);
  });

  it('leaves a small reply plain', async () => {
    const res = await get('/api/health', 'gzip, br');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('honours x-no-compression from the client', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: {
        authorization: `Bearer ${t.token}`,
        'accept-encoding': 'br',
        'x-no-compression': '1',
      },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('replies that must go as they are', () => {
  const app = Fastify();
  const big = 'data: ' + 'x'.repeat(4000) + '\n\n';
  const words = 'ộ'.repeat(400);
  // About 1.3 MB of varied rows: past the window a small reply gets (windowBits).
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `Hàng ${i * 7919}` }));
  beforeAll(async () => {
    await app.register(compressionPlugin);
    app.get('/events', (_, reply) => reply.type('text/event-stream').send(big));
    app.get('/opted-out', (_, reply) =>
      reply.header('x-no-compression', '1').type('application/json').send({ big }),
    );
    app.get('/sheet', (_, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(Buffer.alloc(4000, 1)),
    );
    app.get('/json', (_, reply) => reply.send({ big }));
    // Letters of 3 bytes in UTF-8 (ộ): past the threshold in bytes, not in characters.
    app.get('/words', (_, reply) => reply.type('text/plain').send(words));
    app.get('/rows', (_, reply) => reply.send({ rows }));
  });
  afterAll(() => app.close());

  it('never compresses an event stream, an opted-out reply or a spreadsheet', async () => {
    for (const url of ['/events', '/opted-out', '/sheet']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.length, url).toBeGreaterThan(3000);
    }
    const json = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(json.headers['content-encoding']).toBe('br');
  });

  it('counts the threshold in bytes: 400 Vietnamese letters of 3 bytes each are compressed', async () => {
    expect(words.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(Buffer.byteLength(words)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await app.inject({ url: '/words', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(words);
  });

  it('sizes the brotli window to the reply, and a large reply still decodes whole', async () => {
    expect(windowBits(49_707)).toBe(16);
    expect(windowBits(100)).toBe(10);
    expect(windowBits(50_000_000)).toBe(24);
    const res = await app.inject({ url: '/rows', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual({ rows });
  });
});
