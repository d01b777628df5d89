/**
 * The shared runner of the demo-depot benches (goods.ts, statements.ts): seeds the demo depot
 * (src/seed) into a temporary data folder, then times each case through the API (app.inject,
 * signed in as the depot's superadmin) and, for the reads, the same SQL the request sent, run
 * bare, by turns with the request: the ratio shows what the API adds. The timed requests ask for
 * the reply as Chrome does (brotli), so the API's figure holds the compression a browser's
 * request costs, and the harness is not timed decoding an uncompressed body into a string (0.7 ms
 * for a 94 KB statement); the sizes are the first call's, asked uncompressed. Prints p50/p95 of BENCH_RUNS
 * (default 50) runs after warm-up against each target, and the plan of each case over its target.
 * Sizes: BENCH_GOODS, BENCH_CUSTOMERS (default the full demo depot), BENCH_BRANCHES (1); every
 * call acts for BENCH_BRANCH when given (`X-Branch-Id`), else for every branch.
 * BENCH_ONLY: only the cases whose label holds this text.
 * BENCH_DATABASE_URL: time a database already holding the demo depot instead (seeding it takes
 * a minute or more), e.g. one filled by `npm run seed:demo`; it is migrated, not seeded, and
 * BENCH_USERNAME / BENCH_PASSWORD sign in (its admin).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';
import * as schema from '../../src/db/schema/index';
import { seedReferenceData } from '../../src/seed';
import { seedDemoDepot } from '../../src/seed/demo-depot';
import type { ApiCall, BenchCase } from './goods-cases';
import { time, timePair, type Timing } from './stats';
import { API_FLOOR_MS, benchVerdict, MAX_API_SQL_RATIO } from './verdict';

const GOODS = Number(process.env.BENCH_GOODS ?? 500_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
/** Branches the seeded depot has (docs/domain.md, "Branches"); 1: the depot as it was. */
const BRANCHES = Number(process.env.BENCH_BRANCHES ?? 1);
/** The branch every call acts for (`X-Branch-Id`, the owner's switch); none: every branch. */
const BRANCH = process.env.BENCH_BRANCH;
const WARMUP = 10;
/** What Chrome sends: brotli is picked (plugins/compression.ts). */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const log = (message: string) => console.log(message);

type Statement = { text: string; params: unknown[] };
/** The reply of a case's first call: its body's bytes as sent, and gzipped. */
type Size = { bytes: number; gzip: number };
type Row = { c: BenchCase; api?: Timing; sql?: Timing; status: number; note: string; size?: Size };

const kb = (bytes: number | undefined) =>
  bytes === undefined ? '—' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a case missed a target: too slow, too far over its SQL, too large, or not answered. */
function missed(r: Row): boolean {
  if (!r.api) return true;
  const big = r.c.maxBytes !== undefined && (r.size?.bytes ?? 0) > r.c.maxBytes;
  return !benchVerdict(r.c.target, r.api, r.sql, r.c.maxSqlRatio).pass || big;
}

const fmt = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(1));

const ratio = (v: number | undefined) => (v === undefined ? '—' : v.toFixed(2));

function printTable(rows: Row[]) {
  const header = [
    'trường hợp',
    'p50 ms',
    'p95 ms',
    'mục tiêu',
    'SQL p50',
    'SQL p95',
    'API/SQL p50',
    'API/SQL p95',
    'trả về',
    'gzip',
    'kết quả',
  ];
  const lines = rows.map((r) => {
    const verdict = r.api && benchVerdict(r.c.target, r.api, r.sql, r.c.maxSqlRatio);
    const big = r.c.maxBytes !== undefined && (r.size?.bytes ?? 0) > r.c.maxBytes;
    const misses = verdict && [!verdict.fast && 'p95', !verdict.lean && 'API/SQL', big && 'cỡ'];
    const result = !verdict
      ? r.note
      : !missed(r)
        ? 'đạt'
        : `KHÔNG ĐẠT (${misses!.filter(Boolean).join(', ')})`;
    return [
      r.c.label,
      fmt(r.api?.median),
      fmt(r.api?.p95),
      `${r.c.target}`,
      fmt(r.sql?.median),
      fmt(r.sql?.p95),
      ratio(verdict?.ratioP50),
      ratio(verdict?.ratioP95),
      kb(r.size?.bytes),
      kb(r.size?.gzip),
      result,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)));
  log(`\n${row(header).join(' | ')}`);
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const l of lines) log(row(l).join(' | '));
  log(
    `(đạt: p95 ≤ mục tiêu; API p50 ≤ max(${MAX_API_SQL_RATIO} × SQL, SQL + ${API_FLOOR_MS} ms); ` +
      'SQL: các câu SQL của yêu cầu chạy trực tiếp trên pool; trả về: cỡ thân trả lời, chưa nén và gzip)',
  );
}

