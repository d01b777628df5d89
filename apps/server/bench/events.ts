/**
 * Live screens under load (docs/decisions/0013-live-screens-several-servers.md): 200 event streams open on one server process while 50
 * changes a second are written through the API for about 20 s (vehicles created, each a
 * `carChanged` event). Prints whether every stream got every event, the delivery time from the
 * change's transaction to each stream (p50/p95; also from the write's request sent, which adds
 * the wait for a busy server), and the server's memory (RSS) before and with the streams. Exits non-zero when p95 > 500 ms or an event is lost. A fresh embedded database; the
 * server runs in a child process (lib/events-server.ts) so its memory is its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { systemContext } from '../src/lib/context';
import { openTestStream, type TestStream } from '../src/modules/events/sse-test-client';
import { createUser } from '../src/modules/users/users.service';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const P95_TARGET_MS = 500;
const PASSWORD = 'mat-khau-bench-1';

const log = (text: string) => console.log(`[events] ${text}`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-events-'));
const cluster = await startEmbeddedPostgres(tmp, () => {});
const handle = openDatabase(cluster.url, 2);
let server: ChildProcess | undefined;
let failed = true;
const streams: TestStream[] = [];
try {
  await runMigrations(handle.db);
  await createUser(systemContext(handle.db), {
    username: 'bench-events',
    email: 'bench-events@example.com',
    fullname: 'Đo Sự Kiện',
    role: 'staff',
    password: PASSWORD,
  });
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib/events-server.ts');
  server = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: cluster.url },
  });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    server!.once('message', (m) => resolve(m as { port: number }));
    server!.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-events', password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const idle = await ask<{ rss: number }>(server, 'rss');

  for (let i = 0; i < STREAMS; i++)
    streams.push(await openTestStream(base, token, { trusted: true }));
  await Promise.all(
    streams.map((s) => s.waitFor((all) => all.some((m) => m.event === 'ready'), 30_000)),
  );
  const open = await ask<{ rss: number }>(server, 'rss');
  log(`${STREAMS} luồng đã mở; RSS máy chủ: ${mb(idle.rss)} khi chưa mở, ${mb(open.rss)} khi mở`);

  const total = WRITES_PER_SECOND * SECONDS;
  const sentAt = new Map<number, number>();
  const writes: Promise<void>[] = [];
  let errors = 0;
  let peakRss = open.rss;
  const write = async (n: number) => {
    const digits = String(n).padStart(5, '0');
    const started = performance.now();
    const res = await fetch(`${base}/api/cars`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        number_car: `51C-${digits.slice(0, 3)}.${digits.slice(3)}`,
        driver_name: 'Tài Xế Đo',
        total_weight: 2500,
      }),
    });
    const body = (await res.json()) as { data?: { id: number } };
    if (!res.ok || !body.data) errors++;
    else sentAt.set(body.data.id, started);
  };
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let n = 0;
    const timer = setInterval(() => {
      // Catch up on ticks a busy loop delayed, so the rate holds on average.
      const due = Math.min(
        total,
        Math.floor(((performance.now() - started) / 1000) * WRITES_PER_SECOND) + 1,
      );
      while (n < due) writes.push(write(++n).catch(() => void errors++));
      if (n >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / WRITES_PER_SECOND);
    const rss = setInterval(() => {
      if (n >= total) return clearInterval(rss);
      void ask<{ rss: number }>(server!, 'rss').then((m) => (peakRss = Math.max(peakRss, m.rss)));
    }, 2000);
  });
  await Promise.all(writes);
  const elapsed = (performance.now() - started) / 1000;
  // Whatever is still on its way: up to 5 s, then what is missing is lost.
  const everyone = () => streams.every((s) => s.changes.length >= sentAt.size);
  const deadline = performance.now() + 5000;
  while (!everyone() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));

  // Delivery: from the change (its transaction, `at`, on the database's clock, this machine's)
  // to each stream; from the write's request sent as well, which adds the time the request
  // waited for the server and the transaction took.
  const delivery: number[] = [];
  const fromRequest: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const s of streams) {
    const arrived = new Map<number, { at: number; made: number }>();
    for (const change of s.changes) {
      const id = change.ids?.[0];
      if (id === undefined || !sentAt.has(id)) continue;
      if (arrived.has(id)) duplicated++;
      else arrived.set(id, { at: s.arrivedAt.get(change.id)!, made: Date.parse(change.at) });
    }
    for (const [id, sent] of sentAt) {
      const got = arrived.get(id);
      if (got === undefined) {
        lost++;
        continue;
      }
      delivery.push(performance.timeOrigin + got.at - got.made);
      fromRequest.push(got.at - sent);
    }
  }
  delivery.sort((a, b) => a - b);
  fromRequest.sort((a, b) => a - b);
  const p50 = percentile(delivery, 50);
  const p95 = percentile(delivery, 95);
  const end = await ask<{ rss: number }>(server, 'rss');
  const rate = sentAt.size / elapsed;
  log(
    `${sentAt.size} thay đổi trong ${elapsed.toFixed(1)} s (${rate.toFixed(1)}/s, ` +
      `mục tiêu ${WRITES_PER_SECOND}/s), ${errors} lỗi ghi`,
  );
  log(
    `Mọi luồng nhận đủ mọi sự kiện: ${lost === 0 && errors === 0 ? 'CÓ' : 'KHÔNG'} ` +
      `(${delivery.length}/${sentAt.size * STREAMS} lần giao, mất ${lost}, trùng ${duplicated})`,
  );
  log(
    `Thời gian giao (từ giao dịch ghi đến từng luồng): p50 ${p50.toFixed(0)} ms, ` +
      `p95 ${p95.toFixed(0)} ms, tối đa ${delivery.at(-1)?.toFixed(0)} ms`,
  );
  log(
    `  tính từ lúc gửi yêu cầu ghi (cả thời gian chờ máy chủ): p50 ` +
      `${percentile(fromRequest, 50).toFixed(0)} ms, p95 ${percentile(fromRequest, 95).toFixed(0)} ms`,
  );
  log(
    `RSS máy chủ: ${mb(idle.rss)} không luồng, ${mb(open.rss)} với ${STREAMS} luồng, đỉnh ${mb(peakRss)}, cuối ${mb(end.rss)}`,
  );
  failed = lost > 0 || errors > 0 || duplicated > 0 || !(p95 <= P95_TARGET_MS);
  log(failed ? `KHÔNG ĐẠT (mục tiêu p95 ≤ ${P95_TARGET_MS} ms, không mất sự kiện)` : 'ĐẠT');
} finally {
  for (const s of streams) s.close();
  if (server?.connected && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.send('stop');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  if (server?.exitCode === null) server.kill();
  await handle.close();
  await cluster.stop();
  await rm(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
