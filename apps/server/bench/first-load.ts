/**
 * Cold first load of `/products` with a stored session (docs/speed.md: first row ≤ 1.2 s): the built
 * web app and the API on one port (127.0.0.1:BENCH_PORT, default 3950) over a seeded demo depot
 * (BENCH_GOODS, default 20 000 goods; BENCH_CUSTOMERS, default 2 000), opened in Chromium
 * with the browser cache off and the token and user in local storage as the sign-in form leaves
 * them. Prints, median of BENCH_RUNS (default 5) loads after one warm-up: the first table row,
 * the scripts (requests, bytes raw and sent), the API calls (first start, last end). Exits 1
 * when the median first row is over the target. Needs `npm run build` (the web app) first.
 * BENCH_DATABASE_URL: load a depot already filled instead (`npm run seed:demo`, 500 000 goods
 * or more take minutes to seed), signed in as BENCH_USERNAME / BENCH_PASSWORD.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { seedReferenceData } from '../src/seed';
import { seedDemoDepot } from '../src/seed/demo-depot';
import {
  reportTraceCpu,
  summariseTrace,
  TRACE_CATEGORIES,
  type TraceCpu,
} from './lib/trace-summary';

const GOODS = Number(process.env.BENCH_GOODS ?? 20_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3950);
/** docs/speed.md: the first row of a cold load within a second, at 500 000 goods. */
const TARGET_MS = 1000;
const GIVEN_URL = process.env.BENCH_DATABASE_URL;
/** The flags of the journeys' browser (e2e/support/chromium.ts). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ROW = '.goods-table tbody tr.ant-table-row';
/**
 * BENCH_PROFILE=<folder>: BENCH_PROFILE_RUNS (default 1) more loads of each build by turns,
 * traced there; the last one summarised, and the main thread's CPU time of each (thread time,
 * which a shared machine's load stretches much less than the wall clock).
 */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 1);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * BENCH_WEB_DIST: other builds of the web app, comma-separated, loaded by turns (the first one
 * decides the exit code), to compare them under the same load.
 */
