/**
 * The whole machine dying at once, for the restore-to-a-moment bench: the server process, its
 * PostgreSQL and every process they started (the archiver's `sh` and `gzip` too) stop in the
 * same instant, so nothing gets to finish a write, switch a segment or archive it. Linux only
 * (/proc).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive, parentOf } from '../../src/lib/process-alive';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function numericEntries(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

/** `root` and every process below it. */
function treeOf(root: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const pid of numericEntries()) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found = new Set<number>();
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    if (found.has(pid)) continue;
    found.add(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Every process working in `pgDir`, whatever its program: PostgreSQL's and the archive
 * script's, which runs in the data folder. A postmaster adopted by init is found this way too.
 */
function workingIn(pgDir: string): number[] {
  const target = path.resolve(pgDir);
  return numericEntries().filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === target;
    } catch {
      return false;
    }
  });
}

function postmasterOf(pgDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone meanwhile.
  }
}

/** The server, its cluster and their children: the machine's processes that matter. */
function machineProcesses(serverPid: number, pgDir: string): Set<number> {
  const all = treeOf(serverPid);
  for (const pid of workingIn(pgDir)) all.add(pid);
  const postmaster = postmasterOf(pgDir);
  if (postmaster !== undefined) for (const pid of treeOf(postmaster)) all.add(pid);
  all.delete(process.pid);
  return all;
}

/**
 * Freezes every process of the machine (SIGSTOP: a frozen process forks nothing and writes
 * nothing), looks again until no new one appeared, then kills them all (SIGKILL) and waits
 * until they are gone. Returns the moment of the first freeze, in ms since the epoch.
 */
export async function killMachine(serverPid: number, pgDir: string): Promise<number> {
  const killedAt = Date.now();
  const frozen = new Set<number>();
  for (let pass = 0; pass < 20; pass++) {
    const fresh = [...machineProcesses(serverPid, pgDir)].filter((pid) => !frozen.has(pid));
    if (fresh.length === 0) break;
    for (const pid of fresh) {
      signal(pid, 'SIGSTOP');
      frozen.add(pid);
    }
  }
  for (const pid of frozen) signal(pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while ([...frozen].some(isProcessAlive) && Date.now() < deadline) await sleep(50);
  const left = [...frozen].filter(isProcessAlive);
  if (left.length > 0) throw new Error(`Tiến trình chưa dừng sau kill -9: ${left.join(', ')}`);
  return killedAt;
}

/** Kills what is left of a machine (a round given up half-way); synchronous, for exit hooks. */
export function killMachineNow(serverPid: number, pgDir: string): void {
  for (const pid of machineProcesses(serverPid, pgDir)) signal(pid, 'SIGKILL');
}
