/**
 * GET /api/customers?full_name=nguyen over HTTP at 50 concurrent keep-alive connections, on
 * 20 000 customers: req/s and p95, right after the bulk insert (no planner statistics yet) and
 * after ANALYZE. The load comes from another process (lib/load.mjs) so it does not share the
 * server's event loop. Sizes: BENCH_HTTP_CUSTOMERS, BENCH_CONNECTIONS, BENCH_SECONDS.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { insertCustomers } from '../src/seed/seed-customers';
import { seededRandom } from './lib/stats';

const CUSTOMERS = Number(process.env.BENCH_HTTP_CUSTOMERS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/customers?full_name=nguyen';
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'load.mjs');

type LoadResult = {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

async function load(url: string, token: string): Promise<LoadResult> {
  const options = {
    url,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  const { stdout } = await promisify(execFile)(process.execPath, [
    loadScript,
    JSON.stringify(options),
  ]);
  return JSON.parse(stdout) as LoadResult;
}

function report(label: string, r: LoadResult) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${label}: ${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}` +
      ` (${r.requests} yêu cầu, ${r.errors} lỗi kết nối, ${r.non2xx} trả lời khác 2xx)`,
  );
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-http-'));
  const cluster = await startEmbeddedPostgres(tmp, () => {});
  // The pool size of the real server (openDatabase's default).
  const handle = openDatabase(cluster.url);
  const app = await buildApp({ db: handle.db });
  try {
    const { db } = handle;
    await runMigrations(db);
    const password = 'bench-mat-khau';
    await seedReferenceData(db, { username: 'bench_admin', password, log: () => {} });
    await db.execute(sql`analyze`);
    const started = performance.now();
    await insertCustomers(db, CUSTOMERS, seededRandom(20_240_601));
    console.log(
      `Thêm ${CUSTOMERS} khách hàng: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench_admin', password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const first = (await (
      await fetch(`${base}${PATH}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { total: number; rows: unknown[] } };
    console.log(
      `GET ${PATH}: ${first.data.total} khách hàng khớp, ${first.data.rows.length} dòng một trang; ` +
        `${CONNECTIONS} kết nối, ${SECONDS} s mỗi lần đo`,
    );

    report('Ngay sau khi thêm (chưa ANALYZE)', await load(`${base}${PATH}`, token));
    await db.execute(sql`analyze`);
    report('Sau ANALYZE', await load(`${base}${PATH}`, token));
  } finally {
    await app.close();
    await handle.close();
    await cluster.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
