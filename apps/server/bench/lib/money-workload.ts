/**
 * The money bench's workload (bench/money.ts): every money action of the depot, mixed, from
 * `connections` clients at once, on one vehicle and date (and a second vehicle the moves go to
 * and come from). Each client sends its next request as soon as the last one answered. The
 * requests are those of test/money-concurrency.test.ts; their targets (the live lines, the goods
 * not on a vehicle) are read from the database every POLL_MS, so some are stale by the time they
 * land: their 404 and 409 are the refusals a clerk on a busy counter meets, not errors.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { MONEY_DAY, type MoneyScene } from './money-scene';
import type { Send } from './money-server';
import { seededRandom } from './stats';

const POLL_MS = 250;

/** Replies the workload expects: done, or refused by name (gone, changed meanwhile). */
export const EXPECTED = new Set([200, 404, 409]);

type Line = { id: number; product_id: number; customer_id: number; car_id: number };
type Request = { method: string; url: string; body?: object };
type State = { lines: Line[]; waiting: Map<number, number[]> };

/** What one action did: its replies by status and, in the timed window, its latencies. */
export type ActionStats = { statuses: Map<number, number>; latencies: number[] };

function makeActions(scene: MoneyScene, state: State, random: () => number) {
  const pick = <T>(items: readonly T[]): T | undefined =>
    items[Math.floor(random() * items.length)];
  const car = (busy = 0.7) => (random() < busy ? scene.carA : scene.carB);
  const customer = () => pick(scene.customers)!;
  const coin = (p = 0.5) => random() < p;
  const takeLine = (where?: (l: Line) => boolean) => {
    const lines = where ? state.lines.filter(where) : state.lines;
    const line = pick(lines);
    // Taken off the list so that the other clients do not all go for the same line until the
    // next read; a toggle leaves it there.
    if (line) state.lines = state.lines.filter((l) => l !== line);
    return line;
  };
  const ofCustomer = (c: number) => ({ car_id: car(), customer_id: c });
  const allGoods = [...scene.paidBefore.keys()];

  // Weights: about what a counter does in a day, loads and payments most.
  const actions: [name: string, weight: number, make: () => Request | undefined][] = [
    [
      'lên xe',
      18,
      () => {
        const c = customer();
        const n = 1 + Math.floor(random() * 3);
        // Goods never loaded in this run first, then those archived or removed since.
        const fresh = scene.goods.get(c)!;
        const waiting = state.waiting.get(c) ?? [];
        const products = fresh.length > 0 ? fresh.splice(0, n) : waiting.splice(0, n);
        if (products.length === 0) return undefined;
        const to = car(0.75);
        const body = { car_id: to, datetime_from: MONEY_DAY, products, confirm_overload: true };
        return { method: 'POST', url: '/api/transports', body };
      },
    ],
    [
      'chuyển xe',
      10,
      () => {
        const from = car();
        const lines = [takeLine((l) => l.car_id === from), takeLine((l) => l.car_id === from)];
        const products = lines.slice(0, coin() ? 1 : 2).flatMap((l) => (l ? [l.product_id] : []));
        if (products.length === 0) return undefined;
        const to = from === scene.carA ? scene.carB : scene.carA;
        const body = { products, car_id: to, datetime_from: MONEY_DAY, confirm_overload: true };
        return { method: 'POST', url: '/api/transport/move', body };
      },
    ],
    [
      'thu/bỏ thu dòng',
      14,
      () => {
        const line = pick(state.lines);
        if (!line) return undefined;
        const body = { is_paid: coin(0.6) };
        return { method: 'PATCH', url: `/api/transport/${line.id}/paid`, body };
      },
    ],
    [
      'thu hàng (hàng hóa)',
      12,
      () => {
        const line = pick(state.lines);
        const id = line && coin(0.8) ? line.product_id : pick(allGoods)!;
        return { method: 'PATCH', url: `/api/products/${id}`, body: { is_paid: coin(0.6) } };
      },
    ],
    [
      'thu bảng kê (công nợ)',
      10,
      () => {
        const body = { ...ofCustomer(customer()), datetime_from: MONEY_DAY, is_paid: coin(0.6) };
        return { method: 'PUT', url: '/api/debt/paid', body };
      },
    ],
    [
      'thu phiếu',
      10,
      () => {
        const body = { ...ofCustomer(customer()), datefrom: MONEY_DAY };
        return { method: 'POST', url: '/api/transport/pay', body };
      },
    ],
    [
      'xóa dòng',
      14,
      () => {
        const line = takeLine();
        return line && { method: 'DELETE', url: `/api/transport/${line.id}` };
      },
    ],
    [
      'lưu trữ hàng của khách',
      6,
      () => {
        const c = customer();
        const url = `/api/trips?car_id=${car(0.5)}&date_from=${MONEY_DAY}&date_to=${MONEY_DAY}`;
        state.lines = state.lines.filter((l) => l.customer_id !== c);
        return { method: 'DELETE', url: `${url}&customer_id=${c}` };
      },
    ],
    [
      'khôi phục',
      6,
      () => {
        const body = { car_id: car(0.5), datetime_from: MONEY_DAY, customer_id: customer() };
        return { method: 'POST', url: '/api/trips/restore', body };
      },
    ],
  ];
  const total = actions.reduce((sum, a) => sum + a[1], 0);
  /** The next request: an action by weight; one with nothing to act on gives its turn on. */
  return (): { name: string; request: Request } => {
    for (;;) {
      let r = random() * total;
      const [name, , make] = actions.find((a) => (r -= a[1]) < 0) ?? actions[0]!;
      const request = make();
      if (request) return { name, request };
    }
  };
}

