/**
 * The restore to a moment (docs/decisions/0011-backups.md), two figures:
 * 1. Work lost when the whole machine dies (kill -9 of the server, its PostgreSQL and the
 *    archive script at one random moment, BENCH_KILL_MIN_S–BENCH_KILL_MAX_S after the start of
 *    the load) and its disk with it: the real server process on a small demo depot, archiving
 *    its log to DATA_DIR/backups/wal and BACKUP_DIR/wal, BENCH_CONNECTIONS clerks each paying
 *    one cash payment every BENCH_PACE_MS; then DATA_DIR deleted and
 *    `restore-cli.ts --to latest` run with BACKUP_DIR alone, as a new machine would. Printed:
 *    payments acknowledged, recovered, acknowledged but lost, the window of lost acknowledged
 *    work (kill − the earliest lost acknowledgement), the restore's duration.
 *    Target: ≤ 60 s of acknowledged writes lost (archive_timeout is 50 s), in the worst of BENCH_ROUNDS.
 * 2. The write cost of archiving: payments and goods intake closed-loop (BENCH_CONNECTIONS,
 *    BENCH_WARMUP_SECONDS then BENCH_SECONDS timed) on one depot whose cluster is restarted with
 *    archiving and without, by turns (on, off, on, off), after an untimed start that warms the
 *    caches and the JIT. Target: req/s at most 10 % lower with archiving; p95 ratio shown.
 * Env: BENCH_GOODS (20 000), BENCH_CUSTOMERS (300), BENCH_CONNECTIONS (8), BENCH_PACE_MS (200),
 * BENCH_KILL_MIN_S (40), BENCH_KILL_MAX_S (150), BENCH_ROUNDS (1), BENCH_SECONDS (20),
 * BENCH_WARMUP_SECONDS (3), BENCH_FIGURE (1 or 2: only that one; both by default).
 */
import { archiveCost, WORKLOADS, type CostRun } from './lib/archive-cost';
import { killAndRestoreRound, type RoundResult } from './lib/pitr-round';
import { percentile } from './lib/stats';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const GOODS = env('BENCH_GOODS', 20_000);
const CUSTOMERS = env('BENCH_CUSTOMERS', 300);
const CONNECTIONS = env('BENCH_CONNECTIONS', 8);
const PACE_MS = env('BENCH_PACE_MS', 200);
const KILL_MIN_S = env('BENCH_KILL_MIN_S', 40);
const KILL_MAX_S = Math.max(KILL_MIN_S, env('BENCH_KILL_MAX_S', 150));
const ROUNDS = env('BENCH_ROUNDS', 1);
const SECONDS = env('BENCH_SECONDS', 20);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
const FIGURE = process.env.BENCH_FIGURE;
const TARGET = { lostS: 60, cost: 0.1 };

const log = (message: string) => console.log(message);
const verdict = (pass: boolean) => (pass ? 'đạt' : 'KHÔNG ĐẠT');
const s = (value: number) => `${value.toFixed(1)} s`;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  log(line(header));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
}

