/**
 * Throughput of the goods list (docs/speed.md): `GET /api/products?paged=1` at BENCH_CONNECTIONS
 * (default 50) keep-alive connections, signed in and asking brotli/gzip as a browser does, from
 * another process (lib/load.mjs); and the SQL that request sends (captured from its first call,
 * the session lookup left out: it is the API's cost) replayed by as many callers through a pg
 * pool of the server's size. BENCH_SECONDS (default 15) a side, in BENCH_ROUNDS (default 3)
 * slices by turns. Prints both req/s, their ratio, p50/p95 latency and the machine's load
 * average; exits 1 under 0.9× or under 300 req/s.
 * The server is the app as src/server.ts builds it (request logs at info, written to /dev/null;
 * sessions cached), listening on 127.0.0.1. Depot: BENCH_DATABASE_URL (with BENCH_USERNAME /
 * BENCH_PASSWORD), else a demo depot of BENCH_GOODS (default 20 000) seeded in a temporary
 * folder. BENCH_ONLY=api|sql runs one side (a CPU profile of the server alone, say).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp, LOG_REDACT } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedDemoDepot } from '../src/seed/demo-depot';
import { cpuMeter } from './lib/cpu-meter';
import { percentile } from './lib/stats';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Before each slice of either side: connections opened, plans cached, the JIT warm. */
const WARMUP_SECONDS = 1;
const GOODS = Number(process.env.BENCH_GOODS ?? 20_000);
const ONLY = process.env.BENCH_ONLY;
const MIN_RATIO = 0.9;
const MIN_RPS = 300;
const PATH = '/api/products?paged=1';
/** What Chrome sends: brotli is picked. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'load.mjs');

type Result = {
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  errors: number;
  /** CPU a request cost (ms): the Node process serving or replaying it, PostgreSQL's backends. */
  nodeMs: number;
  pgMs: number;
  /** The HTTP client's own CPU a request (ms): not the server's, but on the same cores here. */
  clientMs?: number;
};
/** A query as the pool's client sent it: its name (a prepared statement), text, parsers. */
type Statement = pg.QueryConfig & { values?: unknown[] };

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

async function loadApi(
  pool: pg.Pool,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Result> {
  const options = { url, headers, connections: CONNECTIONS, seconds };
  const cpu = await cpuMeter(pool);
  const { stdout } = await promisify(execFile)(process.execPath, [
    loadScript,
    JSON.stringify({ ...options, warmupSeconds: WARMUP_SECONDS }),
  ]);
  const r = JSON.parse(stdout) as Omit<Result, 'nodeMs' | 'pgMs'> & {
    non2xx: number;
    warmupRequests: number;
    cpuMs: number;
  };
  // The server's CPU is measured over the warm-up too, so it is shared over both's requests.
  const used = await cpu.stop();
  const served = r.requests + r.warmupRequests;
  return {
    ...r,
    errors: r.errors + r.non2xx,
    nodeMs: used.nodeMs / served,
    pgMs: used.pgMs / served,
    clientMs: r.cpuMs / r.requests,
  };
}

/** CONNECTIONS callers, each sending the statements one after the other, for `ms`. */
async function loadSql(pool: pg.Pool, s: Statement[], ms: number): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + ms;
  const caller = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        for (const statement of s) await pool.query(statement);
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const cpu = await cpuMeter(pool);
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const elapsed = (performance.now() - started) / 1000;
  const used = await cpu.stop();
  latencies.sort((a, b) => a - b);
  return {
    nodeMs: used.nodeMs / latencies.length,
    pgMs: used.pgMs / latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    requests: latencies.length,
    errors,
  };
}

/**
 * The statements `call` sends, as the pool's clients send them (with the name of a prepared
 * one, so the replay is prepared too), the session lookup of the auth hook left out: the SQL
 * side is the list's own SQL, and the lookup is a cost of the API.
 */
async function captured<T>(call: () => Promise<T>) {
  const sent: Statement[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | Statement, unknown[] | undefined];
    const statement = typeof config === 'string' ? { text: config } : { ...config };
    sent.push({ ...statement, values: values ?? statement.values });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    const first = await call();
    return { statements: sent.filter((s) => !/\bsessions\b/.test(s.text)), first };
  } finally {
    pg.Client.prototype.query = query;
  }
}

