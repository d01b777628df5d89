/**
 * The goods export at scale (docs/decisions/0016-speed-targets-and-kept-totals.md "Excel export"): GET /api/export/products of 100 000
 * goods (BENCH_EXPORT_GOODS). The server measured is the built one (`dist/server.js`, what
 * `npm start` runs) in its own process, so its memory is the server's alone: not this bench's
 * client, not tsx's transpiler, not the seeding. Its RSS is read from /proc every 50 ms while the
 * file streams to this process; the target is the server's peak RSS < 200 MB. Also prints the
 * time, the size, and how long /api/health took meanwhile (the export must not block).
 * Without BENCH_DATABASE_URL: a temporary cluster with goods made by lib/export-seed.ts. With
 * it: the demo depot there, signed in with BENCH_USERNAME / BENCH_PASSWORD.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedExportGoods } from './lib/export-seed';

const GOODS = Number(process.env.BENCH_EXPORT_GOODS ?? 100_000);
const TARGET_MB = 200;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** VmRSS / VmHWM of a process in bytes, from /proc (Linux). */
async function memoryOf(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/**
 * The V8 flags `npm start` gives the server (root package.json): with its default heap limit
 * (a quarter of the machine's memory) V8 lets garbage pile up far past what the export keeps.
 */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, '../../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Máy chủ không sẵn sàng sau 30 s');
}

// The server as `npm start` runs it: built from the current sources (esbuild, a few seconds).
if (spawnSync('npm', ['run', 'build'], { cwd: serverDir, stdio: 'ignore' }).status !== 0)
  throw new Error('npm run build -w apps/server thất bại');

const given = process.env.BENCH_DATABASE_URL;
const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'depot-bench-export-'));
const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
const databaseUrl = cluster?.url ?? given!;
const username = given ? process.env.BENCH_USERNAME : 'bench_admin';
const password = given ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
if (!given) {
  const handle = openDatabase(databaseUrl);
  await runMigrations(handle.db);
  await seedReferenceData(handle.db, { username, password, log: () => {} });
  const started = performance.now();
  await seedExportGoods(handle.db, GOODS);
  console.log(`${GOODS} hàng hóa tạo sau ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await handle.close();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...startFlags(), path.join(serverDir, 'dist/server.js')], {
  env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed = false;
try {
  await waitForHealth(base);
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  const before = await memoryOf(server.pid!);
  let peak = before.rss;
  const sampler = setInterval(() => {
    memoryOf(server.pid!)
      .then((m) => (peak = Math.max(peak, m.rss)))
      .catch(() => {});
  }, 50);
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
  const after = await memoryOf(server.pid!);
  peak = Math.max(peak, after.rss, after.hwm);

  health.sort((a, b) => a - b);
  const pass = res.status === 200 && peak / 1024 / 1024 < TARGET_MB;
  failed = !pass;
  console.log(`Trạng thái ${res.status}, ${mb(bytes)} MB sau ${seconds.toFixed(1)} s`);
  console.log(
    `RSS của máy chủ: trước ${mb(before.rss)} MB, đỉnh ${mb(peak)} MB, tăng ` +
      `${mb(peak - before.rss)} MB (mục tiêu đỉnh < ${TARGET_MB} MB): ` +
      (pass ? 'đạt' : 'KHÔNG ĐẠT'),
  );
  console.log(
    `/api/health trong lúc xuất: ${health.length} lần, trung vị ` +
      `${(health[Math.floor(health.length / 2)] ?? 0).toFixed(1)} ms, chậm nhất ` +
      `${(health.at(-1) ?? 0).toFixed(1)} ms`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cluster?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
}
if (failed) process.exit(1);
