import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

// K real server processes (src/server.ts run by tsx, as `npm run dev` does) on one fresh, empty
// database of the test cluster, each on an ephemeral port of 127.0.0.1 and a DATA_DIR of its
// own: README "Chạy nhiều máy chủ" as a test. Start them once per file: each start costs
// seconds.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The first superadmin the start-up seeds (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'quantri', password: 'mat-khau-hai-may' };

const READY = /(?:Sẵn sàng: mở|API sẵn sàng tại) http:\/\/127\.0\.0\.1:(\d+)/;

export type ServerProcess = {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
  /** http://127.0.0.1:port, once it printed that it is ready. */
  url: string;
  dataDir: string;
};

export type Servers = {
  /** Base URLs (no /api), one a process, in start order. */
  urls: string[];
  processes: ServerProcess[];
  /** The database they share: its URL, its name, and a handle for the test's own reads. */
  databaseUrl: string;
  databaseName: string;
  database: DatabaseHandle;
  /** Stops every process still running (SIGTERM, then SIGKILL), drops the database. */
  stop: () => Promise<void>;
};

function spawnServer(
  env: Record<string, string>,
  dataDir: string,
): Omit<ServerProcess, 'url'> & { port: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      // Several processes on one machine: no phone HTTPS port for them to fight over.
      HTTPS_PORT: 'off',
      BACKUP_HOURS: 'off',
      BACKUP_NIGHTLY_HOUR: 'off',
      DRAIN_SECONDS: '0',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let seen: (port: string) => void;
  let failed: (error: Error) => void;
  const port = new Promise<string>((resolve, reject) => ((seen = resolve), (failed = reject)));
  const onData = (chunk: Buffer) => {
    output += chunk;
    const match = READY.exec(output);
    if (match) seen(match[1]!);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      failed(new Error(`the server exited (${code}) before it was ready:\n${output}`));
      resolve(code);
    }),
  );
  return { child, output: () => output, exited, dataDir, port };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Starts `n` server processes at the same moment on a new empty database (so they race for its
 * migrations and seeds) and resolves once every one says it is ready. `env` adds settings to
 * all of them; `envOf(i, databaseUrl)` to the i-th.
 */
export async function startServers(
  n: number,
  options: {
    env?: Record<string, string>;
    envOf?: (i: number, databaseUrl: string) => Record<string, string>;
  } = {},
): Promise<Servers> {
  const serverUrl = inject('testServerUrl');
  const databaseName = `depot_two_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const databaseUrl = `${serverUrl}/${databaseName}`;
  const database = openDatabase(databaseUrl, 3, 'depot-two-servers-test');
  const started: ReturnType<typeof spawnServer>[] = [];
  const stop = async () => {
    await Promise.all(
      started.map(async ({ child, exited }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }),
    );
    await database.close();
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    await Promise.all(started.map((s) => rm(s.dataDir, { recursive: true, force: true })));
  };
  try {
    for (let i = 0; i < n; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'depot-two-'));
      const env = { ...options.env, ...options.envOf?.(i, databaseUrl), DATABASE_URL: databaseUrl };
      started.push(spawnServer(env, dataDir));
    }
    const ports = await Promise.all(started.map((s) => s.port));
    const processes = started.map(({ port: _port, ...s }, i) => ({
      ...s,
      url: `http://127.0.0.1:${ports[i]}`,
    }));
    return {
      urls: processes.map((p) => p.url),
      processes,
      databaseUrl,
      databaseName,
      database,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The API's envelope, its data left to the test to read (a plain JSON value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any reply's data, read by tests
export type Envelope = { status: boolean; message: string; data: any };

/** One JSON call to a server: status and parsed envelope (null for an empty body). */
export async function api(
  base: string,
  method: string,
  url: string,
  options: { token?: string; payload?: unknown } = {},
): Promise<{ status: number; body: Envelope }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.payload !== undefined ? JSON.stringify(options.payload) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Envelope };
}

/** Signs in as the seeded superadmin on `base`; its bearer token. */
export async function signInAdmin(base: string): Promise<string> {
  const res = await api(base, 'POST', '/api/login', { payload: ADMIN });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body?.message}`);
  return res.body.data.token as string;
}
