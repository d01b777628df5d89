import { isIP } from 'node:net';
import path from 'node:path';

/** Runtime settings, all optional (README "Configuration"). */
export type Config = {
  port: number;
  host: string;
  /** Folder of the embedded database and the server lock. */
  dataDir: string;
  /** An existing PostgreSQL to use instead of the embedded one. */
  databaseUrl: string | undefined;
  /** A read replica the reports read (statistics, dashboard, Excel lists); unset: the primary. */
  databaseReadUrl: string | undefined;
  /** Seconds a stopping process keeps serving after /api/ready turned 503 (the balancer's turn). */
  drainSeconds: number;
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
  /** The second port serving the same app over HTTPS (phones' cameras need it); null for none. */
  httpsPort: number | null;
  /** A certificate of the depot's own (PEM files) instead of the one the server makes. */
  tlsCertFile: string | undefined;
  tlsKeyFile: string | undefined;
  /**
   * The load balancers whose X-Forwarded-For is believed (addresses, CIDR ranges, or the names
   * `loopback`, `linklocal`, `uniquelocal`); undefined: none, request.ip is the connection's.
   */
  trustProxy: string[] | undefined;
};

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT không hợp lệ: ${value}`);
  }
  return port;
}

/** HTTPS_PORT: default 3443; `off` or 0 for none. */
function parseHttpsPort(value: string | undefined): number | null {
  if (value === 'off') return null;
  const port = parsePort(value, 3443);
  return port === 0 ? null : port;
}

function parseHour(name: string, value: string): number {
  const hour = Number(value);
  if (!/^\d{1,2}$/.test(value) || hour > 23) throw new Error(`${name} không hợp lệ: ${value}`);
  return hour;
}

/**
 * DRAIN_SECONDS: whole seconds, 0 to close at once. Unset: 5 on a PostgreSQL server (processes
 * behind a load balancer), 0 on the embedded database (one process, nobody to tell).
 */
function parseDrain(value: string | undefined, shared: boolean): number {
  if (value === undefined || value === '') return shared ? 5 : 0;
  if (!/^\d{1,3}$/.test(value)) throw new Error(`DRAIN_SECONDS không hợp lệ: ${value}`);
  return Number(value);
}

/** BACKUP_HOURS: `6-22` (from 6:00 to 22:00), one hour `12`, or `off` for no hourly backup. */
function parseHours(value: string | undefined): { from: number; to: number } {
  if (!value) return { from: 6, to: 22 };
  if (value === 'off') return { from: 1, to: 0 };
  const [from = '', to = from] = value.split('-').map((part) => part.trim());
  return { from: parseHour('BACKUP_HOURS', from), to: parseHour('BACKUP_HOURS', to) };
}

/** The subnet names Fastify's proxy-addr knows (loopback: 127.0.0.0/8 and ::1). */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an address, `address/prefix`, `address/netmask`, or a subnet name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (isIP(range) === 4) return family === 4;
  return /^\d{1,3}$/.test(range) && Number(range) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the balancers' addresses, comma-separated (`10.0.0.5, 10.0.1.0/24`); unset or
 * `off` for none. Neither `true` nor a hop count: either would believe a header a client sent
 * straight to this port (Fastify 5 even reads a hop count as trusting nobody), so the login
 * limit per address could be dodged, or silently stay per balancer.
 */
function parseTrustProxy(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '' || value === 'off') return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyEntry(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY không hợp lệ: "${wrong}" (cần địa chỉ IP hoặc dải CIDR của bộ cân bằng tải, ` +
        'cách nhau bởi dấu phẩy, ví dụ 10.0.0.5,10.0.1.0/24)',
    );
  }
  return entries;
}

/**
 * Relative paths are read from where the command was typed: npm sets INIT_CWD, so
 * `npm run dev` (which runs in apps/server) and `npm start` (at the root) share ./data.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = env.INIT_CWD || process.cwd(),
): Config {
  // A replica of the embedded database cannot exist: the setting would be a mistake.
  if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
    throw new Error('DATABASE_READ_URL chỉ dùng được cùng DATABASE_URL (một máy chủ PostgreSQL)');
  }
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    drainSeconds: parseDrain(env.DRAIN_SECONDS, Boolean(env.DATABASE_URL)),
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
    httpsPort: parseHttpsPort(env.HTTPS_PORT),
    tlsCertFile: env.TLS_CERT_FILE ? path.resolve(cwd, env.TLS_CERT_FILE) : undefined,
    tlsKeyFile: env.TLS_KEY_FILE ? path.resolve(cwd, env.TLS_KEY_FILE) : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
