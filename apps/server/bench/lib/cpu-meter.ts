import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** The kernel's clock ticks a second (USER_HZ), in which /proc gives CPU times: 100 on Linux. */
const CLOCK_TICKS = 100;

/** CPU time (ms) of a process from /proc: user + system. */
function procCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * The CPU this process and the pool's PostgreSQL backends use from now to stop(): unlike req/s,
 * it hardly depends on what else the machine runs, so it shows the costs on a busy machine.
 */
export async function cpuMeter(pool: pg.Pool) {
  const backends = async () =>
    (
      await pool.query<{ pid: number }>(
        `select pid from pg_stat_activity
         where datname = current_database() and application_name = 'depot-server'`,
      )
    ).rows.map((r) => r.pid);
  const node = process.cpuUsage();
  const before = new Map((await backends()).map((pid) => [pid, procCpuMs(pid)]));
  return {
    stop: async () => {
      const { user, system } = process.cpuUsage(node);
      let pgMs = 0;
      for (const pid of new Set([...before.keys(), ...(await backends())])) {
        // A backend gone meanwhile (the pool let it go) reads 0: its share is lost, not negative.
        const now = procCpuMs(pid);
        if (now > 0) pgMs += now - (before.get(pid) ?? 0);
      }
      return { nodeMs: (user + system) / 1000, pgMs };
    },
  };
}
