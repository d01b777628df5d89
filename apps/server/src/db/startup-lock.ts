import { taskClient } from './task-client';

/**
 * The advisory lock of the start-up (docs/decisions/0013-live-screens-several-servers.md): the pre-migration backup, the
 * migrations and the reference seeds run under it, so that several server processes starting
 * at once on one database do them one after another: the first does the work, the next ones
 * find the migrations applied and the seeds in place. Two int4 keys (class, object): the
 * backup schedule's locks use class 0x44425550 'DBUP' and the seeds' and login limits'
 * `hashtext` keys are single bigint keys, another key space, so nothing else can take it.
 */
export const STARTUP_LOCK = { class: 0x53545254 /* 'STRT' */, object: 1 } as const;

/**
 * Runs `work` holding the start-up lock, on a connection of its own: a session lock, held for
 * the whole start-up whatever transactions the work opens on the pool, and released by
 * PostgreSQL itself if this process dies half-way. A process that finds the lock taken says so
 * and waits for it.
 */
export async function withStartupLock<T>(
  url: string,
  log: (message: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  // A lost connection also loses the lock; the query waiting on it then fails the start.
  const client = taskClient({ connectionString: url, application_name: 'depot-startup' });
  await client.connect();
  try {
    const keys = [STARTUP_LOCK.class, STARTUP_LOCK.object];
    const { rows } = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1, $2) as ok',
      keys,
    );
    if (!rows[0]!.ok) {
      log('Một máy chủ khác đang cập nhật cơ sở dữ liệu: chờ nó xong…');
      await client.query('select pg_advisory_lock($1, $2)', keys);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', keys).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