/** The day's live lines on both vehicles, and the customers' goods not on a vehicle. */
async function readState(db: Database, scene: MoneyScene): Promise<State> {
  const lines = (
    await db.execute<Line>(sql`
      select i.id, i.product_id, p.customer_id, t.car_id
      from trips t
      join trip_items i on i.trip_id = t.id and i.removed_at is null
      join products p on p.id = i.product_id
      where t.datetime_from = ${MONEY_DAY} and t.archived_at is null
        and t.car_id in (${scene.carA}, ${scene.carB})`)
  ).rows;
  const waiting = new Map<number, number[]>();
  const ids = [...scene.paidBefore.keys()];
  const rows = await db.execute<{ id: number; customer_id: number }>(sql`
    select id, customer_id from products
    where id = any(${sql.param(ids)}::int[]) and not status and deleted_at is null`);
  for (const r of rows.rows)
    waiting.set(r.customer_id, [...(waiting.get(r.customer_id) ?? []), r.id]);
  return { lines, waiting };
}

/**
 * `paceMs`: each connection starts a request at most every paceMs on average (a clerk's pace,
 * jittered ±50 %); without it each sends its next request the moment the last one answers, which
 * measures the server's capacity rather than a counter's day.
 */
export type WorkloadOptions = {
  connections: number;
  warmupMs: number;
  runMs: number;
  paceMs?: number;
};

export type WorkloadResult = {
  /** By action name, in the order they were first sent. */
  actions: Map<string, ActionStats>;
  /** Every latency of the timed window, ms. */
  latencies: number[];
  /** Replies outside EXPECTED (5xx, 400, lost connections as 0), warm-up included. */
  errors: number;
  seconds: number;
};

/**
 * Runs the workload: `warmupMs` untimed, then `runMs` timed: a request counts in the window it
 * started in, and the rate is those requests over `runMs`.
 */
export async function runWorkload(
  send: Send,
  db: Database,
  scene: MoneyScene,
  options: WorkloadOptions,
): Promise<WorkloadResult> {
  const state = await readState(db, scene);
  const next = makeActions(scene, state, seededRandom(18_008));
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      Object.assign(state, await readState(db, scene));
    }
  })();
  const actions = new Map<string, ActionStats>();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const timedFrom = started + options.warmupMs;
  const end = timedFrom + options.runMs;
  const client = async () => {
    for (let now = performance.now(); now < end; now = performance.now()) {
      const { name, request } = next();
      const status = await send(request.method, request.url, request.body);
      const ms = performance.now() - now;
      const stats: ActionStats = actions.get(name) ?? { statuses: new Map(), latencies: [] };
      actions.set(name, stats);
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
      if (!EXPECTED.has(status)) errors++;
      if (now >= timedFrom) {
        stats.latencies.push(ms);
        latencies.push(ms);
      }
      if (options.paceMs) {
        const wait = now + options.paceMs * (0.5 + Math.random()) - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, client));
  } finally {
    polling = false;
    await poller;
  }
  return { actions, latencies, errors, seconds: options.runMs / 1000 };
}
