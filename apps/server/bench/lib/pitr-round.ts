/**
 * One round of the lost-machine figure (bench/backup-point-in-time.ts): the real server under
 * paced payments, the machine killed at a random moment, its disk thrown away, the restore
 * command run on an empty DATA_DIR with the second copy alone, and the payments it brought back
 * compared with those the server had acknowledged.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { openDatabase } from '../../src/db/client';
import { archivedFiles } from '../../src/modules/backups/wal-archive';
import { killMachine, killMachineNow } from './machine-kill';
import { signedInClient } from './money-server';
import {
  ADMIN,
  atExit,
  newMachine,
  paymentBody,
  pick,
  seedSmallDepot,
  watchChild,
} from './pitr-kit';
import { startLoops } from './pitr-loops';
import { runRestoreCommand, signIn, startDepotServer, waitForRestorePoint } from './pitr-server';

export type RoundOptions = {
  round: number;
  goods: number;
  customers: number;
  connections: number;
  paceMs: number;
  killMinS: number;
  killMaxS: number;
  log: (message: string) => void;
};

export type RoundResult = {
  killAfterS: number;
  acknowledged: number;
  recovered: number;
  lost: number;
  /** Kill time − the earliest acknowledgement among the lost ones; 0 when none was lost. */
  lostWindowS: number;
  /** Kill time − the last acknowledgement that came back; null when none came back. */
  lastRecoveredBeforeKillS: number | null;
  /** Recovered without an acknowledgement (answered by nobody: in flight at the kill). */
  recoveredUnacknowledged: number;
  /** Of those, notes never sent at all: should be 0. */
  recoveredNeverSent: number;
  inFlightAtKill: number;
  /** Replies other than 200 before the kill (those it cut off are not the workload's). */
  failedReplies: number;
  restoreS: number;
  archivedSegments: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function notesIn(dataDir: string): Promise<Set<string>> {
  const cluster = await startEmbeddedPostgres(dataDir, () => {});
  try {
    const handle = openDatabase(cluster.url, 1);
    try {
      const { rows } = await handle.pool.query<{ note: string }>(
        `select note from payments where note like 'pitr-%'`,
      );
      return new Set(rows.map((r) => r.note));
    } finally {
      await handle.close();
    }
  } finally {
    await cluster.stop();
  }
}

async function countArchived(dir: string): Promise<number> {
  return (await archivedFiles(dir)).filter((n) => /^[0-9A-F]{24}\.gz$/.test(n)).length;
}

export async function killAndRestoreRound(o: RoundOptions): Promise<RoundResult> {
  const machine = await newMachine('depot-bench-pitr-');
  const pgDir = path.join(machine.dataDir, 'pg');
  let running: number | undefined;
  let forget = () => {};
  try {
    const seeded = await seedSmallDepot(machine, o);
    o.log(`  kho mẫu (${o.goods} hàng hóa, ${o.customers} khách): ${seeded.seconds.toFixed(1)} s`);
    const server = await startDepotServer(machine, ADMIN, watchChild);
    running = server.pid;
    // Interrupted (Ctrl-C), the bench still takes its machine down with it.
    forget = atExit(() => killMachineNow(server.pid, pgDir));
    const wal = await waitForRestorePoint(server.base, await signIn(server.base, ADMIN));
    o.log(`  máy chủ sẵn sàng, khôi phục được từ ${wal.earliest_restore_point}`);

    const client = await signedInClient(server.base, ADMIN, o.connections);
    const acked = new Map<string, number>();
    const failedAt: number[] = [];
    const loops = startLoops(client.send, {
      connections: o.connections,
      paceMs: o.paceMs,
      request: (c, seq) => {
        const note = `pitr-${o.round}-${c}-${seq}`;
        return { url: '/api/payments', body: paymentBody(pick(seeded.customers), note), note };
      },
      onReply: (r) => {
        if (r.status === 200) acked.set(r.note!, r.answeredAt);
        else failedAt.push(r.answeredAt);
      },
    });
    const startedAt = Date.now();
    const killAfterS = o.killMinS + Math.random() * (o.killMaxS - o.killMinS);
    o.log(`  ${o.connections} kết nối thu tiền; máy sẽ chết sau ${killAfterS.toFixed(1)} s`);
    await sleep(startedAt + killAfterS * 1000 - Date.now());

    const inFlightAtKill = loops.inFlight();
    const stopped = loops.stop();
    const killedAt = await killMachine(server.pid, pgDir);
    running = undefined;
    await stopped;
    await server.exited;
    client.close();

    // The disk is gone with the machine: only the second copy is left.
    await rm(machine.dataDir, { recursive: true, force: true });
    const archivedSegments = await countArchived(path.join(machine.backupDir, 'wal'));
    const restore = await runRestoreCommand(machine, watchChild);
    if (restore.code !== 0) {
      throw new Error(`Lệnh khôi phục lỗi (mã ${restore.code}):\n${restore.output}`);
    }
    const said = restore.output.split('\n').find((line) => line.includes('Đã khôi phục'));
    if (said) o.log(`  ${said.trim()}`);
    const recovered = await notesIn(machine.dataDir);

    // A reply read just after the kill had reached this machine before it: acknowledged then.
    const ackAt = (note: string) => Math.min(acked.get(note)!, killedAt);
    const lostAcks = [...acked.keys()].filter((note) => !recovered.has(note)).map(ackAt);
    const keptAcks = [...acked.keys()].filter((note) => recovered.has(note)).map(ackAt);
    const unacked = [...recovered].filter((note) => !acked.has(note));
    return {
      killAfterS: (killedAt - startedAt) / 1000,
      acknowledged: acked.size,
      recovered: recovered.size,
      lost: lostAcks.length,
      lostWindowS: lostAcks.length ? (killedAt - Math.min(...lostAcks)) / 1000 : 0,
      lastRecoveredBeforeKillS: keptAcks.length ? (killedAt - Math.max(...keptAcks)) / 1000 : null,
      recoveredUnacknowledged: unacked.length,
      recoveredNeverSent: unacked.filter((note) => !loops.sent.has(note)).length,
      inFlightAtKill,
      failedReplies: failedAt.filter((at) => at < killedAt).length,
      restoreS: restore.seconds,
      archivedSegments,
    };
  } finally {
    // A round given up half-way: its machine dies before its folders go.
    if (running !== undefined) killMachineNow(running, pgDir);
    forget();
    machine.remove();
  }
}
