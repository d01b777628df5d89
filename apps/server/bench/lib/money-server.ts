/**
 * The server of the money bench (bench/money.ts) in its own process, as `npm start` runs it (its
 * V8 flags, its JSON log), from the sources through tsx, which only transpiles at start-up: no
 * build into dist/. Its log is read line by line for the deadlocks it met, and a keep-alive
 * HTTP client sends the workload's requests to it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The V8 flags `npm start` gives the server (root package.json). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, '../../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** What the server's log said so far. */
export type ServerLog = {
  /** 'transaction retried' by SQLSTATE (40P01 deadlock, 40001 serialization failure). */
  retried: Record<string, number>;
  /** 500 replies whose error was a deadlock (40P01): a server without the retry, or past it. */
  deadlock500: number;
  /** Every line at level error or worse. */
  errors: number;
};

export type MoneyServer = {
  base: string;
  log: ServerLog;
  stop: () => Promise<void>;
};

type LogLine = { level?: number; msg?: string; sqlstate?: string; code?: string };

function readLine(line: string, log: ServerLog) {
  // Most lines are the request log: only those that can matter are parsed.
  if (!line.startsWith('{') || !/retried|"level":[56]0/.test(line)) return;
  let entry: LogLine;
  try {
    entry = JSON.parse(line) as LogLine;
  } catch {
    return;
  }
  if (entry.msg === 'transaction retried' && entry.sqlstate) {
    log.retried[entry.sqlstate] = (log.retried[entry.sqlstate] ?? 0) + 1;
  }
  if ((entry.level ?? 0) >= 50) {
    log.errors++;
    if (entry.code === '40P01') log.deadlock500++;
  }
}

/**
 * Starts src/server.ts on `databaseUrl` and a free port (PORT=0: the address is read from its
 * "ready" line), at the default log level. Resolves once it listens.
 */
export async function startMoneyServer(databaseUrl: string): Promise<MoneyServer> {
  const child = spawn(
    process.execPath,
    [...startFlags(), '--import', 'tsx', path.join(serverDir, 'src/server.ts')],
    {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const log: ServerLog = { retried: {}, deadlock500: 0, errors: 0 };
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        readLine(line, log);
        const ready = /^\[chanh-xe\].*(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (ready) resolve(ready[1]!);
        else if (line.startsWith('[chanh-xe] Không khởi động')) reject(new Error(line));
      });
    }
    void exited.then((code) => reject(new Error(`Máy chủ dừng khi khởi động (mã ${code})`)));
  });
  return {
    base,
    log,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A request as the workload sends it: the status code, 0 when the connection failed. */
export type Send = (method: string, url: string, body?: object) => Promise<number>;

/** Signs in and returns a client over `connections` keep-alive sockets, and its closer. */
export async function signedInClient(
  base: string,
  credentials: { username?: string; password?: string },
  connections: number,
): Promise<{ send: Send; close: () => void }> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`Đăng nhập thất bại: ${login.status}`);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send: Send = (method, url, body) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      // A DELETE's body is not sent chunked by Node: its length has to be given.
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const req = http.request(`${base}${url}`, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}
