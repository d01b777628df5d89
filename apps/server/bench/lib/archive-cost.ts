/**
 * The write cost of archiving the log (bench/backup-point-in-time.ts, second figure): one seeded
 * depot, its cluster restarted with archiving and without by turns (on, off, on, off), and at
 * each start the same closed-loop workloads, payments then goods intake, against the app in this
 * process, after one untimed start that warms everything up. The durability settings are the
 * defaults (fsync, synchronous_commit on), as at a depot, so a segment's gzip and sync compete
 * with the commits as they would there.
 */
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { appWalPlaces } from '../../src/modules/backups/wal-archive';
import { signedInClient, type Send } from './money-server';
import {
  ADMIN,
  goodsBody,
  newMachine,
  paymentBody,
  pick,
  seedSmallDepot,
  type Machine,
} from './pitr-kit';
import { startLoops, type LoopRequest } from './pitr-loops';

export type CostOptions = {
  goods: number;
  customers: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  log: (message: string) => void;
};

export type Workload = 'payments' | 'goods';
export const WORKLOADS: Workload[] = ['payments', 'goods'];

export type CostRun = {
  archiving: boolean;
  workload: Workload;
  /** 200 replies sent and answered inside the timed window, and its length. */
  done: number;
  seconds: number;
  latencies: number[];
  /** Replies other than 200, warm-up included. */
  errors: number;
  /** Log written during the run (warm-up included), and segments archived meanwhile. */
  walMb: number;
  archived: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type WalMark = { lsn: string; archived: number };

async function walMark(url: string): Promise<WalMark> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ lsn: string; archived: string }>(
      `select pg_current_wal_lsn()::text as lsn, archived_count::text as archived
       from pg_stat_archiver`,
    );
    return { lsn: rows[0]!.lsn, archived: Number(rows[0]!.archived) };
  } finally {
    await client.end();
  }
}

async function walSince(url: string, mark: WalMark): Promise<{ mb: number; archived: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string; archived: string }>(
      `select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::text as bytes,
              archived_count::text as archived
       from pg_stat_archiver`,
      [mark.lsn],
    );
    return {
      mb: Number(rows[0]!.bytes) / 1e6,
      archived: Number(rows[0]!.archived) - mark.archived,
    };
  } finally {
    await client.end();
  }
}

async function timedRun(
  send: Send,
  url: string,
  workload: Workload,
  customers: number[],
  o: CostOptions,
): Promise<Omit<CostRun, 'archiving'>> {
  const request = (): LoopRequest =>
    workload === 'payments'
      ? { url: '/api/payments', body: paymentBody(pick(customers), 'đo chi phí lưu nhật ký') }
      : { url: '/api/products', body: goodsBody(pick(customers)) };
  const replies: { status: number; sentAt: number; answeredAt: number; ms: number }[] = [];
  const before = await walMark(url);
  const loops = startLoops(send, {
    connections: o.connections,
    paceMs: 0,
    request,
    onReply: (r) => replies.push(r),
  });
  await sleep(o.warmupSeconds * 1000);
  const from = Date.now();
  await sleep(o.seconds * 1000);
  const to = Date.now();
  await loops.stop();
  const wal = await walSince(url, before);
  const timed = replies.filter((r) => r.status === 200 && r.sentAt >= from && r.answeredAt <= to);
  return {
    workload,
    done: timed.length,
    seconds: (to - from) / 1000,
    latencies: timed.map((r) => r.ms),
    errors: replies.filter((r) => r.status !== 200).length,
    walMb: wal.mb,
    archived: wal.archived,
  };
}

/** The cluster started with or without archiving, the app on it, a signed-in client. */
async function withApp(
  machine: Machine,
  archiving: boolean,
  connections: number,
  fn: (send: Send, url: string) => Promise<void>,
): Promise<void> {
  const options = archiving ? { archive: appWalPlaces(machine) } : {};
  const cluster = await startEmbeddedPostgres(machine.dataDir, () => {}, [], options);
  const handle = openDatabase(cluster.url);
  const app = await buildApp({ db: handle.db });
  try {
    if (cluster.archiving !== archiving) throw new Error('Máy này không lưu được nhật ký');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const client = await signedInClient(`http://127.0.0.1:${port}`, ADMIN, connections);
    try {
      await fn(client.send, cluster.url);
    } finally {
      client.close();
    }
  } finally {
    await app.close();
    await handle.close();
    await cluster.stop();
  }
}

export async function archiveCost(o: CostOptions): Promise<CostRun[]> {
  const machine = await newMachine('depot-bench-archive-cost-');
  const runs: CostRun[] = [];
  try {
    const seeded = await seedSmallDepot(machine, o);
    o.log(`  kho mẫu (${o.goods} hàng hóa, ${o.customers} khách): ${seeded.seconds.toFixed(1)} s`);
    // An untimed first start: the seed's vacuum, the JIT and the caches are paid for here, not
    // by the first timed start alone (it ran 30 % slower than the third of the same kind).
    await withApp(machine, false, o.connections, async (send, url) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('vacuum analyze');
      await client.query('checkpoint');
      await client.end();
      const prime = { ...o, warmupSeconds: 0, seconds: Math.max(5, o.seconds / 2) };
      for (const workload of WORKLOADS) {
        await timedRun(send, url, workload, seeded.customers, prime);
      }
    });
    for (const archiving of [true, false, true, false]) {
      await withApp(machine, archiving, o.connections, async (send, url) => {
        for (const workload of WORKLOADS) {
          const run = await timedRun(send, url, workload, seeded.customers, o);
          runs.push({ archiving, ...run });
          const rate = run.done / run.seconds;
          o.log(
            `  ${archiving ? 'có lưu nhật ký  ' : 'không lưu nhật ký'} ${workload.padEnd(8)} ` +
              `${rate.toFixed(0)} req/s, ${run.walMb.toFixed(0)} MB nhật ký, ` +
              `${run.archived} đoạn đã lưu, ${run.errors} lỗi`,
          );
        }
      });
    }
  } finally {
    machine.remove();
  }
  return runs;
}
