/**
 * Backups at depot scale (docs/decisions/0011-backups.md): on the demo depot (500 000 goods, seeded in a temporary
 * folder, or BENCH_DATABASE_URL), the time and size of a backup, the time of its restore into a
 * new database including every check (row counts, foreign keys, kept totals against a recount),
 * and the goods list's p95 while a backup runs against its p95 without one. The backup runs in
 * the process that answers the list, as the server's scheduled backups do.
 * Targets: backup ≤ 60 s, restore ≤ 3 min, list p95 during a backup ≤ 2× without.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { writeBackup } from '../src/modules/backups/backup-writer';
import { restoreBackup, urlOf } from '../src/modules/backups/restore';
import { seedReferenceData } from '../src/seed';
import { seedDemoDepot } from '../src/seed/demo-depot';
import { percentile } from './lib/stats';

const GOODS = Number(process.env.BENCH_GOODS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const BASELINE_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TARGET = { backupS: 60, restoreS: 180, listRatio: 2 };
const log = (message: string) => console.log(message);

const given = process.env.BENCH_DATABASE_URL;
const tmp = await mkdtemp(path.join(os.tmpdir(), 'depot-bench-backup-'));
const cluster = given ? undefined : await startEmbeddedPostgres(tmp, () => {});
const url = given ?? cluster!.url;
const handle = openDatabase(url);
const app = await buildApp({ db: handle.db });
const restoredName = `depot_bench_restore_${process.pid}`;

const p95 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    95,
  );
const p50 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );
const verdict = (pass: boolean) => (pass ? 'đạt' : 'KHÔNG ĐẠT');

try {
  await runMigrations(handle.db);
  const username = given ? process.env.BENCH_USERNAME : 'bench_admin';
  const password = given ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
  if (!given) {
    await seedReferenceData(handle.db, { username, password, log: () => {} });
    log(`Kho mẫu: ${CUSTOMERS} khách hàng, ${GOODS} hàng hóa…`);
    const made = await seedDemoDepot(handle.db, { customers: CUSTOMERS, goods: GOODS, log });
    log(`Kho mẫu xong sau ${made.seconds.toFixed(1)} s: ${made.goods} hàng hóa`);
  }
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  /** One goods list request (page 1, the screen's default), its duration in ms. */
  const list = async () => {
    const started = performance.now();
    const res = await app.inject({
      url: '/api/products',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`Danh sách hàng hóa: ${res.statusCode}`);
    return performance.now() - started;
  };

  for (let i = 0; i < 20; i++) await list();
  const without: number[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) without.push(await list());

  // The list asked again and again, one request after another, while the backup runs.
  let backingUp = true;
  const during: number[] = [];
  const reader = (async () => {
    while (backingUp) during.push(await list());
  })();
  const backup = await writeBackup(handle.pool, { dir: tmp, kind: 'manual' }).finally(() => {
    backingUp = false;
  });
  await reader;
  const mb = backup.size_bytes / 1e6;
  log(
    `Sao lưu: ${backup.seconds.toFixed(1)} s, ${mb.toFixed(1)} MB, ` +
      `${backup.rows.toLocaleString('vi-VN')} dòng của ${backup.tables} bảng (đã đọc lại và kiểm tra)`,
  );

  const restored = await restoreBackup(backup.file, urlOf(url, restoredName), {
    log: (m) => log(`  ${m}`),
  });
  log(`Khôi phục (kể cả kiểm tra số dòng, khóa ngoại, số tổng): ${restored.seconds.toFixed(1)} s`);

  const ratio = p95(during) / p95(without);
  log('');
  log(`| đo                                  | kết quả        | mục tiêu | kết quả`);
  log(
    `| sao lưu ${GOODS.toLocaleString('vi-VN')} hàng hóa        | ${backup.seconds.toFixed(1)} s, ${mb.toFixed(0)} MB | ≤ ${TARGET.backupS} s   | ${verdict(backup.seconds <= TARGET.backupS)}`,
  );
  log(
    `| khôi phục (kể cả kiểm tra)          | ${restored.seconds.toFixed(1)} s         | ≤ ${TARGET.restoreS} s  | ${verdict(restored.seconds <= TARGET.restoreS)}`,
  );
  log(
    `| danh sách hàng hóa p95 không sao lưu | ${p95(without).toFixed(1)} ms (p50 ${p50(without).toFixed(1)}, ${without.length} lần)`,
  );
  log(
    `| danh sách hàng hóa p95 khi sao lưu   | ${p95(during).toFixed(1)} ms (p50 ${p50(during).toFixed(1)}, ${during.length} lần) | ≤ 2× | ×${ratio.toFixed(2)} ${verdict(ratio <= TARGET.listRatio)}`,
  );
} finally {
  await app.close();
  await handle.close();
  const admin = new pg.Client({ connectionString: urlOf(url, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${restoredName} with (force)`);
  await admin.end();
  await cluster?.stop();
  await rm(tmp, { recursive: true, force: true });
}
