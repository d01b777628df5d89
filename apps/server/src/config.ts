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
};

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT không hợp lệ: ${value}`);
  }
  return port;
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
  };
}
