import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/** The parent of `pid`, read from /proc (Linux); undefined elsewhere or once it is gone. */
export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * The arguments a running process was started with, read from /proc (Linux). `undefined` where
 * the system has no /proc (macOS, Windows); an empty list when the process is gone.
 */
export function processArguments(pid: number): string[] | undefined {
  if (!existsSync('/proc/self/cmdline')) return undefined;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Whether `pid` is alive and was started as `program` (by its file name). A pid written in a
 * file before a reboot may now belong to any other process; where the system cannot tell
 * (no /proc), a live pid is taken at its word, as PostgreSQL itself does with its pid file.
 */
export function isProcessOf(pid: number, program: string): boolean {
  if (!isProcessAlive(pid)) return false;
  const args = processArguments(pid);
  if (args === undefined) return true;
  return path.basename(args[0] ?? '').startsWith(program);
}