async function lostMachine(): Promise<boolean> {
  log(
    `\n== 1. Máy chết (kill -9 cả máy chủ lẫn PostgreSQL), mất ổ đĩa, khôi phục từ bản sao thứ hai ==\n` +
      `${CONNECTIONS} kết nối, mỗi kết nối một phiếu thu mỗi ~${PACE_MS} ms; máy chết ngẫu nhiên ` +
      `sau ${KILL_MIN_S}–${KILL_MAX_S} s; ${ROUNDS} vòng`,
  );
  const results: RoundResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(`Vòng ${round}:`);
    const options = { goods: GOODS, customers: CUSTOMERS, connections: CONNECTIONS };
    const timing = { paceMs: PACE_MS, killMinS: KILL_MIN_S, killMaxS: KILL_MAX_S };
    results.push(await killAndRestoreRound({ round, ...options, ...timing, log }));
  }
  log('');
  table(
    [
      'vòng',
      'chết sau',
      'đã xác nhận',
      'khôi phục',
      'mất',
      'cửa sổ mất',
      'xác nhận cuối còn lại',
      'có mà chưa xác nhận / đang gửi',
      'lỗi trước khi chết',
      'đoạn nhật ký',
      'lệnh khôi phục',
    ],
    results.map((r, i) => [
      `${i + 1}`,
      s(r.killAfterS),
      `${r.acknowledged}`,
      `${r.recovered}`,
      `${r.lost}`,
      s(r.lostWindowS),
      r.lastRecoveredBeforeKillS === null ? '—' : `${s(r.lastRecoveredBeforeKillS)} trước`,
      `${r.recoveredUnacknowledged} / ${r.inFlightAtKill}`,
      `${r.failedReplies}`,
      `${r.archivedSegments}`,
      s(r.restoreS),
    ]),
  );
  const worst = Math.max(...results.map((r) => r.lostWindowS));
  const slowest = Math.max(...results.map((r) => r.restoreS));
  const phantom = results.reduce((n, r) => n + r.recoveredNeverSent, 0);
  const failed = results.reduce((n, r) => n + r.failedReplies, 0);
  log(
    `Tệ nhất: mất ${s(worst)} công việc đã xác nhận (mục tiêu ≤ ${TARGET.lostS} s): ` +
      `${verdict(worst <= TARGET.lostS)}; lệnh khôi phục lâu nhất ${s(slowest)}`,
  );
  log(`Phiếu khôi phục được mà chưa từng gửi: ${phantom} (phải là 0): ${verdict(phantom === 0)}`);
  log(`Trả lời khác 200 trước khi máy chết: ${failed} (phải là 0): ${verdict(failed === 0)}`);
  return worst <= TARGET.lostS && phantom === 0 && failed === 0;
}

const NAMES: Record<string, string> = { payments: 'thu tiền', goods: 'nhập hàng' };

function pooled(runs: CostRun[]) {
  const done = runs.reduce((n, r) => n + r.done, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  const sorted = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  return { rate: done / seconds, p95: percentile(sorted, 95), errors };
}

async function writeCost(): Promise<boolean> {
  log(
    `\n== 2. Chi phí ghi của việc lưu nhật ký liên tục ==\n` +
      `${CONNECTIONS} kết nối liên tục, ${WARMUP_SECONDS} s khởi động rồi ${SECONDS} s đo; ` +
      'bật, tắt, bật, tắt (khởi động lại cùng thư mục dữ liệu)',
  );
  const runs = await archiveCost({
    goods: GOODS,
    customers: CUSTOMERS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    log,
  });
  let pass = true;
  const rows = WORKLOADS.map((workload) => {
    const on = pooled(runs.filter((r) => r.workload === workload && r.archiving));
    const off = pooled(runs.filter((r) => r.workload === workload && !r.archiving));
    const cost = 1 - on.rate / off.rate;
    const ok = cost <= TARGET.cost && on.errors + off.errors === 0;
    pass &&= ok;
    return [
      NAMES[workload]!,
      on.rate.toFixed(0),
      off.rate.toFixed(0),
      `${(cost * 100).toFixed(1)} %`,
      `${on.p95.toFixed(1)} ms`,
      `${off.p95.toFixed(1)} ms`,
      `×${(on.p95 / off.p95).toFixed(2)}`,
      `${on.errors + off.errors}`,
      `≤ ${TARGET.cost * 100} %`,
      verdict(ok),
    ];
  });
  log('');
  table(
    [
      'tải',
      'req/s có lưu',
      'req/s không lưu',
      'chi phí',
      'p95 có lưu',
      'p95 không lưu',
      'tỉ lệ p95',
      'lỗi',
      'mục tiêu',
      'kết quả',
    ],
    rows,
  );
  return pass;
}

let pass = true;
if (FIGURE !== '2') pass = (await lostMachine()) && pass;
if (FIGURE !== '1') pass = (await writeCost()) && pass;
process.exit(pass ? 0 : 1);