const webDists = (process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist')).split(',');

type Load = {
  firstRow: number;
  scripts: number;
  jsRaw: number;
  jsSent: number;
  scriptsEnd: number;
  apiCalls: number;
  apiStart: number;
  apiEnd: number;
  goodsStart: number;
  goodsEnd: number;
  apiSent: number;
};

/** `npm run bench` builds the web app without its compressed copies (bench-bundle.mjs). */
function ensureCompressed(webDist: string) {
  const assets = path.join(webDist, 'assets');
  if (readdirSync(assets).some((file) => file.endsWith('.br'))) return;
  spawnSync(process.execPath, [path.join(root, 'scripts/compress-web.mjs'), webDist], {
    stdio: 'inherit',
  });
}

/** One cold load: a fresh context (no storage, no cache), the session stored before the app runs. */
async function loadOnce(
  browser: Browser,
  base: string,
  session: string,
  profile?: string,
): Promise<Load> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'vi-VN' });
  try {
    await context.addInitScript(
      ([stored, row]) => {
        const { token, user } = JSON.parse(stored) as { token: string; user: unknown };
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
        // The moment the first row is in the page, not when a poll notices it.
        new MutationObserver((_, observer) => {
          if (!document.querySelector(row)) return;
          (window as unknown as { firstRow: number }).firstRow = performance.now();
          // In a trace (BENCH_PROFILE), the moment on Chromium's own clock.
          performance.mark('first-row');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      },
      [session, ROW] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile) await browser.startTracing(page, { path: profile, categories: TRACE_CATEGORIES });
    await page.goto(`${base}/products`);
    await page.waitForFunction(() => (window as unknown as { firstRow?: number }).firstRow, null, {
      timeout: 30_000,
    });
    if (profile) await browser.stopTracing();
    // Plain data out of the page; summed here (tsx's helpers do not exist in the page).
    const [firstRow, entries] = await page.evaluate(() => [
      (window as unknown as { firstRow: number }).firstRow,
      performance.getEntriesByType('resource').map((e) => e.toJSON() as Entry),
    ]);
    // BENCH_VERBOSE=1: every request before the first row, to see the waterfall.
    if (process.env.BENCH_VERBOSE)
      for (const e of entries as Entry[])
        if (e.startTime < (firstRow as number))
          console.log(
            `  ${e.startTime.toFixed(0).padStart(5)}–${e.responseEnd.toFixed(0).padStart(5)} ms ` +
              `${String(e.transferSize).padStart(7)} B ${new URL(e.name).pathname}${new URL(e.name).search}`,
          );
    return summarise(firstRow as number, entries as Entry[]);
  } finally {
    await context.close();
  }
}

type Entry = Pick<
  PerformanceResourceTiming,
  'name' | 'startTime' | 'responseEnd' | 'transferSize' | 'decodedBodySize'
>;

/** What loaded before the first row: scripts and API calls, the goods list's call above all. */
function summarise(firstRow: number, entries: Entry[]): Load {
  const before = entries.filter((e) => e.startTime < firstRow);
  const scripts = before.filter((e) => new URL(e.name).pathname.endsWith('.js'));
  const api = before.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
  const goods = api.find((e) => new URL(e.name).pathname === '/api/products');
  const first = api.reduce<Entry | undefined>(
    (a, e) => (a && a.startTime <= e.startTime ? a : e),
    undefined,
  );
  const sum = (list: Entry[], key: 'decodedBodySize' | 'transferSize') =>
    list.reduce((total, e) => total + e[key], 0);
  // The screen's scripts: those asked before its goods arrived (a chunk loaded later is not).
  const screen = scripts.filter((e) => e.startTime < (goods?.responseEnd ?? firstRow));
  return {
    firstRow,
    scripts: scripts.length,
    jsRaw: sum(scripts, 'decodedBodySize'),
    jsSent: sum(scripts, 'transferSize'),
    scriptsEnd: Math.max(0, ...screen.map((e) => e.responseEnd)),
    apiCalls: api.length,
    apiStart: first?.startTime ?? NaN,
    apiEnd: first?.responseEnd ?? NaN,
    goodsStart: goods?.startTime ?? NaN,
    goodsEnd: goods?.responseEnd ?? NaN,
    apiSent: sum(api, 'transferSize'),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function report(loads: Load[]) {
  const m = (key: keyof Load) => median(loads.map((l) => l[key]));
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const kB = (v: number) => `${(v / 1024).toFixed(0)} kB`;
  console.log(`Hàng đầu tiên: ${loads.map((l) => ms(l.firstRow)).join(', ')}`);
  console.log(
    `Trung vị ${loads.length} lần: hàng đầu tiên ${ms(m('firstRow'))} (mục tiêu ≤ ${TARGET_MS} ms)\n` +
      `  script: ${m('scripts')} yêu cầu, ${kB(m('jsRaw'))} JS (${kB(m('jsSent'))} truyền), ` +
      `script của màn hình xong lúc ${ms(m('scriptsEnd'))}\n` +
      `  API: ${m('apiCalls')} yêu cầu (${kB(m('apiSent'))} truyền), ` +
      `yêu cầu đầu tiên ${ms(m('apiStart'))}–${ms(m('apiEnd'))}, ` +
      `danh sách hàng ${ms(m('goodsStart'))}–${ms(m('goodsEnd'))}`,
  );
  return m('firstRow');
}

async function main() {
  let missed = false;
  for (const dist of webDists) {
    if (!existsSync(path.join(dist, 'index.html'))) {
      console.error(`first-load: chưa có ${dist}, chạy \`npm run build\` trước`);
      process.exit(1);
    }
    ensureCompressed(dist);
  }
  const tmp = GIVEN_URL
    ? undefined
    : await mkdtemp(path.join(os.tmpdir(), 'depot-bench-first-load-'));
  const cluster = tmp ? await startEmbeddedPostgres(tmp, () => {}) : undefined;
  const handle = openDatabase(cluster?.url ?? GIVEN_URL!);
  // One server a build, on the same database: compared by turns, under the same load.
  const apps = await Promise.all(
    webDists.map((webDistDir) => buildApp({ db: handle.db, webDistDir })),
  );
  let browser: Browser | undefined;
  try {
    await runMigrations(handle.db);
    const username = GIVEN_URL ? process.env.BENCH_USERNAME : 'bench_admin';
    const password = GIVEN_URL ? process.env.BENCH_PASSWORD : 'bench-mat-khau';
    if (GIVEN_URL) {
      const { rows } = await handle.pool.query<{ n: string }>(
        'select count(*) as n from products where deleted_at is null',
      );
      console.log(`Kho mẫu có sẵn (BENCH_DATABASE_URL): ${rows[0]!.n} hàng hóa`);
    } else {
      await seedReferenceData(handle.db, { username, password, log: () => {} });
      const made = await seedDemoDepot(handle.db, { customers: CUSTOMERS, goods: GOODS });
      console.log(`Kho mẫu: ${made.goods} hàng hóa sau ${made.seconds.toFixed(1)} s`);
    }
    const bases: string[] = [];
    for (const [i, app] of apps.entries()) {
      await app.listen({ port: PORT + i, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${PORT + i}`);
    }
    const login = await fetch(`${bases[0]}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const session = JSON.stringify(((await login.json()) as { data: unknown }).data);
    const executablePath =
      process.env.CHROMIUM_PATH ??
      (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
    browser = await chromium.launch({ executablePath, args: FLAGS });
    for (const base of bases) await loadOnce(browser, base, session);
    const loads: Load[][] = bases.map(() => []);
    for (let i = 0; i < RUNS; i++)
      for (const [j, base] of bases.entries())
        loads[j]!.push(await loadOnce(browser, base, session));
    if (PROFILE_DIR) {
      const cpu: TraceCpu[][] = bases.map(() => []);
      for (let k = 0; k < PROFILE_RUNS; k++)
        for (const [j, base] of bases.entries()) {
          const trace = path.join(PROFILE_DIR, `first-load-${j}-${k}.json`);
          await loadOnce(browser, base, session, trace);
          const last = k === PROFILE_RUNS - 1;
          console.log(`\n${webDists[j]}: ${trace}`);
          const figures = summariseTrace(trace, last);
          if (figures) cpu[j]!.push(figures);
        }
      reportTraceCpu(webDists, cpu);
    }
    const medians = webDists.map((dist, j) => {
      if (webDists.length > 1) console.log(`\n${dist}`);
      return report(loads[j]!);
    });
    if (medians[0]! > TARGET_MS) {
      console.error(`first-load: hàng đầu tiên sau ${medians[0]!.toFixed(0)} ms > ${TARGET_MS} ms`);
      missed = true;
    }
  } finally {
    await browser?.close();
    for (const app of apps) await app.close();
    await handle.close();
    await cluster?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  }
  // An exit code set before the app's and the cluster's shutdown does not survive it.
  if (missed) process.exit(1);
}

await main();
