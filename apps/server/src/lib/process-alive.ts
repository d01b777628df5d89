import { readFileSync } from 'node:fs';

/**
 * Whether a process is running. A zombie (exited, not yet reaped) still answers signal 0, so
 * on Linux its state in /proc is read too: a killed server must not keep its lock.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // No /proc (macOS, Windows): signal 0 is the best answer there is.
  }
}
