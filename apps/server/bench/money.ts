/**
 * Money under a busy counter (docs/decisions/0014-one-owner-per-table.md item 8): pickups, moves, line and goods payments,
 * statement and receipt payments, archives, restores and line removals, mixed, from 50
 * connections at once to a real server process, on one busy vehicle and date of the demo depot
 * (lib/money-workload.ts, lib/money-scene.ts). Prints req/s, p50/p95/p99, the errors (any reply
 * but 200 and the named refusals 404/409) and the deadlocks twice: as the server logged them
 * (a retry of its transaction helper, or a 500) and as PostgreSQL counted them. Target: 0
 * errors, 0 deadlocks, p95 ≤ 100 ms. It runs twice: at a clerk's pace (each connection one
 * action a second, BENCH_PACE_MS: 50 clerks flat out, the target's case), then closed-loop
 * (each connection sends again the moment it is answered: the server's capacity in req/s; its
 * latency is connections / capacity by Little's law, not a p95 to meet). The run is undone at the
 * end, so it can run again.
 * Seeds the demo depot in a temporary folder (BENCH_GOODS, BENCH_CUSTOMERS: the full depot by
 * default), or times BENCH_DATABASE_URL (signed in as BENCH_USERNAME / BENCH_PASSWORD).
 * BENCH_CONNECTIONS (50), BENCH_WARMUP_SECONDS (3), BENCH_SECONDS (20).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedDemoDepot } from '../src/seed/demo-depot';
import { baseLoad, MONEY_DAY, pgDeadlocks, pickScene, undoScene } from './lib/money-scene';
import { signedInClient, startMoneyServer, type ServerLog } from './lib/money-server';
import { EXPECTED, runWorkload, type WorkloadResult } from './lib/money-workload';
import { percentile } from './lib/stats';
import { benchVerdict } from './lib/verdict';

const GOODS = Number(process.env.BENCH_GOODS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** A busy clerk's pace: one money action a second each (BENCH_PACE_MS). */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
/** Goods of each customer loaded onto the busy vehicle before the run. */
const BASE_LOAD = 10;
const TARGET_P95 = 100;
const log = (message: string) => console.log(message);
const ms = (value: number) => value.toFixed(1);

