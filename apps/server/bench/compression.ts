/**
 * Compressed API replies (docs/speed.md): the sizes of the goods list's page 1 and of the customers'
 * address groups as sent plain, gzip and brotli, and the goods list's req/s at 50 keep-alive
 * connections asked plain and as a browser asks (br). The load comes from another process
 * (lib/load.mjs). Sizes: BENCH_GOODS (default 20 000), BENCH_CUSTOMERS (default 10 000, the
 * demo depot's), BENCH_CONNECTIONS, BENCH_SECONDS; 127.0.0.1:BENCH_PORT (default 3951).
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedDemoDepot } from '../src/seed/demo-depot';

const GOODS = Number(process.env.BENCH_GOODS ?? 20_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'load.mjs');
const PATHS = ['/api/products?paged=1&limit=60', '/api/location/customer'];
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

type LoadResult = { requests: number; errors: number; non2xx: number; rps: number; p95: number };

async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const options = { url, headers, connections: CONNECTIONS, seconds: SECONDS };
  const { stdout } = await promisify(execFile)(process.execPath, [
    loadScript,
    JSON.stringify(options),
  ]);
  return JSON.parse(stdout) as LoadResult;
}

/** The bytes on the wire: fetch() would decode them, so the raw body is read with node:http. */
async function sentBytes(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? '—' }));
      })
      .on('error', reject);
  });
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-compression-'));
  const cluster = await startEmbeddedPostgres(tmp, () => {});
  const handle = openDatabase(cluster.url);
  const app = await buildApp({ db: handle.db });
  try {
    await runMigrations(handle.db);
    const password = 'bench-mat-khau';
    await seedReferenceData(handle.db, { username: 'bench_admin', password, log: () => {} });
    await seedDemoDepot(handle.db, { customers: CUSTOMERS, goods: GOODS });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_admin', password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    console.log(`Kho mẫu: ${CUSTOMERS} khách hàng, ${GOODS} hàng hóa`);
    for (const url of PATHS) {
      const sizes: string[] = [];
      for (const encoding of ENCODINGS) {
        const sent = await sentBytes(`${base}${url}`, { ...auth, 'accept-encoding': encoding });
        sizes.push(`${encoding} ${(sent.bytes / 1024).toFixed(1)} kB (${sent.encoding})`);
      }
      console.log(`GET ${url}: ${sizes.join(', ')}`);
    }
    const list = `${base}${PATHS[0]}`;
    for (const [label, encoding] of [
      ['không nén', 'identity'],
      ['brotli', 'gzip, deflate, br'],
      ['gzip', 'gzip'],
    ] as const) {
      const r = await load(list, { ...auth, 'accept-encoding': encoding });
      console.log(
        `GET ${PATHS[0]} ${label}, ${CONNECTIONS} kết nối: ${r.rps.toFixed(0)} req/s, ` +
          `p95 ${r.p95.toFixed(0)} ms (${r.requests} yêu cầu, ${r.errors} lỗi, ${r.non2xx} khác 2xx)`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
    await cluster.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