/**
 * A read compared with its SQL is sampled for about this long, up to MAX_RUNS runs. With 1 s
 * (about 120 runs of an 8 ms read) each side's p95 was its 6th-worst sample, and one
 * case or another of each run crossed 1.5 by a stray pause (1.54, then 1.64 on another case,
 * each ≤ 1.31 at p50); 3 s makes it about the 18th-worst.
 */
const SAMPLE_MS = 3000;
const MAX_RUNS = 1000;

/**
 * How many times a case is timed, from one call's duration: a case that takes seconds (a
 * missing index, say) 3 times only; a read of a few ms more than RUNS times, so that its p95 is
 * not the 3rd-worst of 50 samples a single pause of the machine decides (its ratio to the SQL is
 * judged at p95 too); a write (a pickup loads fresh goods each time) RUNS times.
 */
function runsOf(c: BenchCase, firstMs: number): number {
  if (firstMs > 1000) return 3;
  if (!c.sqlRatio) return RUNS;
  return Math.min(MAX_RUNS, Math.max(RUNS, Math.ceil(SAMPLE_MS / firstMs)));
}

/** The cases of one bench, made once the depot is ready (values picked from its data). */
export type MakeCases = (
  db: Database,
  today: string,
  ctx: { runs: number; log: typeof log },
) => Promise<BenchCase[]>;

/**
 * Runs one demo-depot bench: the depot seeded in a temporary folder (or BENCH_DATABASE_URL),
 * each case timed through the API and its SQL run bare, the plan of each case over its target.
 */