function timing(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

function printActions(result: WorkloadResult) {
  const header = ['thao tác', 'yêu cầu', '200', '404', '409', 'lỗi', 'p50 ms', 'p95 ms'];
  const rows = [...result.actions].map(([name, s]) => {
    const count = (status: number) => s.statuses.get(status) ?? 0;
    const all = [...s.statuses.values()].reduce((a, b) => a + b, 0);
    const errors = [...s.statuses].filter(([status]) => !EXPECTED.has(status));
    const t = timing(s.latencies);
    return [
      name,
      `${all}`,
      `${count(200)}`,
      `${count(404)}`,
      `${count(409)}`,
      errors.map(([status, n]) => `${n}×${status}`).join(' ') || '0',
      ms(t.median),
      ms(t.p95),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  log(`\n${line(header)}`);
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) log(line(r));
}

const deadlocksIn = (l: ServerLog) => (l.retried['40P01'] ?? 0) + l.deadlock500;
const snapshot = (l: ServerLog): ServerLog => ({ ...l, retried: { ...l.retried } });

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'depot-bench-money-'));
  const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
  const url = cluster?.url ?? given!;
  const handle = openDatabase(url, 2);
  try {
    const { db } = handle;
    await runMigrations(db);
    const username = given ? process.env.BENCH_USERNAME : 'bench_admin';
    const password = given ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
    if (given) {
      log('Kho mẫu có sẵn (BENCH_DATABASE_URL)');
    } else {
      await seedReferenceData(db, { username, password, log: () => {} });
      log(`Kho mẫu: ${CUSTOMERS} khách hàng, ${GOODS} hàng hóa…`);
      const made = await seedDemoDepot(db, { customers: CUSTOMERS, goods: GOODS, log });
      log(`Kho mẫu xong sau ${made.seconds.toFixed(1)} s`);
    }
    const scene = await pickScene(db);
    const server = await startMoneyServer(url);
    const client = await signedInClient(server.base, { username, password }, CONNECTIONS);
    try {
      await baseLoad(client.send, scene, BASE_LOAD);
      const goods = [...scene.goods.values()].reduce((n, ids) => n + ids.length, 0);
      log(
        `Xe ${scene.carA} (nhiều dòng hàng nhất) và xe ${scene.carB}, ngày ${MONEY_DAY}, ` +
          `${scene.customers.length} khách, ${goods} hàng chờ lên xe; ` +
          `${CONNECTIONS} kết nối, ${WARMUP_SECONDS} s khởi động rồi ${SECONDS} s đo`,
      );
      // A counter's day first (each clerk an action a second), then the server's capacity.
      for (const paceMs of [PACE_MS, 0]) {
        log(
          paceMs
            ? `\n== Nhịp quầy: mỗi kết nối 1 yêu cầu mỗi ${paceMs} ms (±50 %) ==`
            : '\n== Sức chứa: mỗi kết nối gửi ngay khi có trả lời ==',
        );
        const pgBefore = await pgDeadlocks(db);
        const logBefore = snapshot(server.log);
        const result = await runWorkload(client.send, db, scene, {
          connections: CONNECTIONS,
          warmupMs: WARMUP_SECONDS * 1000,
          runMs: SECONDS * 1000,
          paceMs,
        });
        // PostgreSQL's statistics and the server's last log lines arrive a moment later.
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const pg = (await pgDeadlocks(db)) - pgBefore;
        const retried = (code: string) =>
          (server.log.retried[code] ?? 0) - (logBefore.retried[code] ?? 0);
        const deadlock500 = server.log.deadlock500 - logBefore.deadlock500;
        const fromLog = deadlocksIn(server.log) - deadlocksIn(logBefore);
        const logErrors = server.log.errors - logBefore.errors;
        const deadlocks = { pg, fromLog, retried40P01: retried('40P01'), deadlock500 };
        report(result, deadlocks, paceMs > 0);
        log(
          `(nhật ký máy chủ: ${logErrors} dòng mức error; ` +
            `${retried('40001')} lần thử lại vì lỗi tuần tự hóa 40001)`,
        );
      }
    } finally {
      await undoScene(client.send, db, scene);
      client.close();
      await server.stop();
      log('Đã hoàn tác: hàng về chưa lên xe, trạng thái thanh toán như trước');
    }
  } finally {
    await handle.close();
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
}

type Deadlocks = { pg: number; fromLog: number; retried40P01: number; deadlock500: number };

function report(result: WorkloadResult, d: Deadlocks, paced: boolean) {
  printActions(result);
  const t = timing(result.latencies);
  const rate = result.latencies.length / result.seconds;
  log(
    `\nTổng: ${result.latencies.length} yêu cầu trong ${result.seconds} s: ` +
      `${rate.toFixed(0)} req/s, p50 ${ms(t.median)} ms, p95 ${ms(t.p95)} ms, p99 ${ms(t.p99)} ms`,
  );
  log(`Lỗi (5xx, mất kết nối, mã khác 200/404/409), kể cả lúc khởi động: ${result.errors}`);
  log(
    `Deadlock theo nhật ký máy chủ: ${d.fromLog} (thử lại 40P01: ${d.retried40P01}, ` +
      `trả lời 500: ${d.deadlock500}); theo PostgreSQL (pg_stat_database): ${d.pg}`,
  );
  const verdict = (ok: boolean) => (ok ? 'đạt' : 'chưa đạt');
  const fast = benchVerdict(TARGET_P95, t).fast;
  log('Mục tiêu:');
  log(`  0 lỗi: ${verdict(result.errors === 0)}`);
  log(`  0 deadlock (nhật ký và PostgreSQL): ${verdict(d.fromLog === 0 && d.pg === 0)}`);
  if (paced) {
    log(`  p95 ≤ ${TARGET_P95} ms: ${verdict(fast)} (p95 ${ms(t.p95)} ms)`);
  } else {
    // Closed loop: every connection waits its turn, so latency = connections / throughput.
    log(
      `  (không tính p95: ${CONNECTIONS} kết nối liên tục chờ nhau, độ trễ ≈ ` +
        `${CONNECTIONS} / ${rate.toFixed(0)} req/s = ${ms((CONNECTIONS / rate) * 1000)} ms)`,
    );
  }
}

await main();
