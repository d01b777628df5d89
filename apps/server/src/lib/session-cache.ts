import type { User } from '@depot/shared/users/users.schema';
import pg from 'pg';

/** Where migration 0028's triggers notify: a session ended or shortened, an account changed. */
export const SESSIONS_CHANNEL = 'depot_sessions';

/**
 * A checked session kept this long at most, even while no notification came: the bound on a
 * revocation missed by a listening connection that died without a word (a cut cable), which the
 * ping finds within as long.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const PING_EVERY_MS = SESSION_CACHE_TTL_MS;
/** Past this many sessions the cache starts over: a bound on memory, not a working limit. */
const MAX_ENTRIES = 10_000;
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

export type CachedSession = {
  user: User;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
};

type Log = { warn: (details: object, message: string) => void };

/**
 * The sessions this process has checked, by token hash (docs/speed.md: the session lookup was a
 * second round trip on every request). Safe only while the process hears every revocation at
 * once, so it serves nothing unless its own LISTEN connection is up: every notification (and
 * every reconnection, which may have missed some) empties it, and a lookup that began before an
 * emptying is not stored (`generation`), so a row read just before a revocation committed
 * cannot outlive it. The process's own writes empty it too, before their reply (plugins/auth.ts),
 * without waiting for their notification.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private client: pg.Client | undefined;
  private ping: NodeJS.Timeout | undefined;
  private closed = false;
  private failures = 0;
  /** Bumped by every emptying: a lookup stores its result only if none happened meanwhile. */
  generation = 0;

  constructor(
    private readonly config: () => pg.ClientConfig,
    private readonly log?: Log,
  ) {}

  /** Whether sessions are served from memory: only while listening. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Starts listening (in the background, retried with backoff); serves nothing until then. */
  start(): void {
    void this.connect();
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    if (!this.client) return undefined;
    const entry = this.entries.get(tokenHash);
    if (entry && now - entry.cachedAt > SESSION_CACHE_TTL_MS) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session read when the generation was `since`, unless the cache emptied since. */
  set(tokenHash: string, entry: CachedSession, since: number): void {
    if (!this.client || since !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, entry);
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ping);
    this.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      ...this.config(),
      application_name: 'depot-sessions',
      keepAlive: true,
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', () => this.clear());
    try {
      await client.connect();
      await client.query(`listen ${SESSIONS_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return this.retry();
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever was revoked before this connection listened was never heard.
    this.clear();
    this.client = client;
    this.failures = 0;
    this.ping = setInterval(
      () => void client.query('select 1').catch(() => this.lost(client)),
      PING_EVERY_MS,
    );
    this.ping.unref();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.ping);
    this.clear();
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log?.warn({}, 'session cache lost its listening connection, reconnecting');
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    const wait = BACKOFF_MS[Math.min(this.failures++, BACKOFF_MS.length - 1)];
    setTimeout(() => void this.connect(), wait).unref();
  }
}