export async function runDemoBench(
  name: string,
  makeCases: MakeCases,
  options: { cacheSessions?: boolean } = {},
) {
  const given = process.env.BENCH_DATABASE_URL;
  const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), `depot-bench-${name}-`));
  const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
  // The pool size of the real server (openDatabase's default).
  const handle = openDatabase(cluster?.url ?? given!);
  // The app runs on a traced handle of the same pool: while `captured` is set, every statement
  // a request sends is kept, to be timed bare and explained.
  let captured: Statement[] | undefined;
  const traced = drizzle(handle.pool, {
    schema,
    logger: { logQuery: (text, params) => captured?.push({ text, params }) },
  }) as unknown as Database;
  // cacheSessions: sessions checked once and kept, as src/server.ts runs (one round trip a
  // request less, on both sides: the lookup is then not among the statements replayed bare).
  const app = await buildApp({ db: traced, cacheSessions: options.cacheSessions });
  let missedAny = false;
  try {
    const { db } = handle;
    await runMigrations(db);
    const username = given ? process.env.BENCH_USERNAME : 'bench_admin';
    const password = given ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
    if (given) {
      log('Kho mẫu có sẵn (BENCH_DATABASE_URL)');
    } else {
      await seedReferenceData(db, { username, password, log: () => {} });
      log(`Kho mẫu: ${CUSTOMERS} khách hàng, ${GOODS} hàng hóa, ${BRANCHES} chi nhánh…`);
      const made = await seedDemoDepot(db, {
        customers: CUSTOMERS,
        goods: GOODS,
        branches: BRANCHES,
        log,
      });
      log(
        `Kho mẫu xong sau ${made.seconds.toFixed(1)} s: ${made.goods} hàng hóa, ` +
          `${made.trips} chuyến, ${made.tripItems} dòng lên xe`,
      );
    }
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = {
      authorization: `Bearer ${token}`,
      ...(BRANCH ? { 'x-branch-id': BRANCH } : {}),
    };
    if (options.cacheSessions) {
      // The session is looked up once here, not in the first case's captured statements.
      await app.inject({ url: '/api/settings', headers: { authorization: `Bearer ${token}` } });
    }
    const today = new Date().toISOString().slice(0, 10);
    // BENCH_ONLY: the cases whose label holds this text (one read looked at again, say).
    const only = process.env.BENCH_ONLY;
    const cases = (await makeCases(db, today, { runs: WARMUP + RUNS + 2, log })).filter(
      (c) => !only || c.label.includes(only),
    );

    /** One case: a first call, a second (its statements kept), then timed by turns with its SQL. */
    const timeCase = async (
      c: BenchCase,
      call: (encoding?: string) => Promise<LightMyRequestResponse>,
    ) => {
      const first = await call('identity');
      // hasRoute wants the route's pattern (/debt/customer/:customer_id), not a concrete URL:
      // a case whose route is missing is known by the 404 of its first call instead.
      if (first.statusCode === 404) return { c, status: 404, note: 'chưa có endpoint' };
      if (first.statusCode !== 200 && first.statusCode !== 201) {
        log(`${c.label}: ${first.statusCode} ${first.body.slice(0, 300)}`);
        return { c, status: first.statusCode, note: `lỗi ${first.statusCode}` };
      }
      const size = { bytes: first.rawPayload.length, gzip: gzipSync(first.rawPayload).length };
      // The statements of the second call are replayed bare: the first one may also fill what
      // the process then keeps in memory (the address lists' names), which no later call sends.
      captured = [];
      const started = performance.now();
      await call();
      const runs = runsOf(c, performance.now() - started);
      const statements = captured;
      captured = undefined;
      const bare = () =>
        statements.reduce<Promise<unknown>>(
          (previous, s) => previous.then(() => handle.pool.query(s.text, s.params)),
          Promise.resolve(),
        );
      const warmup = runs > 3 ? WARMUP : 0;
      const [api, sqlTiming] = c.sqlRatio
        ? await timePair(call, bare, { warmup, runs })
        : [await time(call, { warmup, runs }), undefined];
      log(`${c.label}: p50 ${fmt(api.median)} ms, p95 ${fmt(api.p95)} ms (${runs} lần)`);
      // BENCH_EXPLAIN=1: the plans of every case run, not only of those over their target.
      const explainAll = process.env.BENCH_EXPLAIN === '1';
      if ((api.p95 > c.target || explainAll) && c.sqlRatio) {
        await explain(handle.pool, c, statements);
      }
      return { c, api, sql: sqlTiming, status: first.statusCode, note: '', size } satisfies Row;
    };

    const api: ApiCall = async (method, url, payload) =>
      (
        await app.inject({
          method,
          url: `/api${url}`,
          headers,
          payload,
        })
      ).statusCode;
    const rows: Row[] = [];
    for (const c of cases) {
      const call = (encoding = BROWSER_ENCODING) =>
        app.inject({
          method: c.method,
          url: `/api${c.url}`,
          headers: { ...headers, 'accept-encoding': encoding },
          ...(c.body ? { payload: c.body() as object } : {}),
        });
      try {
        rows.push(await timeCase(c, call));
      } finally {
        await c.after?.({ api, db });
      }
    }
    printTable(rows);
    // `npm run bench` fails when a target is missed (docs/speed.md), so a regression cannot pass unseen.
    const failed = rows.filter(missed);
    if (failed.length > 0) {
      log(`Không đạt mục tiêu: ${failed.map((r) => r.c.label).join('; ')}`);
      missedAny = true;
    }
  } finally {
    await app.close();
    await handle.close();
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  // An exit code set earlier did not survive the shutdown of the app and pool: exit outright.
  if (missedAny) process.exit(1);
}

/** The plan of each statement of a case over its target: where the time goes. */
async function explain(
  pool: ReturnType<typeof openDatabase>['pool'],
  c: BenchCase,
  s: Statement[],
) {
  for (const [i, statement] of s.entries()) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${statement.text}`,
      statement.params,
    );
    const plan = result.rows.map((r) => r['QUERY PLAN']);
    const time = plan.find((l) => l.startsWith('Execution Time')) ?? '';
    // The sign-in lookup each request sends first takes microseconds: only slow plans are shown.
    if (Number(/([\d.]+) ms/.exec(time)?.[1] ?? 0) < 1) continue;
    log(`  ▷ ${c.label} [${i + 1}/${s.length}] ${time}`);
    for (const line of plan) {
      if (/Scan|Sort|Join|Nested|Limit|Aggregate|Filter|Rows Removed|Heap Fetches/.test(line)) {
        log(`      ${line.slice(0, 150)}`);
      }
    }
  }
}
