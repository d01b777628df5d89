/**
 * The goods export at scale (issue 12 "Excel export"): GET /api/export/products of 100 000
 * goods (BENCH_EXPORT_GOODS) over a real listen, the file read as it arrives. Prints the time,
 * the size, the process's peak RSS (sampled every 50 ms while streaming; target < 200 MB), the
 * event loop's delay and how long /api/health took meanwhile (the export must not block).
 * Without BENCH_DATABASE_URL: a temporary cluster with goods made by lib/export-seed.ts. With
 * it: the demo depot there, signed in with BENCH_USERNAME / BENCH_PASSWORD.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedExportGoods } from './lib/export-seed';

const GOODS = Number(process.env.BENCH_EXPORT_GOODS ?? 100_000);
const TARGET_MB = 200;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const given = process.env.BENCH_DATABASE_URL;
const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'depot-bench-export-'));
const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
const handle = openDatabase(cluster?.url ?? given!);
const app = await buildApp({ db: handle.db });
let failed = false;
try {
  await runMigrations(handle.db);
  const username = given ? process.env.BENCH_USERNAME : 'bench_admin';
  const password = given ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
  if (!given) {
    await seedReferenceData(handle.db, { username, password, log: () => {} });
    const started = performance.now();
    await seedExportGoods(handle.db, GOODS);
    console.log(`${GOODS} hàng hóa tạo sau ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  let atPeak = process.memoryUsage();
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak) [peak, atPeak] = [now.rss, now];
  }, 50);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // A person using another screen meanwhile: /api/health every 200 ms.
  const health: number[] = [];
  let exporting = true;
  const pinger = (async () => {
    while (exporting) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  const started = performance.now();
  const res = await fetch(`${base}/api/export/products`, { headers });
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const seconds = (performance.now() - started) / 1000;
  exporting = false;
  await pinger;
  clearInterval(sampler);
  loop.disable();
  peak = Math.max(peak, process.memoryUsage().rss);

  health.sort((a, b) => a - b);
  const pass = res.status === 200 && peak / 1024 / 1024 < TARGET_MB;
  failed = !pass;
  console.log(`Trạng thái ${res.status}, ${mb(bytes)} MB sau ${seconds.toFixed(1)} s`);
  console.log(
    `RSS trước ${mb(before)} MB, đỉnh ${mb(peak)} MB, tăng ${mb(peak - before)} MB ` +
      `(mục tiêu < ${TARGET_MB} MB): ` +
      (pass ? 'đạt' : 'KHÔNG ĐẠT') +
      ` (lúc đỉnh: heap ${mb(atPeak.heapUsed)}/${mb(atPeak.heapTotal)} MB, ngoài heap ` +
      `${mb(atPeak.external)} MB)`,
  );
  console.log(
    `Vòng lặp sự kiện trễ p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, tối đa ` +
      `${(loop.max / 1e6).toFixed(1)} ms; /api/health trong lúc xuất: ${health.length} lần, ` +
      `chậm nhất ${(health.at(-1) ?? 0).toFixed(1)} ms`,
  );
} finally {
  await app.close();
  await handle.close();
  await cluster?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
