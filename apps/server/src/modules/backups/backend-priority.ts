import { readlinkSync, realpathSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';

/** Niceness of the backend that copies the tables out (0 normal, 19 lowest). */
const BACKUP_NICENESS = 10;

/**
 * Lowers the CPU priority of the PostgreSQL backend serving `client`, when it is a process of
 * this machine. A backup's COPY keeps one backend busy for seconds; on the depot's machine (the
 * embedded cluster, often two cores) it competes with the backends answering the clerks, and
 * the goods list's p95 doubled while it ran. The backend is known to be ours when its working
 * folder (from /proc) is the server's data_directory: a pid of another host or container never
 * matches. Elsewhere (no /proc, a remote server, no right to read data_directory) nothing
 * happens. A process may raise its niceness but not lower it again: the caller must close the
 * connection afterwards instead of handing it back to the pool.
 */
export async function lowerBackendPriority(client: pg.ClientBase): Promise<boolean> {
  try {
    const { rows } = await client.query<{ pid: number; dir: string }>(
      `select pg_backend_pid() as pid, current_setting('data_directory') as dir`,
    );
    const { pid, dir } = rows[0]!;
    if (readlinkSync(`/proc/${pid}/cwd`) !== realpathSync(dir)) return false;
    os.setPriority(pid, BACKUP_NICENESS);
    return true;
  } catch {
    return false;
  }
}