/** The rounds of one side as one: req/s over their whole time, the median p50, the worst p95. */
function combined(rounds: Result[]): Result | undefined {
  if (rounds.length === 0) return undefined;
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.requests / r.rps, 0);
  const mean = (of: (r: Result) => number | undefined) =>
    rounds.reduce((sum, r) => sum + (of(r) ?? 0) * r.requests, 0) / requests;
  return {
    nodeMs: mean((r) => r.nodeMs),
    pgMs: mean((r) => r.pgMs),
    ...(rounds[0]!.clientMs === undefined ? {} : { clientMs: mean((r) => r.clientMs) }),
    rps: requests / seconds,
    p50: percentile(
      rounds.map((r) => r.p50).sort((a, b) => a - b),
      50,
    ),
    p95: Math.max(...rounds.map((r) => r.p95)),
    requests,
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

const line = (label: string, r: Result) =>
  `${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms ` +
  `(${r.requests} lần, ${r.errors} lỗi); CPU mỗi yêu cầu: Node ${r.nodeMs.toFixed(2)} ms, ` +
  `PostgreSQL ${r.pgMs.toFixed(2)} ms` +
  (r.clientMs === undefined ? '' : `, máy khách tải ${r.clientMs.toFixed(2)} ms`);

/** Requests a second two cores could serve, all theirs, at this CPU a request (Node + PG). */
const onTwoCores = (r: Result) => (2 * 1000) / (r.nodeMs + r.pgMs);

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  const tmp = given ? undefined : await mkdtemp(path.join(os.tmpdir(), 'depot-bench-tput-'));
  const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
  const handle = openDatabase(cluster?.url ?? given!);
  const app = await buildApp({
    db: handle.db,
    logger: { level: 'info', redact: LOG_REDACT, file: '/dev/null' },
    // BENCH_SESSION_CACHE=0: every request looks its session up (to weigh the cache).
    cacheSessions: process.env.BENCH_SESSION_CACHE !== '0',
  });
  let failed = false;
  try {
    await runMigrations(handle.db);
    const username = (given ? process.env.BENCH_USERNAME : undefined) ?? 'bench_admin';
    const password = (given ? process.env.BENCH_PASSWORD : undefined) ?? 'bench-mat-khau';
    if (!given) {
      await seedReferenceData(handle.db, { username, password, log: () => {} });
      await seedDemoDepot(handle.db, { customers: 10_000, goods: GOODS });
    }
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODING };
    // One call first: what a process does once (the session's lookup before it is cached, the
    // administrative units named from memory) is not what each request sends.
    await app.inject({ method: 'GET', url: PATH, headers });
    const { statements, first } = await captured(() =>
      app.inject({ method: 'GET', url: PATH, headers }),
    );
    if (first.statusCode !== 200) throw new Error(`${PATH}: ${first.statusCode} ${first.body}`);
    console.log(
      `GET ${PATH}: ${first.rawPayload.length} B (${first.headers['content-encoding']}), ` +
        `${statements.length} câu SQL; ${CONNECTIONS} kết nối, ${SECONDS} s mỗi bên ` +
        `(${ROUNDS} lượt), pool ${handle.pool.options.max}`,
    );
    console.log(`Tải máy (1/5/15 phút) trước: ${loadAverage()}`);
    // By turns, ROUNDS slices of each side: a machine whose load changes (other work on its two
    // cores) then weighs on both sides alike, and the ratio holds where the absolutes do not.
    const apiRounds: Result[] = [];
    const sqlRounds: Result[] = [];
    const slice = SECONDS / ROUNDS;
    for (let round = 1; round <= ROUNDS; round++) {
      const done: string[] = [];
      if (ONLY !== 'sql') {
        apiRounds.push(await loadApi(handle.pool, `${address}${PATH}`, headers, slice));
        done.push(line('API', apiRounds.at(-1)!));
      }
      if (ONLY !== 'api') {
        await loadSql(handle.pool, statements, WARMUP_SECONDS * 1000);
        sqlRounds.push(await loadSql(handle.pool, statements, slice * 1000));
        done.push(line('SQL', sqlRounds.at(-1)!));
      }
      console.log(`  lượt ${round}: ${done.join('; ')}; tải ${loadAverage()}`);
    }
    const api = combined(apiRounds);
    const sql = combined(sqlRounds);
    if (api) console.log(line('API', api));
    if (sql) console.log(line('SQL', sql));
    console.log(`Tải máy (1/5/15 phút) sau: ${loadAverage()}`);
    if (api && sql) {
      const ratio = api.rps / sql.rps;
      const pass = ratio >= MIN_RATIO && api.rps >= MIN_RPS && api.errors === 0;
      console.log(
        `API/SQL: ${ratio.toFixed(2)} (mục tiêu ≥ ${MIN_RATIO}, và ≥ ${MIN_RPS} req/s): ` +
          (pass ? 'đạt' : 'KHÔNG ĐẠT'),
      );
      failed = !pass;
      console.log(
        `Theo CPU (không phụ thuộc tải máy): 2 lõi riêng phục vụ được API ` +
          `${onTwoCores(api).toFixed(0)} req/s, SQL ${onTwoCores(sql).toFixed(0)} req/s: ` +
          `${(onTwoCores(api) / onTwoCores(sql)).toFixed(2)}`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  // An exit code set before the app's and the pool's shutdown does not survive it: exit outright.
  if (failed) process.exit(1);
}

await main();
