import path from 'node:path';

/** Runtime settings, all optional (README "Configuration"). */
export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded database and the server lock. */
  dataDir: string;
  /** An existing PostgreSQL to use instead of the embedded one. */
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** The built web app, served on every non-/api path; absent in API-only runs. */
  webDistDir: string | undefined;
  logLevel: string;
  /** A second folder every backup is copied to (another disk), besides DATA_DIR/backups. */
  backupDir: string | undefined;
  /** Depot hours (Asia/Ho_Chi_Minh) of the hourly backups, both ends included. */
  backupHours: { from: number; to: number };
  /** Depot hour of the nightly backup; null for none. */
  backupNightlyHour: number | null;
};

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT không hợp lệ: ${value}`);
  }
  return port;
}

function parseHour(name: string, value: string): number {
  const hour = Number(value);
  if (!/^\d{1,2}$/.test(value) || hour > 23) throw new Error(`${name} không hợp lệ: ${value}`);
  return hour;
}

/** BACKUP_HOURS: `6-22` (from 6:00 to 22:00), one hour `12`, or `off` for no hourly backup. */
function parseHours(value: string | undefined): { from: number; to: number } {
  if (!value) return { from: 6, to: 22 };
  if (value === 'off') return { from: 1, to: 0 };
  const [from = '', to = from] = value.split('-').map((part) => part.trim());
  return { from: parseHour('BACKUP_HOURS', from), to: parseHour('BACKUP_HOURS', to) };
}

/**
 * Relative paths are read from where the command was typed: npm sets INIT_CWD, so
 * `npm run dev` (which runs in apps/server) and `npm start` (at the root) share ./data.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = env.INIT_CWD || process.cwd(),
): Config {
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    backupDir: env.BACKUP_DIR ? path.resolve(cwd, env.BACKUP_DIR) : undefined,
    backupHours: parseHours(env.BACKUP_HOURS),
    backupNightlyHour:
      env.BACKUP_NIGHTLY_HOUR === 'off'
        ? null
        : env.BACKUP_NIGHTLY_HOUR
          ? parseHour('BACKUP_NIGHTLY_HOUR', env.BACKUP_NIGHTLY_HOUR)
          : 23,
  };
}
