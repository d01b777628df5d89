/**
 * `npm run seed:demo [-- --force] [-- --goods=N --customers=N --branches=N]`: fills the database the server
 * would open (DATABASE_URL, or the embedded one under DATA_DIR, default ./data) with the demo
 * depot. Migrates and seeds the reference data first, as the server does; refuses a database
 * that already has goods unless given --force, which adds the demo on top.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirAccessError } from '../db/data-dir-access';
import { EmbeddedStartError, startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { appWalPlaces } from '../modules/backups/wal-archive';
import { runMigrations } from '../db/migrate';
import { DataDirLockedError, lockDataDir } from '../db/server-lock';
import { seedReferenceData } from '../seed';
import { DemoRefusedError, seedDemoDepot, type DemoSummary } from './demo-depot';

const log = (message: string) => console.log(`[seed:demo] ${message}`);

function option(name: string): number | undefined {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  const value = Number(arg.slice(name.length + 3));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} phải là số nguyên ≥ 0`);
  return value;
}

const n = (value: number) => value.toLocaleString('vi-VN');

function report(s: DemoSummary) {
  log(`Xong sau ${s.seconds.toFixed(1)} s:`);
  // The added ones include the few seeded as already deleted, which the live count leaves out.
  log(
    `  khách hàng: ${n(s.customers)} đang dùng (thêm ${n(s.customersAdded)}, ` +
      'kể cả vài khách mẫu đã xóa)',
  );
  log(`  quy cách: ${n(s.specifications)}, xe: ${n(s.cars)}`);
  log(
    `  hàng hóa: ${n(s.goods)} nhận từ ${s.firstDate} đến ${s.lastDate}, ` +
      `${n(s.loaded)} đang trên xe, ${n(s.paid)} đã thanh toán`,
  );
  log(
    `  chuyến xe: ${n(s.trips)} mới, ${n(s.tripItems)} dòng hàng lên xe; ` +
      `${n(s.archivedTrips)} chuyến đã lưu trữ (${n(s.archivedGoods)} hàng trở lại chưa lên xe)`,
  );
}

async function main() {
  const config = loadConfig();
  const force = process.argv.includes('--force');
  let releaseLock: (() => void) | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    // The server's own lock: never seed a cluster a running server has open.
    releaseLock = lockDataDir(config.dataDir);
    // Archived as the server's: a gap in the log would stop a later restore to a moment.
    embedded = await startEmbeddedPostgres(config.dataDir, log, [], {
      archive: appWalPlaces(config),
    });
    url = embedded.url;
    log(`Cơ sở dữ liệu nhúng tại ${config.dataDir}`);
  }
  const database = openDatabase(url, 4);
  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db, {
      username: config.adminUsername,
      password: config.adminPassword,
      log,
    });
    if (force) log('--force: thêm dữ liệu mẫu vào dữ liệu hiện có');
    const summary = await seedDemoDepot(database.db, {
      force,
      goods: option('goods'),
      customers: option('customers'),
      branches: option('branches'),
      log,
    });
    report(summary);
  } finally {
    await database.close();
    await embedded?.stop();
    releaseLock?.();
  }
}

main().catch((error: unknown) => {
  // A refusal or a known start failure is a message for a person, not a stack trace.
  if (
    error instanceof DemoRefusedError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirAccessError ||
    error instanceof EmbeddedStartError
  ) {
    console.error(`[seed:demo] ${error.message}`);
  } else {
    console.error('[seed:demo] Lỗi:', error);
  }
  process.exit(1);
});
